// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherV2 InferShape: the value of IR input 2 (axis) picks the gathered dim; declared data dependent. The rule is
// shared with Gather: see Note [Gather semantics] in array/gather_common/gather_common.cc.
#include "common/shape_input.h"
#include "array/gather_common/gather_common.h"
#include "array/gather_v2/gather_v2_host.h"
#include "common/attr_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForGatherV2(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  GatherAxis axis;
  axis.name = "input axis";
  if (ReadScalarValue(context, context->GetInputTensor(2), "axis", &axis.known, &axis.value) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  return InferGatherShape(context, axis, GetIntAttr(context->GetAttrs(), 0, 0));
}

}  // namespace oppkit::ops

IMPL_OP(GatherV2).InferShape(oppkit::ops::InferShapeForGatherV2).InputsDataDependency({2});
