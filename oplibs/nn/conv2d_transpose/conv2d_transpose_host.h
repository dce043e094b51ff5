// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Conv2DTranspose, declared for the IMPL_OP blocks and for the unit tests (which call them
// directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Conv2DTranspose (input_size is data dependent); see Note [Transposed convolution shapes]
/// (nn/conv_transpose_shape.cc).
ge::graphStatus InferShapeForConv2DTranspose(gert::InferShapeContext* context);

/// InferDataType of Conv2DTranspose: y = x's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForConv2DTranspose(gert::InferDataTypeContext* context);

/// InferFormat of Conv2DTranspose: x and y take data_format (NCHW/NHWC); a filter without a layout takes the
/// companion filter layout (NCHW -> NCHW, NHWC -> HWCN); input_size keeps its format.
ge::graphStatus InferFormatForConv2DTranspose(gert::InferFormatContext* context);

}  // namespace oppkit::ops
