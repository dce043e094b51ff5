// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// PadV3 InferShape: Note [Pad shape] with the layout chosen by attr paddings_contiguous; declared data dependent on
// paddings. The shape does not depend on mode (reflect/edge/... keep the padded size). y's dtype is x's.
#include "array/pad_v3/pad_v3_rule.h"
#include "common/pad_shape.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of PadV3 (data-dependent on input 1, `paddings`): Note [Pad shape] with pad_v3::Rule.
ge::graphStatus InferShapeForPadV3(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  return InferPadShape(context, pad_v3::Rule(context->GetAttrs()));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(PadV3).InferShape(oppkit::ops::InferShapeForPadV3).InputsDataDependency({1});
