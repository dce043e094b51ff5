// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// PadV3 InferShape: Note [Pad shape] with the layout chosen by attr paddings_contiguous; declared data dependent on
// paddings. The shape does not depend on mode (reflect/edge/... keep the padded size). y's dtype is x's.
#include "common/attr_utils.h"
#include "common/pad_shape.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrPaddingsContiguous = 1;

// InferShape of PadV3 (data-dependent on input 1, `paddings`): Note [Pad shape] with the layout of attr
// paddings_contiguous; negative pads crop; x must have rank >= 1 (as in CANN).
ge::graphStatus InferShapeForPadV3(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  PadRule rule;
  rule.contiguous = GetBoolAttr(context->GetAttrs(), kAttrPaddingsContiguous, true);
  rule.allow_negative = true;
  rule.allow_scalar = false;
  return InferPadShape(context, rule);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(PadV3).InferShape(oppkit::ops::InferShapeForPadV3).InputsDataDependency({1});
