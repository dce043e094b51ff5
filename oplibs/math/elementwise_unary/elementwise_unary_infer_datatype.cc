// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The unary ops whose output dtype the type symbols cannot express: Log (integer/bool -> float) and Abs
// (complex -> real).
#include "common/op_log.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// x's dtype, or DT_UNDEFINED after logging that x has none.
ge::DataType InputDataType(gert::InferDataTypeContext* context) {
  const ge::DataType x = context->GetInputDataType(0);
  if (x == ge::DT_UNDEFINED) OPPKIT_OP_LOGE(context, "input x has no data type");
  return x;
}

// InferDataType of Log: an integer or bool x gives a float y; otherwise y has x's dtype.
ge::graphStatus InferDataTypeForLog(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x = InputDataType(context);
  if (x == ge::DT_UNDEFINED) return ge::GRAPH_FAILED;
  switch (x) {
    case ge::DT_BOOL:
    case ge::DT_UINT8:
    case ge::DT_INT8:
    case ge::DT_INT16:
    case ge::DT_INT32:
    case ge::DT_INT64:
      return context->SetOutputDataType(0, ge::DT_FLOAT);
    default:
      return context->SetOutputDataType(0, x);
  }
}

// InferDataType of Abs: a complex64 x gives a float y and a complex32 x a float16 y; otherwise y has x's dtype.
ge::graphStatus InferDataTypeForAbs(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x = InputDataType(context);
  if (x == ge::DT_UNDEFINED) return ge::GRAPH_FAILED;
  ge::DataType y = x;
  if (x == ge::DT_COMPLEX64) y = ge::DT_FLOAT;
  if (x == ge::DT_COMPLEX32) y = ge::DT_FLOAT16;
  return context->SetOutputDataType(0, y);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Log).InferDataType(oppkit::ops::InferDataTypeForLog);
IMPL_OP(Abs).InferDataType(oppkit::ops::InferDataTypeForAbs);
