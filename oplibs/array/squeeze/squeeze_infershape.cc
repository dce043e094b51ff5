// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Squeeze InferShape: the rule is shared with SqueezeV3, see Note [Squeeze semantics] in
// common/array/squeeze_common.cc.
#include "common/array/squeeze_common.h"
#include "common/attr_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Squeeze; see Note [Squeeze semantics].
ge::graphStatus InferShapeForSqueeze(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::TypedContinuousVector<int64_t>* axes = GetListIntAttr(context->GetAttrs(), 0);
  return InferSqueezeShape(context, axes == nullptr ? nullptr : axes->GetData(), axes == nullptr ? 0 : axes->GetSize(),
                           "attr axis");
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Squeeze).InferShape(oppkit::ops::InferShapeForSqueeze);
