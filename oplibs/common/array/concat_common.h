// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by the concat family: ConcatV2 (x first, then the value of concat_dim), Concat (the value of
// concat_dim first, then x) and ConcatD (concat_dim as an attr). See Note [Concat semantics].
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"

namespace oppkit::ops {

/// Where the concat axis of a concat-family op comes from.
struct ConcatAxisSource {
  size_t x_ir_index = 0;        ///< IR index of the dynamic input x
  bool axis_from_value = true;  ///< true: the value of IR input dim_ir_index; false: the attr value axis_attr
  size_t dim_ir_index = 0;      ///< IR index of the concat_dim input (axis_from_value)
  int64_t axis_attr = 0;        ///< the concat_dim attr (!axis_from_value)
  size_t n_attr_index = 0;      ///< IR attr index of N
};

/// InferShape of a concat-family op: y = the x instances concatenated along the axis; see Note [Concat semantics].
ge::graphStatus InferShapeForConcatFamily(gert::InferShapeContext* context, const ConcatAxisSource& source);

}  // namespace oppkit::ops
