// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferDataType of the softmax family: the prototypes' dtype sets are anonymous, so no symbol binds the output;
// SoftmaxV2 also widens float16 to float32 when half_to_float is set.
#include "common/attr_utils.h"
#include "common/dtype_utils.h"
#include "nn/softmax/softmax_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrHalfToFloat = 1;

}  // namespace

ge::graphStatus InferDataTypeForSoftmaxV2(gert::InferDataTypeContext* context) {
  if (InferDataTypeAllFromInput(context, 0) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (context->GetInputDataType(0) == ge::DT_FLOAT16 && GetBoolAttr(context->GetAttrs(), kAttrHalfToFloat, false)) {
    return context->SetOutputDataType(0, ge::DT_FLOAT);
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferDataTypeForLogSoftmaxV2(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace oppkit::ops

IMPL_OP(SoftmaxV2).InferDataType(oppkit::ops::InferDataTypeForSoftmaxV2);
IMPL_OP(LogSoftmaxV2).InferDataType(oppkit::ops::InferDataTypeForLogSoftmaxV2);
