// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SelectV2 InferShape: numpy broadcasting of the three inputs (dtype from the prototype's "T" symbol).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of SelectV2: result is the numpy broadcast of condition, then and else.
ge::graphStatus InferShapeForSelectV2(gert::InferShapeContext* context) {
  static const char* const kNames[] = {"condition", "then", "else"};
  return InferShapeBroadcastInputs(context, kNames, 3);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SelectV2).InferShape(oppkit::ops::InferShapeForSelectV2);
