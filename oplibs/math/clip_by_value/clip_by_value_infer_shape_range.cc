// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ClipByValue InferShapeRange: broadcasts the three inputs' ranges (Note [Broadcasting ranges] in
// common/elementwise.cc; the automatic rule would reject valid pairs such as [1..10] with [1..5]).
#include "common/elementwise.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of ClipByValue: y's range is the broadcast of the three inputs' ranges.
ge::graphStatus InferShapeRangeForClipByValue(gert::InferShapeRangeContext* context) {
  static const char* const kNames[] = {"x", "clip_value_min", "clip_value_max"};
  return InferShapeRangeBroadcastInputs(context, kNames, 3);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ClipByValue).InferShapeRange(oppkit::ops::InferShapeRangeForClipByValue);
