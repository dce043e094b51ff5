// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of the softmax family (SoftmaxV2, LogSoftmaxV2), declared for the IMPL_OP blocks and for the unit
// tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of SoftmaxV2 and LogSoftmaxV2 (Note [Softmax shapes]): output 0 = input 0's shape after checking the
/// axes attr (attr 0) against its rank.
ge::graphStatus InferShapeForSoftmax(gert::InferShapeContext* context);

/// InferDataType of SoftmaxV2: y = x's dtype, float32 if half_to_float (attr 1) and x is float16.
ge::graphStatus InferDataTypeForSoftmaxV2(gert::InferDataTypeContext* context);

/// InferDataType of LogSoftmaxV2: logsoftmax = logits' dtype.
ge::graphStatus InferDataTypeForLogSoftmaxV2(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
