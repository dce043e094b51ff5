// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherV2D InferShape: GatherV2's rule (common/array/gather_common) with the axis from attr axis.
#include "common/array/gather_common.h"
#include "common/attr_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of GatherV2D: Note [Gather semantics] with the axis of attr 0 and batch_dims 0.
ge::graphStatus InferShapeForGatherV2D(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  GatherAxis axis;
  axis.known = true;
  axis.value = GetIntAttr(context->GetAttrs(), 0, 0);
  axis.name = "attr axis";
  return InferGatherShape(context, axis, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(GatherV2D).InferShape(oppkit::ops::InferShapeForGatherV2D);
