// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by GatherV2 (axis from a value-dependent input) and Gather (axis = batch_dims). See
// Note [Gather semantics].
#pragma once

#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// What a gather op knows about its axis.
struct GatherAxis {
  bool known = false;         ///< false: the axis value is absent
  int64_t value = 0;          ///< the raw axis (may be negative) when known
  const char* name = "axis";  ///< how errors name it
};

/// Output 0 of a gather op with inputs x (instance 0) and indices (instance 1): x.shape[:axis] ++
/// indices.shape[batch_dims:] ++ x.shape[axis + 1:]; see Note [Gather semantics].
ge::graphStatus InferGatherShape(gert::InferShapeContext* context, GatherAxis axis, int64_t batch_dims);

}  // namespace oppkit::ops
