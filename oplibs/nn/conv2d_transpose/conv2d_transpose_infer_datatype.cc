// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2DTranspose InferDataType: the transposed convolutions' rule (conv::InferTransposedConvDataType).
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of Conv2DTranspose: y = x's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForConv2DTranspose(gert::InferDataTypeContext* context) {
  return conv::InferTransposedConvDataType(context);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv2DTranspose).InferDataType(oppkit::ops::InferDataTypeForConv2DTranspose);
