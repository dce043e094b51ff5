/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpInferShapeContextBuilder: builds an InferShapeContext to unit-test an op's InferShape function.
 */
#pragma once

#include <cstddef>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"

namespace gert {

/// Builds an InferShapeContext. Every input is passed as a Tensor* (so GetInputTensor() works for any input, with
/// the tensor's values if it has an address); outputs start as rank-0 shapes. The tensors are copied (values too):
/// they may die after Build().
///
/// Example:
/// ```
/// gert::Tensor x({{2, 3}, {2, 3}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_FLOAT, nullptr);
/// auto holder = gert::OpInferShapeContextBuilder().OpType("Relu").IONum(1, 1).InputTensors({&x})
///                   .OutputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND).Build();
/// InferShapeForRelu(holder.GetContext());
/// ```
class OpInferShapeContextBuilder : public OpContextBuilderBase<OpInferShapeContextBuilder> {
 public:
  OpInferShapeContextBuilder() = default;
  /// Data type and formats of output instance \p index.
  OpInferShapeContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                               ge::Format storage_format,
                                               const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// The input instances, in order (shape, formats, data type and values are taken from each tensor).
  OpInferShapeContextBuilder& InputTensors(const std::vector<Tensor*>& inputs);
  /// The context (GetContext() is nullptr if the description is inconsistent; GetError() says why).
  ContextHolder<InferShapeContext> Build();
};

}  // namespace gert
