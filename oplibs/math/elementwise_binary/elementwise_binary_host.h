// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the binary arithmetic family (Note [Binary element-wise family] in elementwise_binary_proto.h),
// declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Sub, Mul, RealDiv, Maximum, Minimum, Pow, SquaredDifference (and the comparisons): y is the numpy
/// broadcast of x1 and x2 (Note [Broadcasting unknown dims] in broadcast.h).
ge::graphStatus InferShapeForBinaryBroadcast(gert::InferShapeContext* context);

/// InferDataType of Mul and Pow: y's dtype is GE's promotion of x1's and x2's (Note [Dtype promotion] in
/// common/elementwise.cc); fails, naming both, where GE defines no common type.
ge::graphStatus InferDataTypeForPromote(gert::InferDataTypeContext* context);

/// InferDataType of RealDiv: y has x1's dtype, except that a bool x1 gives float.
ge::graphStatus InferDataTypeForRealDiv(gert::InferDataTypeContext* context);

/// InferShapeRange of the family (and of the comparisons): y's range is the broadcast of x1's and x2's ranges
/// (Note [Broadcasting ranges] in common/elementwise.cc).
ge::graphStatus InferShapeRangeForBinaryBroadcast(gert::InferShapeRangeContext* context);

}  // namespace oppkit::ops
