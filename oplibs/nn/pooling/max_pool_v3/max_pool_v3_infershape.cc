// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MaxPoolV3 InferShape: the shared pooling rule (Note [Pooling layout], Note [Pooling shapes] in
// common/pooling/pool_common). y's dtype is x's through the prototype's "T" symbol, so no InferDataType.
#include "common/pooling/pool_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of MaxPoolV3: explicit pads (padding_mode CALCULATED), SAME or VALID, global_pooling, ceil_mode (Note
// [Pooling shapes]).
ge::graphStatus InferShapeForMaxPoolV3(gert::InferShapeContext* context) {
  return pool::InferPoolShape(context, pool::PoolAttrs::kV3);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MaxPoolV3).InferShape(oppkit::ops::InferShapeForMaxPoolV3);
