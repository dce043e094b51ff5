// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the binary arithmetic family: one numpy-broadcast rule bound to every op of the family
// (Note [Binary element-wise family] in elementwise_binary_proto.h).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Sub, Mul, RealDiv, Maximum, Minimum, Pow, SquaredDifference (and the comparisons): y is the numpy
// broadcast of x1 and x2 (Note [Broadcasting unknown dims] in broadcast.h).
ge::graphStatus InferShapeForBinaryBroadcast(gert::InferShapeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferShapeBroadcastInputs(context, kNames, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Sub).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(Maximum).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(Minimum).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(SquaredDifference).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(Mul).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(Pow).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(RealDiv).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(FloorMod).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(Mod).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
IMPL_OP(BitwiseXor).InferShape(oppkit::ops::InferShapeForBinaryBroadcast);
