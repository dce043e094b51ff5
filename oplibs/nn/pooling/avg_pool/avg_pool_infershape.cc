// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AvgPool InferShape: the shared pooling rule (Note [Pooling layout], Note [Pooling shapes] in
// common/pooling/pool_common).
// y's dtype is x's through the prototype's "T" symbol, so no InferDataType.
#include "common/pooling/pool_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of AvgPool: TF average pooling, padding SAME or VALID (Note [Pooling shapes]).
ge::graphStatus InferShapeForAvgPool(gert::InferShapeContext* context) {
  return pool::InferPoolShape(context, pool::PoolAttrs::kTf);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(AvgPool).InferShape(oppkit::ops::InferShapeForAvgPool);
