// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of BNInference, declared for the IMPL_OP blocks and for the unit tests (which call them
// directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of BNInference: y = x's shape. The channel axis follows x's origin format (last for NHWC/NDHWC,
/// else 1); mean, variance, scale and offset must be 1-D with C values (Note [Batch-norm channels]). momentum is a
/// scale factor (CANN documents both a scalar and a [C] form) and is not checked.
ge::graphStatus InferShapeForBNInference(gert::InferShapeContext* context);

/// InferDataType of BNInference: y = x's dtype (the prototype's dtype sets are anonymous).
ge::graphStatus InferDataTypeForBNInference(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
