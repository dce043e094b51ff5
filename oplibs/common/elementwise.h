// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Building blocks of the element-wise op families (binary arithmetic, comparisons, SelectV2, ClipByValue): numpy
// broadcasting of any number of inputs, and GE's dtype promotion (the `Promote({"T1", "T2"})` of Mul and Pow).
#pragma once

#include <cstddef>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "graph/ge_error_codes.h"
#include "graph/types.h"

namespace oppkit::ops {

/// Output 0 gets the numpy broadcast of inputs 0..\p count - 1 (Note [Broadcasting unknown dims] in broadcast.h).
/// \p names holds the IR names of those inputs, for the error message, which names the input whose shape does not
/// fit, e.g. `input x2 [3, 3] cannot broadcast with x1 [2, 3] (output axis 0)`. Inputs of known rank are checked
/// against each other even when another input has an unknown rank (the result then has an unknown rank).
ge::graphStatus InferShapeBroadcastInputs(gert::InferShapeContext* context, const char* const* names, size_t count);

/// InferShapeRange counterpart of InferShapeBroadcastInputs: output 0's range from the inputs' ranges, dim by dim
/// (Note [Broadcasting ranges] in elementwise.cc). Needed because the automatic rule (InferShape on the min and on
/// the max shapes) fails for broadcasting: two dims of ranges [1, 10] and [1, 5] have max shapes 10 and 5, which
/// do not broadcast, though the pair is valid. Leaves the output alone if some input has an unknown rank.
ge::graphStatus InferShapeRangeBroadcastInputs(gert::InferShapeRangeContext* context, const char* const* names,
                                               size_t count);

/// GE's type promotion of two dtypes (the torch-like `kPromoteTypesLookup` rule of CANN's Mul, Pow and Add; see
/// Note [Dtype promotion] in elementwise.cc). Returns DT_UNDEFINED where GE defines no common type (strings,
/// quantised types, uint16/32/64 with another type).
ge::DataType PromoteDataType(ge::DataType a, ge::DataType b);

/// InferDataType of Mul and Pow: y's dtype is GE's promotion of x1's and x2's (Note [Dtype promotion] in
/// common/elementwise.cc); fails, naming both, where GE defines no common type.
ge::graphStatus InferDataTypeForPromote(gert::InferDataTypeContext* context);

}  // namespace oppkit::ops
