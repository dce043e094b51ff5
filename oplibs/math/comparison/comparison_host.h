// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the comparison family (Note [Comparison family] in comparison_proto.h), declared for the IMPL_OP
// blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual, LogicalAnd and LogicalOr: y is the numpy
/// broadcast of x1 and x2 (its bool dtype comes from the prototype).
ge::graphStatus InferShapeForComparison(gert::InferShapeContext* context);

/// InferShapeRange of the family: y's range is the broadcast of x1's and x2's ranges.
ge::graphStatus InferShapeRangeForComparison(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
