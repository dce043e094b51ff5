// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AvgPoolV2 InferShape: the shared pooling rule (Note [Pooling layout], Note [Pooling shapes] in
// common/pooling/pool_common). y's dtype is x's through the prototype's "T" symbol, so no InferDataType.
#include "common/pooling/pool_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of AvgPoolV2: as MaxPoolV3; exclusive and divisor_override do not affect the shape (Note [Pooling
// shapes]).
ge::graphStatus InferShapeForAvgPoolV2(gert::InferShapeContext* context) {
  return pool::InferPoolShape(context, pool::PoolAttrs::kV3);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(AvgPoolV2).InferShape(oppkit::ops::InferShapeForAvgPoolV2);
