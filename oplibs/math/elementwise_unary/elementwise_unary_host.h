// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the unary element-wise math family (Note [Unary element-wise family] in
// elementwise_unary_proto.h), declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of every op of the family: y has the shape of x.
ge::graphStatus InferShapeForElementwiseUnary(gert::InferShapeContext* context);

/// InferDataType of Log: an integer or bool x gives a float y; otherwise y has x's dtype.
ge::graphStatus InferDataTypeForLog(gert::InferDataTypeContext* context);

/// InferDataType of Abs: a complex64 x gives a float y and a complex32 x a float16 y; otherwise y has x's dtype.
ge::graphStatus InferDataTypeForAbs(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
