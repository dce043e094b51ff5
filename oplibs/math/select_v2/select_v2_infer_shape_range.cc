// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SelectV2 InferShapeRange: broadcasts the three inputs' ranges (Note [Broadcasting ranges] in
// common/elementwise.cc; the automatic rule would reject valid pairs such as [1..10] with [1..5]).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of SelectV2: result's range is the broadcast of the three inputs' ranges.
ge::graphStatus InferShapeRangeForSelectV2(gert::InferShapeRangeContext* context) {
  static const char* const kNames[] = {"condition", "then", "else"};
  return InferShapeRangeBroadcastInputs(context, kNames, 3);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SelectV2).InferShapeRange(oppkit::ops::InferShapeRangeForSelectV2);
