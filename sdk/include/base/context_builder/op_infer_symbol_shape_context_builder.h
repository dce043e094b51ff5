/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpInferSymbolShapeContextBuilder (an oppkit addition): builds an InferSymbolShapeContext to unit-test an
 * op's InferSymbolShape function without loading anything.
 */
#pragma once

#include <cstddef>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"

namespace gert {

/// Builds an InferSymbolShapeContext. The input symbolic tensors are copied into the holder; the output shapes start
/// empty and live in the holder too (read them through the context after the call).
///
/// Example:
/// ```
/// auto holder = gert::OpInferSymbolShapeContextBuilder().OpType("Relu").IONum(1, 1)
///                   .InputSymbolTensors({gert::SymbolTensor({ge::Symbol("n"), ge::Symbol(64)})}).Build();
/// InferSymbolShapeForRelu(holder.GetContext());
/// holder.GetContext()->GetOutputSymbolShape(0);  // [n, 64]
/// ```
class OpInferSymbolShapeContextBuilder : public OpContextBuilderBase<OpInferSymbolShapeContextBuilder> {
 public:
  OpInferSymbolShapeContextBuilder() = default;
  /// The input instances, in order: symbolic shapes and (where set) symbolic values. Each input's tensor desc gets
  /// the constant dims of its shape and -1 for the others.
  OpInferSymbolShapeContextBuilder& InputSymbolTensors(const std::vector<SymbolTensor>& inputs);
  /// Data type and formats of input instance \p index (what GetInputDesc() reports).
  OpInferSymbolShapeContextBuilder& InputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                    ge::Format storage_format,
                                                    const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// Data type and formats of output instance \p index.
  OpInferSymbolShapeContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                     ge::Format storage_format,
                                                     const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  ContextHolder<InferSymbolShapeContext> Build();

 private:
  std::vector<SymbolTensor> inputs_;
};

}  // namespace gert
