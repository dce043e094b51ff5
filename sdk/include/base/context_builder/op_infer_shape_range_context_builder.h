/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpInferShapeRangeContextBuilder: builds an InferShapeRangeContext to unit-test InferShapeRange.
 */
#pragma once

#include <cstddef>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/range.h"
#include "exe_graph/runtime/tensor.h"

namespace gert {

/// Builds an InferShapeRangeContext. Each input is a range of two tensors (min and max; their shapes are the bounds,
/// data type, formats and values come from the min tensor); outputs start as rank-0 min/max shapes.
class OpInferShapeRangeContextBuilder : public OpContextBuilderBase<OpInferShapeRangeContextBuilder> {
 public:
  OpInferShapeRangeContextBuilder() = default;
  /// Data type and formats of output instance \p index.
  OpInferShapeRangeContextBuilder& OutputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                    ge::Format storage_format,
                                                    const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// The input instances' ranges, in order.
  OpInferShapeRangeContextBuilder& InputTensorsRange(const std::vector<Range<Tensor>*>& inputs);
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  ContextHolder<InferShapeRangeContext> Build();
};

}  // namespace gert
