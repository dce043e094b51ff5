// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Unsqueeze InferShape: the rule is shared with UnsqueezeV3, see Note [Unsqueeze semantics] in
// common/array/unsqueeze_common.cc.
#include "common/array/unsqueeze_common.h"
#include "common/attr_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Unsqueeze; see Note [Unsqueeze semantics].
ge::graphStatus InferShapeForUnsqueeze(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::TypedContinuousVector<int64_t>* axes = GetListIntAttr(context->GetAttrs(), 0);
  return InferUnsqueezeShape(context, axes == nullptr ? nullptr : axes->GetData(),
                             axes == nullptr ? 0 : axes->GetSize(), "attr axes");
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Unsqueeze).InferShape(oppkit::ops::InferShapeForUnsqueeze);
