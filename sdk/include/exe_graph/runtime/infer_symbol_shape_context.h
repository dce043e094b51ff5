/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::InferSymbolShapeContext: what an op's InferSymbolShape function receives.
 */
#pragma once

#include <cstddef>
#include <type_traits>

#include "exe_graph/runtime/extended_kernel_context.h"
#include "exe_graph/runtime/symbolic_tensor.h"

namespace gert {

// Note [InferSymbolShapeContext slots]
// Inputs: one SymbolTensor* per input instance (its symbolic origin shape, and its symbolic values where known).
// Outputs: one SymbolTensor* per output instance, its shape empty (a scalar) and its values unknown until the function
// writes them; GetOutputSymbolShape is the tensor's shape, as in GE. The compute node
// info (attrs, input and output descs, IR instance counts) is the one the other contexts of the node have.

/// The context of an InferSymbolShape function.
///
/// Example: `*context->GetOutputSymbolShape(0) = *context->GetInputSymbolShape(0);`
class InferSymbolShapeContext : public ExtendedKernelContext {
 public:
  /// Symbolic shape of input instance \p index, or nullptr.
  const SymbolShape *GetInputSymbolShape(const size_t index) const {
    const SymbolTensor *tensor = GetInputSymbolTensor(index);
    return tensor == nullptr ? nullptr : &tensor->GetOriginSymbolShape();
  }
  /// Symbolic shape of optional IR input \p ir_index, or nullptr when it is absent.
  const SymbolShape *GetOptionalInputSymbolShape(const size_t ir_index) const {
    return GetDynamicInputSymbolShape(ir_index, 0);
  }
  /// Symbolic shape of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const SymbolShape *GetDynamicInputSymbolShape(const size_t ir_index, const size_t relative_index) const {
    const SymbolTensor *tensor = GetDynamicInputSymbolTensor(ir_index, relative_index);
    return tensor == nullptr ? nullptr : &tensor->GetOriginSymbolShape();
  }
  /// Symbolic shape of required IR input \p ir_index, or nullptr.
  const SymbolShape *GetRequiredInputSymbolShape(const size_t ir_index) const {
    return GetDynamicInputSymbolShape(ir_index, 0);
  }
  /// Symbolic tensor (shape and values) of input instance \p index, or nullptr.
  const SymbolTensor *GetInputSymbolTensor(const size_t index) const { return GetInputPointer<SymbolTensor>(index); }
  /// Symbolic tensor of optional IR input \p ir_index, or nullptr when it is absent.
  const SymbolTensor *GetOptionalInputSymbolTensor(const size_t ir_index) const {
    return GetDynamicInputPointer<SymbolTensor>(ir_index, 0);
  }
  /// Symbolic tensor of instance \p relative_index of dynamic IR input \p ir_index, or nullptr.
  const SymbolTensor *GetDynamicInputSymbolTensor(const size_t ir_index, const size_t relative_index) const {
    return GetDynamicInputPointer<SymbolTensor>(ir_index, relative_index);
  }
  /// Symbolic tensor of required IR input \p ir_index, or nullptr.
  const SymbolTensor *GetRequiredInputSymbolTensor(const size_t ir_index) const {
    return GetDynamicInputPointer<SymbolTensor>(ir_index, 0);
  }
  /// Symbolic shape of output instance \p index, to write, or nullptr.
  SymbolShape *GetOutputSymbolShape(const size_t index) {
    SymbolTensor *tensor = GetOutputSymbolTensor(index);
    return tensor == nullptr ? nullptr : &tensor->MutableOriginSymbolShape();
  }
  /// oppkit addition (GE's InferSymbolComputeContext has it): output instance \p index with its symbolic values, for
  /// the ops that compute shapes (Shape's output holds its input's dims), or nullptr.
  SymbolTensor *GetOutputSymbolTensor(const size_t index) { return GetOutputPointer<SymbolTensor>(index); }
};
static_assert(std::is_standard_layout<InferSymbolShapeContext>::value, "InferSymbolShapeContext has no state");

}  // namespace gert
