// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SplitD InferShape: the attrs split_dim and num_split. The rule is shared with Split and SplitV: see
// Note [Split semantics] in common/array/split_common.cc.
#include "common/array/split_common.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of SplitD (split_dim and num_split attrs); see Note [Split semantics].
ge::graphStatus InferShapeForSplitD(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  const int64_t* split_dim = RequiredSplitAttr(context, 0, "split_dim");
  const int64_t* num_split = split_dim == nullptr ? nullptr : RequiredSplitAttr(context, 1, "num_split");
  if (num_split == nullptr) return ge::GRAPH_FAILED;
  SplitAxis axis;
  axis.known = true;
  axis.value = *split_dim;
  axis.name = "attr split_dim";
  return InferEqualSplit(context, *x, axis, *num_split);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SplitD).InferShape(oppkit::ops::InferShapeForSplitD);
