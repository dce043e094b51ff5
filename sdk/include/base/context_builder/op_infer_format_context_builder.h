/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpInferFormatContextBuilder: builds a gert::InferFormatContext to unit-test an op's InferFormat function.
 * CANN has no such builder; this one sits beside CANN's builders, with the same base (OpType, OpName, IONum,
 * IOInstanceNum, AppendAttr, Attr). `oppkit/infer_format_context_builder.h` (oppkit::OpInferFormatContextBuilder)
 * is the same class.
 */
#pragma once

#include <cstddef>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/tensor.h"
#include "graph/infer_format_context.h"

namespace gert {

/// Builds an InferFormatContext: inputs from tensors (shape, origin and storage format, data type, values), outputs
/// from OutputTensorDesc() hints (default DT_UNDEFINED, ND/ND). After the call, read the formats with
/// GetOutputFormat(i) / GetInputFormat(i). Zero inputs or outputs are fine.
///
/// Example:
/// ```
/// auto h = gert::OpInferFormatContextBuilder().OpType("Conv2D").IOInstanceNum({1, 1, 0, 0}, {1})
///              .InputTensors({&x, &filter}).Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
///              .Attr("pads", std::vector<int64_t>{0, 0, 0, 0}).Attr("data_format", "NCHW").Build();
/// InferFormatForConv2D(h.GetContext());
/// ```
class OpInferFormatContextBuilder : public OpContextBuilderBase<OpInferFormatContextBuilder> {
 public:
  OpInferFormatContextBuilder() = default;
  /// Data type and formats of output instance \p index.
  OpInferFormatContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                ge::Format storage_format,
                                                const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// The input instances, in order (shapes, formats, data type and values are taken from each tensor).
  OpInferFormatContextBuilder& InputTensors(const std::vector<Tensor*>& inputs);
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  ContextHolder<InferFormatContext> Build();
};

}  // namespace gert
