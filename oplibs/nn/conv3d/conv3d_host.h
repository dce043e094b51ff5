// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Conv3D, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Conv3D; see Note [Convolution layouts] and Note [Forward convolution shapes] (nn/conv_common).
ge::graphStatus InferShapeForConv3D(gert::InferShapeContext* context);

/// InferDataType of Conv3D: y = x's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForConv3D(gert::InferDataTypeContext* context);

/// InferFormat of Conv3D: x and y take data_format (NCDHW/NDHWC); a filter without a layout takes the companion
/// filter layout (NCDHW -> NCDHW, NDHWC -> DHWCN).
ge::graphStatus InferFormatForConv3D(gert::InferFormatContext* context);

}  // namespace oppkit::ops
