// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The binary arithmetic ops whose output dtype the type symbols cannot express: Mul and Pow (promotion) and RealDiv
// (bool -> float).
#include "common/elementwise.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "math/elementwise_binary/elementwise_binary_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForPromote(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x1 = context->GetInputDataType(0);
  const ge::DataType x2 = context->GetInputDataType(1);
  const ge::DataType y = PromoteDataType(x1, x2);
  if (y == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "inputs x1 (%s) and x2 (%s) have no common dtype to promote to", ge::GetDataTypeName(x1),
                   ge::GetDataTypeName(x2));
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, y);
}

ge::graphStatus InferDataTypeForRealDiv(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x1 = context->GetInputDataType(0);
  if (x1 == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "input x1 has no data type");
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, x1 == ge::DT_BOOL ? ge::DT_FLOAT : x1);
}

}  // namespace oppkit::ops

IMPL_OP(Mul).InferDataType(oppkit::ops::InferDataTypeForPromote);
IMPL_OP(Pow).InferDataType(oppkit::ops::InferDataTypeForPromote);
IMPL_OP(RealDiv).InferDataType(oppkit::ops::InferDataTypeForRealDiv);
