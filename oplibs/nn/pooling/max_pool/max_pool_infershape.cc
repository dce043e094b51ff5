// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MaxPool InferShape: the shared pooling rule (Note [Pooling layout], Note [Pooling shapes] in
// common/pooling/pool_common).
// y's dtype is x's through the prototype's "T" symbol, so no InferDataType.
#include "common/pooling/pool_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of MaxPool: TF max pooling, padding SAME or VALID (Note [Pooling shapes]).
ge::graphStatus InferShapeForMaxPool(gert::InferShapeContext* context) {
  return pool::InferPoolShape(context, pool::PoolAttrs::kTf);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MaxPool).InferShape(oppkit::ops::InferShapeForMaxPool);
