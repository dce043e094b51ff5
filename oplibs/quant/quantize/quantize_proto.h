// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The Quantize prototype (source: CANN's quantize_proto.h, op Quantize: torch's quantize_per_tensor /
// quantize_per_channel, y = round(x / scales) + zero_points in the type the `dtype` attr names).
// Compiled through a generated translation unit of its own (Note [Op folders] in cmake/OppkitOpPackage.cmake).
#pragma once

#include "graph/operator_reg.h"

namespace ge {

/// Quantize: y = saturate(round(x / scales) + zero_points), of x's shape, in the type `dtype` names
/// ("torch.quint8", "torch.qint8", "torch.qint32", "torch.hifloat8", "torch.float8_e5m2", "torch.float8_e4m3fn").
/// scales and zero_points have one element, or one per element of x's dim `axis` (as a 1-D tensor, or of x's rank
/// with 1 in every other dim).
REG_OP(Quantize)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT, DT_BF16}))
    .INPUT(scales, TensorType({DT_FLOAT, DT_BF16}))
    .OPTIONAL_INPUT(zero_points, TensorType({DT_INT8, DT_UINT8, DT_INT32, DT_FLOAT, DT_BF16}))
    .OUTPUT(y, TensorType({DT_INT8, DT_UINT8, DT_INT32, DT_HIFLOAT8, DT_FLOAT8_E5M2, DT_FLOAT8_E4M3FN}))
    .REQUIRED_ATTR(dtype, String)
    .ATTR(axis, Int, 1)
    .OP_END_FACTORY_REG(Quantize)

}  // namespace ge
