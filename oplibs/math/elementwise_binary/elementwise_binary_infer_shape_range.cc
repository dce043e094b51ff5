// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShapeRange of the binary arithmetic family: the automatic rule (InferShape on the min and on the max shapes)
// rejects valid broadcasts such as [1..10] with [1..5], so these ops broadcast the ranges themselves.
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of the family (and of the comparisons): y's range is the broadcast of x1's and x2's ranges
// (Note [Broadcasting ranges] in common/elementwise.cc).
ge::graphStatus InferShapeRangeForBinaryBroadcast(gert::InferShapeRangeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferShapeRangeBroadcastInputs(context, kNames, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Sub).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(Mul).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(RealDiv).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(Maximum).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(Minimum).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(Pow).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(SquaredDifference).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(FloorMod).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(Mod).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
IMPL_OP(BitwiseXor).InferShapeRange(oppkit::ops::InferShapeRangeForBinaryBroadcast);
