// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of DynamicRNNV3, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of DynamicRNNV3: every output [T, B, hidden], y and output_h [T, B, state] with a project (Note
/// [DynamicRNN shapes]).
ge::graphStatus InferShapeForDynamicRNNV3(gert::InferShapeContext* context);

/// InferDataType of DynamicRNNV3: output_h follows x, the other outputs follow b (Note [DynamicRNN dtypes]).
ge::graphStatus InferDataTypeForDynamicRNNV3(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
