// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of Einsum, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of Einsum; see Note [Einsum shapes].
ge::graphStatus InferShapeForEinsum(gert::InferShapeContext* context);

/// InferDataType of Einsum: y = the first x instance's dtype (the prototype's dtype sets are anonymous).
ge::graphStatus InferDataTypeForEinsum(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
