// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferSymbolShape rules of the ops that compute and move shapes (docs/symbolic.md, "Symbolic values"): Shape,
// Size, Rank, the Gather, Concat, Pack, Unsqueeze, Squeeze and Transpose families, Reshape, Fill, Expand, Tile,
// Range. Each gives its output's symbolic shape and, for the small integer tensors that carry shapes, its symbolic
// values, so that `Shape -> Gather -> Concat -> Reshape` keeps `batch` and `seq*4` as formulas.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/ge_error_codes.h"
#include "graph/symbolizer/symbolic.h"

namespace oppkit::ops {

/// The symbolic values of input instance \p index, or nullptr when they are not known.
const std::vector<ge::Expression>* InputSymbolicValues(const gert::InferSymbolShapeContext* context, size_t index);

/// \p values as integers; false unless every one is a constant.
bool ConstantValues(const std::vector<ge::Expression>& values, std::vector<int64_t>* out);

/// A slice bound on a dim of size \p dim clamped to [0, dim], for a positive step (ONNX Slice, TF StridedSlice): a
/// constant of at least 2^31 (INT64_MAX: "to the end") is the dim itself, a negative constant counts from the end
/// (clamped at 0), any other bound b is min(b, dim), each decided by a guard where the expressions do not decide it.
ge::Expression ClampSliceBound(const ge::Expression& bound, const ge::Expression& dim);

/// The product of dims [begin, end) of \p dims (1 for an empty range).
ge::Expression SymbolicProduct(const std::vector<ge::Expression>& dims, size_t begin, size_t end);

/// Shape: y = [rank(x)] holding x's dims.
ge::graphStatus InferSymbolShapeOfShape(gert::InferSymbolShapeContext* context);
/// Size: a scalar holding the product of x's dims.
ge::graphStatus InferSymbolShapeOfSize(gert::InferSymbolShapeContext* context);
/// Rank: a scalar holding x's rank.
ge::graphStatus InferSymbolShapeOfRank(gert::InferSymbolShapeContext* context);

/// Where the Gather family finds its axis and batch_dims.
struct GatherSymbolSpec {
  int axis_input = -1;       ///< the input holding the axis (GatherV2), or -1
  int axis_attr = -1;        ///< else the Int attr holding it (GatherV2D), or -1: axis 0 (Gather)
  int batch_dims_attr = -1;  ///< the Int attr holding batch_dims, or -1: 0
};

/// Gather, GatherV2 and GatherV2D: y = x[:axis] ++ indices[batch_dims:] ++ x[axis + 1:]; the values of a 1-D x
/// picked by constant indices. UNSUPPORTED when an axis input is not a constant.
ge::graphStatus InferSymbolShapeGather(gert::InferSymbolShapeContext* context, const GatherSymbolSpec& spec);

/// The Concat family: the x instances (IR input \p x_ir) joined along the axis (from IR input \p axis_ir, or with
/// \p axis_ir < 0 from attr \p axis_attr); 1-D values concatenated. UNSUPPORTED when the axis is not a constant.
ge::graphStatus InferSymbolShapeConcat(gert::InferSymbolShapeContext* context, size_t x_ir, int axis_ir,
                                       size_t axis_attr);

/// Pack: the x instances stacked along attr `axis` (attr index 0); scalars' values become a 1-D value.
ge::graphStatus InferSymbolShapePack(gert::InferSymbolShapeContext* context);

/// Unsqueeze (\p axes_input < 0: attr `axes`, attr index 0), UnsqueezeV3 and ExpandDims (the axes from input
/// \p axes_input): 1s inserted at the axes of the output; values kept. UNSUPPORTED when the axes are not constants.
ge::graphStatus InferSymbolShapeUnsqueeze(gert::InferSymbolShapeContext* context, int axes_input);

/// Squeeze (\p axes_input < 0: attr `axis`, attr index 0) and SqueezeV3 (the optional axes input \p axes_input): the
/// given axes removed (each a 1, checked with a guard), or without axes every dim that is the constant 1; values
/// kept. UNSUPPORTED when the axes are not constants, or with no axes given and a dim that is not a constant.
ge::graphStatus InferSymbolShapeSqueeze(gert::InferSymbolShapeContext* context, int axes_input);

/// Transpose (\p perm_input >= 0: the perm from that input) and TransposeD (attr `perm`, index 0).
ge::graphStatus InferSymbolShapeTranspose(gert::InferSymbolShapeContext* context, int perm_input);

/// Reshape: y from the shape input's symbolic values, a 0 copying x's dim, a -1 the element count of x divided by
/// the others (Note [Symbolic Reshape]); values kept. UNSUPPORTED when the shape's values are not known.
ge::graphStatus InferSymbolShapeReshape(gert::InferSymbolShapeContext* context);

/// Fill and FillV2 (ONNX ConstantOfShape): y's dims are the values of input 0.
ge::graphStatus InferSymbolShapeFill(gert::InferSymbolShapeContext* context);

/// Expand: the numpy broadcast of x's shape and the shape input's values; y's values are x's broadcast, where x is
/// an integer or bool tensor with values.
ge::graphStatus InferSymbolShapeExpand(gert::InferSymbolShapeContext* context);

/// BroadcastTo: y is the shape input's values, a -1 taking x's dim aligned with it from the right (Note
/// [BroadcastTo shape]); y's values are x's broadcast, where x is an integer or bool tensor with values.
ge::graphStatus InferSymbolShapeBroadcastTo(gert::InferSymbolShapeContext* context);

/// Tile: each dim of x, aligned to the right of the multiples, times its multiple.
ge::graphStatus InferSymbolShapeTile(gert::InferSymbolShapeContext* context);

/// Range: [ceil_div(limit - start, delta)] (a positive constant delta; else UNSUPPORTED); the values start,
/// start + delta, ... when the length is a constant.
ge::graphStatus InferSymbolShapeRange(gert::InferSymbolShapeContext* context);

}  // namespace oppkit::ops
