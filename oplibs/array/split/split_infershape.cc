// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split InferShape: the value of IR input 0 (split_dim, before x) picks the axis; declared data dependent. The rule
// is shared with SplitD and SplitV: see Note [Split semantics] in common/array/split_common.cc.
#include "common/array/split_common.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Split (data-dependent on IR input 0, split_dim); see Note [Split semantics].
ge::graphStatus InferShapeForSplit(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(1);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  const int64_t* num_split = RequiredSplitAttr(context, 0, "num_split");
  if (num_split == nullptr) return ge::GRAPH_FAILED;
  SplitAxis axis;
  axis.name = "input split_dim";
  if (ReadScalarValue(context, context->GetInputTensor(0), "split_dim", &axis.known, &axis.value) !=
      ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  return InferEqualSplit(context, *x, axis, *num_split);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Split).InferShape(oppkit::ops::InferShapeForSplit).InputsDataDependency({0});
