// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferDataType building blocks for ops whose prototypes list anonymous dtype sets (`TensorType({...})` on each
// input and output, as CANN writes many of them) instead of a shared "T" symbol: with no symbol to bind, the core
// cannot derive an output dtype, so the op's InferDataType states the rule.
#pragma once

#include <cstddef>

#include "common/op_log.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "graph/ge_error_codes.h"

namespace oppkit::ops {

/// Every output instance gets the dtype of input instance \p input_index. Fails, with a log naming the op, if the
/// context is null or that input's dtype is DT_UNDEFINED.
inline ge::graphStatus InferDataTypeAllFromInput(gert::InferDataTypeContext* context, size_t input_index) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType dtype = context->GetInputDataType(input_index);
  if (dtype == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "input %zu has no dtype", input_index);
    return ge::GRAPH_FAILED;
  }
  const size_t outputs = context->GetComputeNodeOutputNum();
  for (size_t i = 0; i < outputs; ++i) {
    if (context->SetOutputDataType(i, dtype) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
