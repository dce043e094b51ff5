/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::InferFormatContext: what an op's InferFormat function receives (CANN path graph/infer_format_context.h).
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_format.h"
#include "exe_graph/runtime/tensor.h"

namespace gert {

// Note [InferFormatContext slots]
// Inputs: one Tensor* per input instance (shape, formats, data type and, for data-dependent inputs, host values).
// Outputs: one Tensor* per output instance, whose formats start as the caller's hints. As in CANN, the format
// accessors return *mutable* StorageFormat pointers for inputs too: an InferFormat function may rewrite the
// formats it wants its inputs in, and the framework reads them back.

/// The context of an InferFormat function.
///
/// Example: `context->GetOutputFormat(0)->SetOriginFormat(context->GetInputFormat(0)->GetOriginFormat());`
class InferFormatContext : public ExtendedKernelContext {
 public:
  /// Format of input instance \p index (mutable), or nullptr.
  StorageFormat* GetInputFormat(size_t index) const { return FormatOf(GetInputPointer<Tensor>(index)); }
  /// Format of required IR input \p ir_index (mutable), or nullptr.
  StorageFormat* GetRequiredInputFormat(size_t ir_index) const {
    return FormatOf(GetRequiredInputPointer<Tensor>(ir_index));
  }
  /// Format of optional IR input \p ir_index (mutable), or nullptr if it is absent.
  StorageFormat* GetOptionalInputFormat(size_t ir_index) const {
    return FormatOf(GetOptionalInputPointer<Tensor>(ir_index));
  }
  /// Format of instance \p relative_index of dynamic IR input \p ir_index (mutable), or nullptr.
  StorageFormat* GetDynamicInputFormat(size_t ir_index, size_t relative_index) const {
    return FormatOf(GetDynamicInputPointer<Tensor>(ir_index, relative_index));
  }

  /// Origin shape of input instance \p index, or nullptr.
  const Shape* GetInputShape(size_t index) const { return GetInputPointer<Shape>(index); }
  /// Origin shape of required IR input \p ir_index, or nullptr.
  const Shape* GetRequiredInputShape(size_t ir_index) const { return GetRequiredInputPointer<Shape>(ir_index); }
  /// Origin shape of optional IR input \p ir_index, or nullptr if it is absent.
  const Shape* GetOptionalInputShape(size_t ir_index) const { return GetOptionalInputPointer<Shape>(ir_index); }
  /// Origin shape of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const Shape* GetDynamicInputShape(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<Shape>(ir_index, relative_index);
  }

  /// Input instance \p index as a Tensor, or nullptr.
  const Tensor* GetInputTensor(size_t index) const { return GetInputPointer<Tensor>(index); }
  /// Tensor of required IR input \p ir_index, or nullptr.
  const Tensor* GetRequiredInputTensor(size_t ir_index) const { return GetRequiredInputPointer<Tensor>(ir_index); }
  /// Tensor of optional IR input \p ir_index, or nullptr if it is absent.
  const Tensor* GetOptionalInputTensor(size_t ir_index) const { return GetOptionalInputPointer<Tensor>(ir_index); }
  /// Tensor of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const Tensor* GetDynamicInputTensor(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<Tensor>(ir_index, relative_index);
  }

  /// Format of output instance \p index (to be written), or nullptr.
  StorageFormat* GetOutputFormat(size_t index) const { return FormatOf(GetOutputPointer<Tensor>(index)); }
  /// Format of required IR output \p ir_index, or nullptr.
  StorageFormat* GetRequiredOutputFormat(size_t ir_index) const {
    return FormatOf(GetDynamicOutputPointer<Tensor>(ir_index, 0));
  }
  /// Format of instance \p relative_index of dynamic IR output \p ir_index, or nullptr.
  StorageFormat* GetDynamicOutputFormat(size_t ir_index, size_t relative_index) const {
    return FormatOf(GetDynamicOutputPointer<Tensor>(ir_index, relative_index));
  }

 private:
  static StorageFormat* FormatOf(const Tensor* tensor) {
    return tensor == nullptr ? nullptr : &const_cast<Tensor*>(tensor)->MutableFormat();
  }
};

static_assert(std::is_standard_layout<InferFormatContext>::value, "gert::InferFormatContext must be standard layout");

}  // namespace gert
