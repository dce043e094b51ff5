/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::Chain: typed access to one value slot (AsyncAnyValue) of a kernel run context.
 */
#pragma once

#include <cstring>
#include <type_traits>

#include "exe_graph/runtime/kernel_run_context.h"

namespace gert {

/// A value slot. Values of at most 8 bytes live inline (GetValue / GetPointer point into the slot); bigger values
/// are held by pointer. The caller guarantees the type stored in each slot (there is no RTTI).
class Chain {
 public:
  /// Frees a held value.
  using Deleter = FreeCallback;

  /// Pointer to the value as \p T: into the slot if sizeof(T) <= 8, else the held pointer.
  template <typename T>
  T* GetPointer() {
    if (sizeof(T) > sizeof(any_value_.data)) return reinterpret_cast<T*>(any_value_.data.pointer);
    return reinterpret_cast<T*>(any_value_.data.inplace);
  }
  template <typename T>
  const T* GetPointer() const {
    if (sizeof(T) > sizeof(any_value_.data)) return reinterpret_cast<const T*>(any_value_.data.pointer);
    return reinterpret_cast<const T*>(any_value_.data.inplace);
  }
  /// The inline value (sizeof(T) <= 8 only).
  template <typename T, typename std::enable_if<(sizeof(T) <= sizeof(void*)), int>::type = 0>
  const T& GetValue() const {
    return *reinterpret_cast<const T*>(any_value_.data.inplace);
  }
  template <typename T, typename std::enable_if<(sizeof(T) <= sizeof(void*)), int>::type = 0>
  T& GetValue() {
    return *reinterpret_cast<T*>(any_value_.data.inplace);
  }

  /// Frees the current value (if it has a deleter), then holds \p data with \p deleter (nullable).
  void Set(void* data, Deleter deleter) {
    FreeResource();
    any_value_.data.pointer = data;
    any_value_.deleter = deleter;
  }
  /// Holds a heap value of \p T, deleted with `delete`.
  template <typename T, typename std::enable_if<(!std::is_array<T>::value), int>::type = 0>
  void SetWithDefaultDeleter(T* data) {
    Set(data, [](void* p) { delete static_cast<T*>(p); });
  }
  /// Holds a heap array, deleted with `delete[]`.
  template <typename T, typename std::enable_if<std::is_array<T>::value, int>::type = 0>
  void SetWithDefaultDeleter(typename std::remove_extent<T>::type* data) {
    Set(data, [](void* p) { delete[] static_cast<typename std::remove_extent<T>::type*>(p); });
  }
  /// True if a value of \p T is stored inline.
  template <typename T>
  static constexpr bool IsInlineSize() {
    return sizeof(T) <= sizeof(void*);
  }
  /// Runs the deleter (if any) and clears the slot.
  void FreeResource() {
    if (any_value_.deleter != nullptr) any_value_.deleter(any_value_.data.pointer);
    any_value_.deleter = nullptr;
    any_value_.data.pointer = nullptr;
  }
  /// The raw slot.
  AsyncAnyValue* GetAnyValue() { return &any_value_; }

 private:
  AsyncAnyValue any_value_;
};

static_assert(std::is_standard_layout<Chain>::value, "gert::Chain must be standard layout");
static_assert(sizeof(Chain) == 16, "gert::Chain layout is frozen (CANN: 16 bytes)");

}  // namespace gert
