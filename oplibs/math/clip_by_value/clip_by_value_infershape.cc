// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ClipByValue InferShape: numpy broadcasting of x and both bounds, as CANN's InferShape4Broadcast (TF requires the
// bounds to be scalars or x-shaped; both are special cases). The dtype comes from the prototype's "T" symbol.
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of ClipByValue: y is the numpy broadcast of x, clip_value_min and clip_value_max.
ge::graphStatus InferShapeForClipByValue(gert::InferShapeContext* context) {
  static const char* const kNames[] = {"x", "clip_value_min", "clip_value_max"};
  return InferShapeBroadcastInputs(context, kNames, 3);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ClipByValue).InferShape(oppkit::ops::InferShapeForClipByValue);
