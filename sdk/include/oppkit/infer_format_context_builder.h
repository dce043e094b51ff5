/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * oppkit::OpInferFormatContextBuilder: builds a gert::InferFormatContext to unit-test an op's InferFormat
 * function (CANN has no such builder).
 */
#pragma once

#include <cstddef>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/tensor.h"
#include "graph/infer_format_context.h"

namespace oppkit {

/// Builds an InferFormatContext: inputs from tensors (shape, formats, data type, values), outputs from
/// OutputTensorDesc() hints. After the call, read the formats with GetOutputFormat(i) / GetInputFormat(i).
///
/// Example: `auto h = oppkit::OpInferFormatContextBuilder().OpType("Conv2D").IOInstanceNum({1, 1, 0}, {1})
/// .InputTensors({&x, &w}).AppendAttr(std::string("NCHW")).Build();`
class OpInferFormatContextBuilder : public gert::OpContextBuilderBase<OpInferFormatContextBuilder> {
 public:
  OpInferFormatContextBuilder() = default;
  /// Data type and formats of output instance \p index.
  OpInferFormatContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                ge::Format storage_format,
                                                const gert::ExpandDimsType& expand_dims_type = gert::ExpandDimsType());
  /// The input instances, in order.
  OpInferFormatContextBuilder& InputTensors(const std::vector<gert::Tensor*>& inputs);
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  gert::ContextHolder<gert::InferFormatContext> Build();
};

}  // namespace oppkit
