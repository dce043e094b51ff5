// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// IdentityN InferShape (dtypes from the prototype's ListTensorType symbol, instance by instance).
#include "common/op_log.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of IdentityN: output instance i has the shape of input instance i; the node must have as many y
// instances as x instances.
ge::graphStatus InferShapeForIdentityN(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::AnchorInstanceInfo* x_info = context->GetIrInputInstanceInfo(0);
  const gert::AnchorInstanceInfo* y_info = context->GetIrOutputInstanceInfo(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_info);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_info);
  const size_t n = x_info->GetInstanceNum();
  if (y_info->GetInstanceNum() != n) {
    OPPKIT_OP_LOGE(context, "dynamic output y has %zu instances but input x has %zu (y[i] forwards x[i])",
                   y_info->GetInstanceNum(), n);
    return ge::GRAPH_FAILED;
  }
  for (size_t i = 0; i < n; ++i) {
    const gert::Shape* x = context->GetDynamicInputShape(0, i);
    gert::Shape* y = context->GetDynamicOutputShape(0, i);
    if (x == nullptr || y == nullptr) {
      OPPKIT_OP_LOGE(context, "%s instance %zu is missing", x == nullptr ? "input x" : "output y", i);
      return ge::GRAPH_FAILED;
    }
    *y = *x;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(IdentityN).InferShape(oppkit::ops::InferShapeForIdentityN);
