// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Reading data-dependent int inputs: a 1-D int32/int64 "shape" input whose value is a list of dims or sizes (Fill's
// dims, BroadcastTo's and Expand's shape, Slice's offsets, StridedSlice's begin/end/strides; without a value only its
// length may be known), and scalar inputs (axes, split dims, depths, k).
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

/// ReadShapeInput() of an input given by its \p shape and \p tensor (an optional input by IR index:
/// GetOptionalInputShape / GetOptionalInputTensor); a null \p shape is a missing input.
bool ReadShapeInput(const gert::InferShapeContext* context, const gert::Shape* shape, const gert::Tensor* tensor,
                    const char* name, ShapeInput* out);

/// ReadShapeInput() of an input whose values are an output's dims (Fill's dims, BroadcastTo's and Expand's shape):
/// also fails, logging "input <name> has N values, more than the largest rank", if it has more than
/// gert::Shape::kMaxDimNum values.
bool ReadDimsInput(const gert::InferShapeContext* context, size_t index, const char* name, ShapeInput* out);

/// Copies \p values, the value of input \p name that lists dims of a tensor (axes, perm: at most one entry per dim),
/// into \p out as int64. Logs "input <name> has N entries, more than the maximum rank 25" and returns false if it has
/// more than gert::Shape::kMaxDimNum entries.
bool CopyDimIndexValues(const gert::InferShapeContext* context, const IntValueView& values, const char* name,
                        int64_t (&out)[gert::Shape::kMaxDimNum]);

/// Reads the value of the data-dependent scalar int input \p tensor (int32/int64, a scalar or one element), named
/// \p name in messages: *has_value = false (and success) when it has no value; fails, logging the op and the input,
/// on a bad dtype or a value count other than 1. Does not look at the input's shape (see ReadScalarInput).
ge::graphStatus ReadScalarValue(const gert::InferShapeContext* context, const gert::Tensor* tensor, const char* name,
                                bool* has_value, int64_t* value);

/// ReadScalarValue() of input \p index, after checking its shape: a scalar, or 1-D with one (or an unknown number
/// of) elements; anything else fails with "input <name> must be a scalar or hold one value".
ge::graphStatus ReadScalarInput(const gert::InferShapeContext* context, size_t index, const char* name,
                                bool* has_value, int64_t* value);

}  // namespace oppkit::ops
