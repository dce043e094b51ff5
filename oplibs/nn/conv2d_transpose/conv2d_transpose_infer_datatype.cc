// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2DTranspose InferDataType: y follows x (input 1; input 0 is the int input_size), except that int8
// accumulates to int32.
#include "common/op_log.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "nn/conv2d_transpose/conv2d_transpose_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferDataTypeForConv2DTranspose(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x = context->GetInputDataType(1);
  if (x == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "input x has no dtype");
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(0, x == ge::DT_INT8 ? ge::DT_INT32 : x);
}

}  // namespace oppkit::ops

IMPL_OP(Conv2DTranspose).InferDataType(oppkit::ops::InferDataTypeForConv2DTranspose);
