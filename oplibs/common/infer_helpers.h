// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape building blocks shared by several ops.
#pragma once

#include <cstddef>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/ge_error_codes.h"

namespace oppkit::ops {

/// Output \p output_index gets the shape of input \p input_index (element-wise unary ops, Cast). Fails, with a
/// log naming the op, if either is missing.
ge::graphStatus InferShapeSameAsInput(gert::InferShapeContext* context, size_t input_index, size_t output_index);

/// Output 0 gets the dtype of input 0, except that DT_INT8 becomes DT_INT32 (the accumulator type of quantised
/// matmul and convolution: MatMulV2, BatchMatMulV2, Conv2D). Fails if input 0's dtype is DT_UNDEFINED.
ge::graphStatus InferDataTypeInt8ToInt32(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
