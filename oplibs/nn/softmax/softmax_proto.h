// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The prototypes of the softmax family (CANN ops-nn softmax_v2_proto.h, log_softmax_v2_proto.h). One header for
// both: they share one shape rule (Note [Softmax shapes] in softmax_infershape.cc). Compiled through a generated
// translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// SoftmaxV2: softmax of x over the axes (negative ones count from the end); y has x's shape, and x's dtype except
/// that half_to_float turns a float16 x into a float32 y.
REG_OP(SoftmaxV2)
    .INPUT(x, TensorType({DT_DOUBLE, DT_FLOAT16, DT_BF16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_DOUBLE, DT_FLOAT16, DT_BF16, DT_FLOAT}))
    .ATTR(axes, ListInt, {-1})
    .ATTR(half_to_float, Bool, false)
    .OP_END_FACTORY_REG(SoftmaxV2)

/// LogSoftmaxV2: log of the softmax of logits over the axes; logsoftmax has the shape and dtype of logits.
REG_OP(LogSoftmaxV2)
    .INPUT(logits, TensorType({DT_DOUBLE, DT_FLOAT16, DT_BF16, DT_FLOAT}))
    .OUTPUT(logsoftmax, TensorType({DT_DOUBLE, DT_FLOAT16, DT_BF16, DT_FLOAT}))
    .ATTR(axes, ListInt, {-1})
    .OP_END_FACTORY_REG(LogSoftmaxV2)

}  // namespace ge
