// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShapeRange of the comparison family: broadcasts the ranges of x1 and x2 (the automatic rule would reject
// valid pairs such as [1..10] with [1..5]; Note [Broadcasting ranges] in common/elementwise.cc).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of the family: y's range is the broadcast of x1's and x2's ranges.
ge::graphStatus InferShapeRangeForComparison(gert::InferShapeRangeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferShapeRangeBroadcastInputs(context, kNames, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Equal).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(NotEqual).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(Less).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(LessEqual).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(Greater).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(GreaterEqual).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(LogicalAnd).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
IMPL_OP(LogicalOr).InferShapeRange(oppkit::ops::InferShapeRangeForComparison);
