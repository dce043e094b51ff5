/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::InferShapeRangeContext: what an op's InferShapeRange function receives.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/tensor.h"

namespace gert {

/// A range of tensors (min and max tensors whose shapes are the range bounds).
using TensorRange = Range<Tensor>;

// Note [InferShapeRangeContext slots]
// Inputs: one Range<Tensor>* per input instance; the min and max Tensors carry the range bounds as their (origin and
// storage) shapes and, for data-dependent inputs, the host values. An input without a range has min = max = its
// shape, except that unknown dims get [0, -1] (max -1 = unbounded). Since a Tensor starts with its origin Shape, the
// same slot reads as Range<Shape>*. Outputs: one Range<Shape>* per output instance, whose min and max Shapes are
// written by the op (-1 in max = unbounded).

/// The context of an InferShapeRange function.
///
/// Example: `context->GetOutputShapeRange(0)->GetMax()->SetDim(0, n);`
class InferShapeRangeContext : public ExtendedKernelContext {
 public:
  /// Shape range of input instance \p index, or nullptr.
  const Range<Shape>* GetInputShapeRange(size_t index) const { return GetInputPointer<Range<Shape>>(index); }
  /// Tensor range of input instance \p index (min/max tensors), or nullptr.
  const TensorRange* GetInputTensorRange(size_t index) const { return GetInputPointer<TensorRange>(index); }
  /// Shape range of optional IR input \p ir_index, or nullptr if it is absent.
  const Range<Shape>* GetOptionalInputShapeRange(size_t ir_index) const {
    return GetOptionalInputPointer<Range<Shape>>(ir_index);
  }
  /// Tensor range of optional IR input \p ir_index, or nullptr if it is absent.
  const TensorRange* GetOptionalInputTensorRange(size_t ir_index) const {
    return GetOptionalInputPointer<TensorRange>(ir_index);
  }
  /// Shape range of required IR input \p ir_index, or nullptr.
  const Range<Shape>* GetRequiredInputShapeRange(size_t ir_index) const {
    return GetRequiredInputPointer<Range<Shape>>(ir_index);
  }
  /// Tensor range of required IR input \p ir_index, or nullptr.
  const TensorRange* GetRequiredInputTensorRange(size_t ir_index) const {
    return GetRequiredInputPointer<TensorRange>(ir_index);
  }
  /// Shape range of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const Range<Shape>* GetDynamicInputShapeRange(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<Range<Shape>>(ir_index, relative_index);
  }
  /// Tensor range of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const TensorRange* GetDynamicInputTensorRange(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<TensorRange>(ir_index, relative_index);
  }
  /// Shape range of output instance \p index (to be written), or nullptr.
  Range<Shape>* GetOutputShapeRange(size_t index) { return GetOutputPointer<Range<Shape>>(index); }
  const Range<Shape>* GetOutputShapeRange(size_t index) const { return GetOutputPointer<Range<Shape>>(index); }
};

static_assert(std::is_standard_layout<InferShapeRangeContext>::value,
              "gert::InferShapeRangeContext must be standard layout");

}  // namespace gert
