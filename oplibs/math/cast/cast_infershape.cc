// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Cast InferShape. The output dtype needs no function: the prototype names the attr `dst_type` as y's dtype symbol.
#include "common/infer_helpers.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Cast: y has the shape of x (the dtype comes from the prototype's `dst_type` symbol).
ge::graphStatus InferShapeForCast(gert::InferShapeContext* context) { return InferShapeSameAsInput(context, 0, 0); }

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Cast).InferShape(oppkit::ops::InferShapeForCast);
