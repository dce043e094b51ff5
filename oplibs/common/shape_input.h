// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Reading a data-dependent "shape" input: a 1-D int32/int64 tensor whose value is a list of dims or sizes (Fill's dims,
// BroadcastTo's and Expand's shape, OneHot's depth, ...). Without a value only its length may be known.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"

namespace oppkit::ops {

/// What a shape input told.
struct ShapeInput {
  bool has_value = false;  ///< the value is in `values`
  IntValueView values;     ///< the value (when has_value)
  int64_t length = -1;     ///< the number of values: from the value, else from the input's shape; -1 if unknown
};

/// Reads input \p index (named \p name in messages) of \p context: it must be 1-D or a scalar (one value) of int32 or
/// int64. Logs and returns false if it is not, or if its value does not match its shape.
bool ReadShapeInput(const gert::InferShapeContext* context, size_t index, const char* name, ShapeInput* out);

/// Reads the one value of the scalar (or 1-element) int input \p index (named \p name in messages) into \p value; \p
/// *has_value is false if the input has no value. Logs and returns false if it has another shape or dtype.
bool ReadScalarInput(const gert::InferShapeContext* context, size_t index, const char* name, bool* has_value,
                     int64_t* value);

}  // namespace oppkit::ops
