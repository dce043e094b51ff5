/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::InferShapeContext: what an op's InferShape function receives.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/storage_shape.h"
#include "exe_graph/runtime/tensor.h"

namespace gert {

// Note [InferShapeContext slots]
// Inputs: one slot per input instance holding a StorageShape* or, for IR inputs the op declared data dependent
// (InputsDataDependency), a Tensor* (with host values, or a null address if the value is not known); then one
// framework slot (the infer function, always null here). Outputs: one StorageShape* per output instance. Because
// Tensor starts with its StorageShape and StorageShape starts with its origin Shape, every input slot can be read as
// `const Shape*` (the origin shape) and every output slot as `Shape*`. Output shapes are not initialised for the op
// (as in CANN): an InferShape function sets the rank before writing dims.

/// The context of an InferShape function: input shapes (origin), data-dependent input tensors, output shapes, plus
/// everything of ExtendedKernelContext (attrs, node name and type, IR instance info).
///
/// Example: `*context->GetOutputShape(0) = *context->GetInputShape(0);`
class InferShapeContext : public ExtendedKernelContext {
 public:
  /// Origin shape of input instance \p index, or nullptr. Not checked against the node's input count (as in CANN).
  const Shape* GetInputShape(size_t index) const { return GetInputPointer<Shape>(index); }
  /// Input instance \p index as a Tensor. Only meaningful for data-dependent inputs (see Note [InferShapeContext
  /// slots]); its GetData<T>() is nullptr when the value is not known.
  const Tensor* GetInputTensor(size_t index) const { return GetInputPointer<Tensor>(index); }
  /// Origin shape of optional IR input \p ir_index, or nullptr if it is absent.
  const Shape* GetOptionalInputShape(size_t ir_index) const { return GetOptionalInputPointer<Shape>(ir_index); }
  /// Tensor of optional IR input \p ir_index (data-dependent inputs only), or nullptr if it is absent.
  const Tensor* GetOptionalInputTensor(size_t ir_index) const { return GetOptionalInputPointer<Tensor>(ir_index); }
  /// Origin shape of required IR input \p ir_index, or nullptr.
  const Shape* GetRequiredInputShape(size_t ir_index) const { return GetRequiredInputPointer<Shape>(ir_index); }
  /// Tensor of required IR input \p ir_index (data-dependent inputs only), or nullptr.
  const Tensor* GetRequiredInputTensor(size_t ir_index) const { return GetRequiredInputPointer<Tensor>(ir_index); }
  /// Origin shape of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const Shape* GetDynamicInputShape(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<Shape>(ir_index, relative_index);
  }
  /// Tensor of instance \p relative_index of dynamic IR input \p ir_index (data-dependent inputs only), or nullptr.
  const Tensor* GetDynamicInputTensor(size_t ir_index, size_t relative_index) const {
    return GetDynamicInputPointer<Tensor>(ir_index, relative_index);
  }
  /// Origin shape of output instance \p index (to be written), or nullptr.
  Shape* GetOutputShape(size_t index) { return GetOutputPointer<Shape>(index); }
  const Shape* GetOutputShape(size_t index) const { return GetOutputPointer<Shape>(index); }
  /// Origin shape of instance \p relative_index of dynamic IR output \p ir_index, or nullptr.
  Shape* GetDynamicOutputShape(size_t ir_index, size_t relative_index) {
    return GetDynamicOutputPointer<Shape>(ir_index, relative_index);
  }
  /// Origin shape of required IR output \p ir_index, or nullptr.
  Shape* GetRequiredOutputShape(size_t ir_index) { return GetRequiredOutputPointer<Shape>(ir_index); }
};

static_assert(std::is_standard_layout<InferShapeContext>::value, "gert::InferShapeContext must be standard layout");

}  // namespace gert
