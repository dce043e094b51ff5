// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3DTranspose InferDataType: the transposed convolutions' rule (conv::InferTransposedConvDataType); x has no
// int8 dtype here, so y is x's dtype.
#include "common/conv/conv_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of Conv3DTranspose: y = x's dtype.
ge::graphStatus InferDataTypeForConv3DTranspose(gert::InferDataTypeContext* context) {
  return conv::InferTransposedConvDataType(context);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv3DTranspose).InferDataType(oppkit::ops::InferDataTypeForConv3DTranspose);
