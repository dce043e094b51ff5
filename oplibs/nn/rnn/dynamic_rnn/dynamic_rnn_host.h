// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of DynamicRNN, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of DynamicRNN: every output [T, B, hidden] (Note [DynamicRNN shapes]).
ge::graphStatus InferShapeForDynamicRNN(gert::InferShapeContext* context);

/// InferDataType of DynamicRNN: output_h follows x, the other outputs follow b (Note [DynamicRNN dtypes]).
ge::graphStatus InferDataTypeForDynamicRNN(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
