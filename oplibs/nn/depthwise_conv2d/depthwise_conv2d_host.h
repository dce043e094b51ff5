// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of DepthwiseConv2D, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of DepthwiseConv2D; see Note [Convolution layouts] and Note [Forward convolution shapes]
/// (nn/conv_common).
ge::graphStatus InferShapeForDepthwiseConv2D(gert::InferShapeContext* context);

/// InferDataType of DepthwiseConv2D: y = x's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForDepthwiseConv2D(gert::InferDataTypeContext* context);

/// InferFormat of DepthwiseConv2D: x and y take data_format (NCHW/NHWC); a filter without a layout takes the
/// companion filter layout (NCHW -> NCHW, NHWC -> HWCN).
ge::graphStatus InferFormatForDepthwiseConv2D(gert::InferFormatContext* context);

}  // namespace oppkit::ops
