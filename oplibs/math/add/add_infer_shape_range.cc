// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Add InferShapeRange: broadcasts the ranges of x1 and x2 (Note [Broadcasting ranges] in common/elementwise.cc). The
// automatic rule (InferShape on the min and on the max shapes) would reject valid pairs such as [1..10] with [1..5].
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of Add: y's range is the broadcast of x1's and x2's ranges (Note [Broadcasting ranges] in
// common/elementwise.cc).
ge::graphStatus InferShapeRangeForAdd(gert::InferShapeRangeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferShapeRangeBroadcastInputs(context, kNames, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Add).InferShapeRange(oppkit::ops::InferShapeRangeForAdd);
