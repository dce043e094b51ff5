// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of LayerNorm, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of LayerNorm; see Note [LayerNorm shapes].
ge::graphStatus InferShapeForLayerNorm(gert::InferShapeContext* context);

/// InferDataType of LayerNorm: y, mean and variance take x's dtype (the prototype's dtype sets are anonymous).
ge::graphStatus InferDataTypeForLayerNorm(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
