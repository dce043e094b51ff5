/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::OpInferDataTypeContextBuilder: builds an InferDataTypeContext to unit-test InferDataType.
 */
#pragma once

#include <cstddef>

#include "base/context_builder/context_holder.h"
#include "base/context_builder/op_context_builder_base.h"
#include "exe_graph/runtime/infer_datatype_context.h"

namespace gert {

/// Builds an InferDataTypeContext. Output data types start as DT_UNDEFINED.
///
/// Example: `auto h = OpInferDataTypeContextBuilder().IONum(1, 1).InputTensorDesc(0, ge::DT_INT4, ge::FORMAT_ND,
/// ge::FORMAT_ND).Build(); InferDataTypeForFoo(h.GetContext()); h.GetContext()->GetOutputDataType(0);`
class OpInferDataTypeContextBuilder : public OpContextBuilderBase<OpInferDataTypeContextBuilder> {
 public:
  OpInferDataTypeContextBuilder() = default;
  /// Data type and formats of input instance \p index.
  OpInferDataTypeContextBuilder& InputTensorDesc(size_t index, ge::DataType dtype, ge::Format origin_format,
                                                 ge::Format storage_format,
                                                 const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// Formats of output instance \p index.
  OpInferDataTypeContextBuilder& OutputTensorDesc(size_t index, ge::Format origin_format, ge::Format storage_format,
                                                  const ExpandDimsType& expand_dims_type = ExpandDimsType());
  /// The context (GetContext() is nullptr on an inconsistent description; GetError() says why).
  ContextHolder<InferDataTypeContext> Build();
};

}  // namespace gert
