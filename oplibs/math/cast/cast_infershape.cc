// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cast InferShape. The output dtype needs no function: the prototype names the attr `dst_type` as y's dtype symbol.
#include "common/infer_helpers.h"
#include "math/cast/cast_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForCast(gert::InferShapeContext* context) { return InferShapeSameAsInput(context, 0, 0); }

}  // namespace oppkit::ops

IMPL_OP(Cast).InferShape(oppkit::ops::InferShapeForCast);
