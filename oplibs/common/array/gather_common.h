// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by GatherV2 (axis from a value-dependent input) and Gather (axis = batch_dims). See
// Note [Gather semantics].
#pragma once

#include <cstdint>

#include "common/op_host.h"
#include "exe_graph/runtime/shape.h"

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

/// The shape of the slices of x that index tuples pick (TensorFlow's GatherNd and ScatterNd, ONNX GatherND / ScatterND
/// with batch_dims 0): indices.shape[:-1] ++ x.shape[k:], k = indices.shape[-1]. \p x and \p indices have known
/// ranks (indices >= 1) and a known k <= rank(x). False if the result would exceed the maximum rank.
bool IndexTupleSlicesShape(const gert::Shape& x, const gert::Shape& indices, gert::Shape* out);

}  // namespace oppkit::ops
