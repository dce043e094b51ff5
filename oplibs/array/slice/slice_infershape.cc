// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Slice InferShape: the values of IR inputs 1 (offsets) and 2 (size); declared data dependent.
//
// Note [Slice semantics]
// TF Slice: offsets and size hold one value per dim of x; y.shape[i] = size[i], or x.shape[i] - offsets[i] for
// size[i] = -1 (to the end of the dim). Errors (when the values involved are known): a value count other than
// rank(x), offsets[i] < 0 or > x.shape[i], size[i] < -1, offsets[i] + size[i] > x.shape[i].
// Unknowns: a known size[i] >= 0 is y's dim whatever else is unknown; a -1 needs the offset and the dim; an absent
// size value leaves every dim unknown except that a 0 dim of x stays 0. The rank of y is rank(x), or, for an x of
// unknown rank, the number of size (else offsets) values, taken from the value or the input's 1-D shape.
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Slice (data-dependent on IR inputs 1 and 2, offsets and size); see Note [Slice semantics].
ge::graphStatus InferShapeForSlice(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  ShapeInput offsets_in;
  ShapeInput sizes_in;
  if (!ReadShapeInput(context, 1, "offsets", &offsets_in) || !ReadShapeInput(context, 2, "size", &sizes_in)) {
    return ge::GRAPH_FAILED;
  }
  const IntValueView& offsets = offsets_in.values;
  const IntValueView& sizes = sizes_in.values;
  const bool have_offsets = offsets_in.has_value;
  const bool have_sizes = sizes_in.has_value;
  const int64_t offsets_count = offsets_in.length;
  const int64_t sizes_count = sizes_in.length;
  if (offsets_count >= 0 && sizes_count >= 0 && offsets_count != sizes_count) {
    OPPKIT_OP_LOGE(context, "input offsets has %lld values, input size has %lld", static_cast<long long>(offsets_count),
                   static_cast<long long>(sizes_count));
    return ge::GRAPH_FAILED;
  }
  int64_t rank = IsUnknownRank(*x) ? -1 : static_cast<int64_t>(x->GetDimNum());
  const int64_t count = sizes_count >= 0 ? sizes_count : offsets_count;
  if (rank >= 0 && count >= 0 && count != rank) {
    OPPKIT_OP_LOGE(context, "input %s has %lld values, x %s has rank %lld", sizes_count >= 0 ? "size" : "offsets",
                   static_cast<long long>(count), ShapeToString(*x).c_str(), static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  if (rank < 0) rank = count;
  if (rank < 0) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  if (rank > static_cast<int64_t>(gert::Shape::kMaxDimNum)) {
    OPPKIT_OP_LOGE(context, "input size has %lld values, more than the largest rank %zu", static_cast<long long>(rank),
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(static_cast<size_t>(rank));
  for (size_t i = 0; i < static_cast<size_t>(rank); ++i) {
    const int64_t dim = IsUnknownRank(*x) ? ge::UNKNOWN_DIM : x->GetDim(i);
    const bool offset_known = have_offsets;
    const int64_t offset = have_offsets ? offsets[i] : 0;
    if (offset_known && (offset < 0 || (!IsUnknownDim(dim) && offset > dim))) {
      OPPKIT_OP_LOGE(context, "input offsets[%zu] = %lld is out of range for dim %lld of x %s", i,
                     static_cast<long long>(offset), static_cast<long long>(dim), ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
    if (!have_sizes) {
      out[i] = dim == 0 ? 0 : ge::UNKNOWN_DIM;
      continue;
    }
    const int64_t size = sizes[i];
    if (size < -1) {
      OPPKIT_OP_LOGE(context, "input size[%zu] = %lld is invalid (>= -1 expected)", i, static_cast<long long>(size));
      return ge::GRAPH_FAILED;
    }
    if (size == -1) {
      out[i] = offset_known && !IsUnknownDim(dim) ? dim - offset : (dim == 0 ? 0 : ge::UNKNOWN_DIM);
      continue;
    }
    if (!IsUnknownDim(dim) && (size > dim || (offset_known && offset > dim - size))) {
      OPPKIT_OP_LOGE(context, "input size[%zu] = %lld from offset %lld exceeds dim %lld of x %s", i,
                     static_cast<long long>(size), static_cast<long long>(offset), static_cast<long long>(dim),
                     ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
    out[i] = size;
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Slice).InferShape(oppkit::ops::InferShapeForSlice).InputsDataDependency({1, 2});
