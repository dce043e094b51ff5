/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::KernelContext: typed access to the input and output slots of a KernelRunContext.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/chain.h"
#include "exe_graph/runtime/kernel_run_context.h"

namespace gert {

/// A view of a KernelRunContext (a KernelContext* is a reinterpreted KernelRunContext*). Slots hold values of
/// at most 8 bytes inline and bigger values by pointer (see Chain). Indices are checked against the slot counts
/// only; the caller guarantees the stored types.
class KernelContext {
 public:
  KernelContext() = delete;
  KernelContext(const KernelContext&) = delete;
  KernelContext& operator=(const KernelContext&) = delete;

  /// Number of input slots (including framework slots such as a context's trailing function slot).
  size_t GetInputNum() const { return context_.input_size; }
  /// Number of output slots.
  size_t GetOutputNum() const { return context_.output_size; }

  /// Input slot \p i, or nullptr.
  const Chain* GetInput(size_t i) const {
    if (i >= context_.input_size) return nullptr;
    return reinterpret_cast<const Chain*>(Values()[i]);
  }
  /// Mutable input slot \p i, or nullptr.
  Chain* MutableInput(size_t i) {
    if (i >= context_.input_size) return nullptr;
    return reinterpret_cast<Chain*>(Values()[i]);
  }
  /// Output slot \p i, or nullptr.
  Chain* GetOutput(size_t i) {
    if (i >= context_.output_size) return nullptr;
    return reinterpret_cast<Chain*>(Values()[context_.input_size + i]);
  }
  const Chain* GetOutput(size_t i) const {
    if (i >= context_.output_size) return nullptr;
    return reinterpret_cast<const Chain*>(Values()[context_.input_size + i]);
  }

  /// The inline value of input \p i (sizeof(T) <= 8), or T{} if \p i is out of range.
  template <typename T>
  T GetInputValue(size_t i) const {
    const Chain* av = GetInput(i);
    if (av == nullptr) return T{};
    return av->GetValue<T>();
  }
  /// Input \p i as const T* (see Chain::GetPointer), or nullptr.
  template <typename T>
  const T* GetInputPointer(size_t i) const {
    const Chain* av = GetInput(i);
    if (av == nullptr) return nullptr;
    return av->GetPointer<T>();
  }
  /// Input \p i as T*, or nullptr.
  template <typename T>
  T* MutableInputPointer(size_t i) {
    Chain* av = MutableInput(i);
    if (av == nullptr) return nullptr;
    return av->GetPointer<T>();
  }
  /// Input \p i as a string held by pointer, or nullptr.
  const char* GetInputStrPointer(size_t i) const {
    const Chain* av = GetInput(i);
    if (av == nullptr) return nullptr;
    return av->GetValue<const char*>();
  }
  /// Output \p i as T* (see Chain::GetPointer), or nullptr.
  template <typename T>
  T* GetOutputPointer(size_t i) {
    Chain* av = GetOutput(i);
    if (av == nullptr) return nullptr;
    return av->GetPointer<T>();
  }
  template <typename T>
  const T* GetOutputPointer(size_t i) const {
    const Chain* av = GetOutput(i);
    if (av == nullptr) return nullptr;
    return av->GetPointer<T>();
  }

  /// The node's ComputeNodeInfo (as an untyped pointer; ExtendedKernelContext types it).
  const void* GetComputeNodeExtend() const { return context_.compute_node_info; }
  /// The kernel's KernelExtendInfo, or nullptr.
  const void* GetKernelExtend() const { return context_.kernel_extend_info; }
  /// The underlying run context.
  const KernelRunContext* GetContext() const { return &context_; }
  KernelRunContext* GetContext() { return &context_; }

  /// True if a value of \p T is stored inline in a slot.
  template <typename T>
  static constexpr bool IsInlineSize() {
    return sizeof(T) <= sizeof(void*);
  }

 private:
  // `values` is a trailing variable-length array; index it through a plain pointer.
  AsyncAnyValue* const* Values() const { return &context_.values[0]; }

  KernelRunContext context_;
};

static_assert(std::is_standard_layout<KernelContext>::value, "gert::KernelContext must be standard layout");
static_assert(sizeof(KernelContext) == sizeof(KernelRunContext), "gert::KernelContext is a view of KernelRunContext");

}  // namespace gert
