// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Pad InferShape: y[i] = x[i] + paddings[i][0] + paddings[i][1] (Note [Pad shape]); declared data dependent on
// paddings. y's dtype is x's (symbol "T").
#include "common/pad_shape.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Pad (data-dependent on input 1, `paddings`): Note [Pad shape] with the contiguous [rank, 2] layout and
// non-negative pads.
ge::graphStatus InferShapeForPad(gert::InferShapeContext* context) {
  return InferPadShape(context, TfPadRule());
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Pad).InferShape(oppkit::ops::InferShapeForPad).InputsDataDependency({1});
