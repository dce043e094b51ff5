// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AvgPoolV2 InferShape: the shared pooling rule (Note [Pooling layout], Note [Pooling shapes] in
// nn/pooling/pool_common). y's dtype is x's through the prototype's "T" symbol, so no InferDataType.
#include "nn/pooling/avg_pool_v2/avg_pool_v2_host.h"
#include "nn/pooling/pool_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForAvgPoolV2(gert::InferShapeContext* context) {
  return pool::InferPoolShape(context, pool::PoolAttrs::kV3);
}

}  // namespace oppkit::ops

IMPL_OP(AvgPoolV2).InferShape(oppkit::ops::InferShapeForAvgPoolV2);
