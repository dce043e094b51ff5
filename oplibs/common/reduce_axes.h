// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shape rule shared by the reductions (ReduceSum, ReduceMean, ReduceMax, ReduceMin, ReduceProd) and the
// arg-reductions (ArgMaxV2, ArgMin): which dims of x an `axes` input names, and what is left of x after reducing them.
//
// Note [Reduce axes]
// `axes` is a data-dependent int32/int64 input (1-D, or a scalar for one axis). With its value, every axis must lie in
// [-rank, rank) (negative ones count from the end) and no dim may be named twice; y is x without the reduced dims
// (keep_dims = false) or with them set to 1 (keep_dims = true). Empty axes: noop_with_empty_axes = true gives y = x
// (CANN's default), false reduces every dim (ONNX opset 18; TF reduces nothing with an empty list, ONNX's default
// reduces all). Without the value only the number of axes may be known (the length of the 1-D axes input):
//   keep_dims = true  -> rank(y) = rank(x); every dim -1, except dims of x equal to 1, which are 1 either way;
//   keep_dims = false -> rank(y) = rank(x) - count (count known and > 0; axes are distinct), all dims -1;
//                        count 0 follows noop_with_empty_axes; an unknown count gives an unknown rank.
// An x of unknown rank gives an unknown rank, except keep_dims = false with all dims reduced (empty axes, noop false),
// which gives the scalar [].
#pragma once

#include <cstddef>
#include <vector>

#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "exe_graph/runtime/shape.h"
#include "graph/ge_error_codes.h"
#include "graph/symbolizer/symbolic.h"

namespace oppkit::ops {

/// Options of a reduction (the IR attrs of ReduceSum and friends).
struct ReduceOptions {
  bool keep_dims = false;            ///< keep reduced dims as 1
  bool noop_with_empty_axes = true;  ///< empty axes: true -> y = x, false -> reduce all
};

/// y = x with the dims marked in \p reduced (rank(x) entries) removed, or set to 1 if \p keep_dims. \p x has a known
/// rank.
void ReduceDims(const gert::Shape& x, const bool* reduced, bool keep_dims, gert::Shape* y);

/// Marks the dims named by \p values in \p reduced (rank entries, cleared first). Logs (naming \p input_name, e.g.
/// "input axes") and
/// returns false if an axis is out of [-rank, rank) or named twice.
bool MarkReducedAxes(const gert::ExtendedKernelContext* context, const char* input_name, const int64_t* values,
                     size_t count, size_t rank, bool* reduced);

/// InferShape of a reduction of input 0 (x) over the value of input \p axes_index (named \p axes_name in messages), per
/// Note [Reduce axes]. Writes output 0.
ge::graphStatus InferReduceShape(gert::InferShapeContext* context, size_t axes_index, const char* axes_name,
                                 const ReduceOptions& options);

/// InferShape of a reduction of input 0 (x) over the \p count axes \p axes (the attr axes of ReduceSumD and friends),
/// named \p axes_label in messages ("attr axes"), per Note [Reduce axes]. Writes output 0.
ge::graphStatus InferReduceShapeOfAxes(gert::InferShapeContext* context, const int64_t* axes, size_t count,
                                       const char* axes_label, const ReduceOptions& options);

/// How a reduction combines two elements' symbolic values (ReduceSum: a + b).
using ReduceValueFn = ge::Expression (*)(const ge::Expression& a, const ge::Expression& b);

/// The ReduceValueFn of ReduceSum, ReduceProd, ReduceMax and ReduceMin (and of their D forms).
ge::Expression ReduceSumValues(const ge::Expression& a, const ge::Expression& b);
ge::Expression ReduceProdValues(const ge::Expression& a, const ge::Expression& b);
ge::Expression ReduceMaxValues(const ge::Expression& a, const ge::Expression& b);
ge::Expression ReduceMinValues(const ge::Expression& a, const ge::Expression& b);

/// InferSymbolShape of a reduction of input 0 (x) over \p axes (constants), per Note [Reduce axes]: the reduced
/// dims removed, or 1 with keep_dims. Writes output 0, and with \p combine the values of an int32/int64 x with
/// values, each output element \p combine folded over its group (none when a group is empty).
ge::graphStatus InferReduceSymbolShape(gert::InferSymbolShapeContext* context, const std::vector<int64_t>& axes,
                                       const ReduceOptions& options, ReduceValueFn combine = nullptr);

}  // namespace oppkit::ops
