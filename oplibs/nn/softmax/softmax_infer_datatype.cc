// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferDataType of the softmax family: the prototypes' dtype sets are anonymous, so no symbol binds the output;
// SoftmaxV2 also widens float16 to float32 when half_to_float is set.
#include "common/attr_utils.h"
#include "common/dtype_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrHalfToFloat = 1;

// InferDataType of SoftmaxV2: y = x's dtype, float32 if half_to_float (attr 1) and x is float16.
ge::graphStatus InferDataTypeForSoftmaxV2(gert::InferDataTypeContext* context) {
  if (InferDataTypeAllFromInput(context, 0) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (context->GetInputDataType(0) == ge::DT_FLOAT16 && GetBoolAttr(context->GetAttrs(), kAttrHalfToFloat, false)) {
    return context->SetOutputDataType(0, ge::DT_FLOAT);
  }
  return ge::GRAPH_SUCCESS;
}

// InferDataType of LogSoftmaxV2: logsoftmax = logits' dtype.
ge::graphStatus InferDataTypeForLogSoftmaxV2(gert::InferDataTypeContext* context) {
  return InferDataTypeAllFromInput(context, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SoftmaxV2).InferDataType(oppkit::ops::InferDataTypeForSoftmaxV2);
IMPL_OP(LogSoftmaxV2).InferDataType(oppkit::ops::InferDataTypeForLogSoftmaxV2);
