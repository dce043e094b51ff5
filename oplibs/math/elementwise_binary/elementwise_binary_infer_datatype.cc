// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The binary arithmetic ops whose output dtype the type symbols cannot express: Mul and Pow (promotion) and RealDiv
// (bool -> float).
#include "common/elementwise.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of RealDiv: y has x1's dtype, except that a bool x1 gives float.
ge::graphStatus InferDataTypeForRealDiv(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x1 = context->GetInputDataType(0);
  if (x1 == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "input x1 has no data type");
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, x1 == ge::DT_BOOL ? ge::DT_FLOAT : x1);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Mul).InferDataType(oppkit::ops::InferDataTypeForPromote);
IMPL_OP(Pow).InferDataType(oppkit::ops::InferDataTypeForPromote);
IMPL_OP(RealDiv).InferDataType(oppkit::ops::InferDataTypeForRealDiv);
