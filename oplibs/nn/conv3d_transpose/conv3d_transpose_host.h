// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Conv3DTranspose, declared for the IMPL_OP blocks and for the unit tests (which call them
// directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Conv3DTranspose (input_size is data dependent); see Note [Transposed convolution shapes]
/// (nn/conv_transpose_shape.cc).
ge::graphStatus InferShapeForConv3DTranspose(gert::InferShapeContext* context);

/// InferDataType of Conv3DTranspose: y = x's dtype.
ge::graphStatus InferDataTypeForConv3DTranspose(gert::InferDataTypeContext* context);

/// InferFormat of Conv3DTranspose: x and y take data_format (NCDHW/NDHWC); a filter without a layout takes the
/// companion filter layout (NCDHW -> NCDHW, NDHWC -> DHWCN); input_size keeps its format.
ge::graphStatus InferFormatForConv3DTranspose(gert::InferFormatContext* context);

}  // namespace oppkit::ops
