// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3D InferDataType: y follows x, except that int8 accumulates to int32 (no dtype symbol expresses that).
#include "common/infer_helpers.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferDataType of Conv3D: y = x's dtype, int8 -> int32.
ge::graphStatus InferDataTypeForConv3D(gert::InferDataTypeContext* context) {
  return InferDataTypeInt8ToInt32(context);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv3D).InferDataType(oppkit::ops::InferDataTypeForConv3D);
