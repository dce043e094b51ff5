// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Gather InferShape: TF Gather v1 gathers along the first non-batch dim (axis = batch_dims). The rule is shared
// with GatherV2: see Note [Gather semantics] in common/array/gather_common.cc.
#include "common/array/gather_common.h"
#include "common/attr_utils.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Gather; see Note [Gather semantics].
ge::graphStatus InferShapeForGather(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* indices = context->GetInputShape(1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, indices);
  const int64_t batch_dims = GetIntAttr(context->GetAttrs(), 1, 0);
  GatherAxis axis;
  axis.name = "the gather axis (batch_dims)";
  axis.known = true;
  // A negative batch_dims counts from the end of indices; the axis is the normalised value (unknown if indices has
  // an unknown rank, which makes the output rank unknown anyway).
  axis.value =
      batch_dims < 0 && !IsUnknownRank(*indices) ? batch_dims + static_cast<int64_t>(indices->GetDimNum()) : batch_dims;
  return InferGatherShape(context, axis, batch_dims);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Gather).InferShape(oppkit::ops::InferShapeForGather);
