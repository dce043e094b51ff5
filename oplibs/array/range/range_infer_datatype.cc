// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Range InferDataType: y follows the inputs when start, limit and delta share one dtype, else float32 (no dtype symbol
// expresses "the common dtype, or float32").
#include "common/op_log.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of Range: y has the inputs' dtype when all three agree, else float32.
ge::graphStatus InferDataTypeForRange(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType start = context->GetInputDataType(0);
  const ge::DataType limit = context->GetInputDataType(1);
  const ge::DataType delta = context->GetInputDataType(2);
  if (start == ge::DT_UNDEFINED || limit == ge::DT_UNDEFINED || delta == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "inputs start, limit and delta need a dtype");
    return ge::GRAPH_FAILED;
  }
  const ge::DataType y = start == limit && limit == delta ? start : ge::DT_FLOAT;
  return context->SetOutputDataType(0, y);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Range).InferDataType(oppkit::ops::InferDataTypeForRange);
