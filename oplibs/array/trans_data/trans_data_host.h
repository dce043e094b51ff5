// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Host functions of TransData, declared for the IMPL_OP blocks and for the unit tests (which call them directly).
#pragma once

#include "common/op_host.h"

namespace oppkit::ops {

/// InferShape of TransData for the pairs that need no storage-shape rule (Note [TransData plain formats]): the same
/// format (identity), ND with a plain format (identity), and two plain formats with the same axis letters (a
/// permutation, e.g. NCHW -> NHWC). Any pair with a storage format (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...) fails with a
/// message naming both formats: the formats issue adds those.
ge::graphStatus InferShapeForTransData(gert::InferShapeContext* context);

}  // namespace oppkit::ops
