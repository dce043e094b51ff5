// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Conv2D, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Conv2D: the forward convolution rule, see Note [Convolution layouts] and Note [Forward
/// convolution shapes] (nn/conv_common.h, .cc).
ge::graphStatus InferShapeForConv2D(gert::InferShapeContext* context);

/// InferDataType of Conv2D: y = x's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForConv2D(gert::InferDataTypeContext* context);

/// InferFormat of Conv2D: x and y take data_format; a filter without a layout (ND) takes the filter layout that
/// goes with it (NCHW -> NCHW, NHWC -> HWCN). See Note [Convolution layouts].
ge::graphStatus InferFormatForConv2D(gert::InferFormatContext* context);

}  // namespace oppkit::ops
