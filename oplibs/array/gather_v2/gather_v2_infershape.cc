// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherV2 InferShape: the value of IR input 2 (axis) picks the gathered dim; declared data dependent. The rule is
// shared with Gather: see Note [Gather semantics] in common/array/gather_common.cc.
#include "common/array/gather_common.h"
#include "common/attr_utils.h"
#include "common/shape_input.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of GatherV2 (data-dependent on IR input 2, axis); see Note [Gather semantics].
ge::graphStatus InferShapeForGatherV2(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  GatherAxis axis;
  axis.name = "input axis";
  if (ReadScalarValue(context, context->GetInputTensor(2), "axis", &axis.known, &axis.value) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  return InferGatherShape(context, axis, GetIntAttr(context->GetAttrs(), 0, 0));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(GatherV2).InferShape(oppkit::ops::InferShapeForGatherV2).InputsDataDependency({2});
