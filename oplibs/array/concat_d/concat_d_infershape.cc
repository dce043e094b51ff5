// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ConcatD InferShape: the required attr concat_dim picks the axis. The rule is shared with ConcatV2 and Concat: see
// Note [Concat semantics] in common/array/concat_common.cc.
#include "common/array/concat_common.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of ConcatD (axis from the concat_dim attr); see Note [Concat semantics].
ge::graphStatus InferShapeForConcatD(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t* concat_dim = attrs == nullptr ? nullptr : attrs->GetInt(0);
  if (concat_dim == nullptr) {
    OPPKIT_OP_LOGE(context, "required attr concat_dim is missing");
    return ge::GRAPH_FAILED;
  }
  ConcatAxisSource source;
  source.x_ir_index = 0;
  source.axis_from_value = false;
  source.axis_attr = *concat_dim;
  source.n_attr_index = 1;
  return InferShapeForConcatFamily(context, source);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ConcatD).InferShape(oppkit::ops::InferShapeForConcatD);
