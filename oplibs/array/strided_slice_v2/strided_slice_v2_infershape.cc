// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// StridedSliceV2 InferShape.
//
// Note [StridedSliceV2 semantics]
// ONNX Slice: begin, end (and axes, strides when given) are 1-D int32/int64 of one length n; axes default to
// [0, n), strides to 1. Each axis (in [-r, r), negative from the end, no axis twice) is sliced per strided_slice_v2::OnnxSliceCount()
// (ends such as INT64_MAX are clamped); a stride of 0 is an error. The other dims are kept. An unknown dim that is
// sliced stays unknown. Without the values: the rank is x's; the dims of the sliced axes are unknown (every dim when
// the axes themselves are not known). The masks are TF's and have no ONNX meaning: only 0 is accepted.

#include <algorithm>
#include <limits>
#include <tuple>

#include "array/strided_slice_v2/strided_slice_v2_layout.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using strided_slice_v2::kInputAxes;
using strided_slice_v2::kInputBegin;
using strided_slice_v2::kInputEnd;
using strided_slice_v2::kInputStrides;
constexpr const char* kMasks[] = {"begin_mask", "end_mask", "ellipsis_mask", "new_axis_mask", "shrink_axis_mask"};

// Reads optional input \p index: *given false if absent.
bool ReadOptional(const gert::InferShapeContext* context, size_t index, const char* name, bool* given,
                  ShapeInput* out) {
  *given = context->GetOptionalInputShape(index) != nullptr;
  return !*given || ReadShapeInput(context, index, name, out);
}

// The axis of each of the n sliced entries into axis_of (axes, or [0, n) without it); false with a message logged
// for an axis out of range or named twice, or more axes than x has dims.
bool ReadSlicedAxes(const gert::InferShapeContext* context, const gert::Shape& x, int64_t n, bool has_axes,
                    const ShapeInput& axes, int64_t axis_of[gert::Shape::kMaxDimNum]) {
  const size_t rank = x.GetDimNum();
  if (n < 0 || static_cast<size_t>(n) > rank) {
    OPPKIT_OP_LOGE(context, "%lld axes are sliced, x %s has rank %zu", static_cast<long long>(n),
                   ShapeToString(x).c_str(), rank);
    return false;
  }
  bool sliced[gert::Shape::kMaxDimNum] = {};
  for (int64_t i = 0; i < n; ++i) {
    const int64_t raw = has_axes ? axes.values[static_cast<size_t>(i)] : i;
    int64_t axis = 0;
    if (!NormalizeAxis(raw, static_cast<int64_t>(rank), &axis)) {
      OPPKIT_OP_LOGE(context, "input axes[%lld] = %lld is out of range for x %s", static_cast<long long>(i),
                     static_cast<long long>(raw), ShapeToString(x).c_str());
      return false;
    }
    if (sliced[axis]) {
      OPPKIT_OP_LOGE(context, "input axes names dim %lld twice", static_cast<long long>(axis));
      return false;
    }
    sliced[axis] = true;
    axis_of[i] = axis;
  }
  return true;
}

// InferShape of StridedSliceV2 (data-dependent on inputs 1-4); see Note [StridedSliceV2 semantics].
ge::graphStatus InferShapeForStridedSliceV2(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  for (size_t k = 0; k < sizeof(kMasks) / sizeof(kMasks[0]); ++k) {
    if (GetIntAttr(context->GetAttrs(), k, 0) != 0) {
      OPPKIT_OP_LOGE(context, "attr %s must be 0 (TF masks have no meaning for ONNX Slice)", kMasks[k]);
      return ge::GRAPH_FAILED;
    }
  }
  ShapeInput begin;
  ShapeInput end;
  ShapeInput axes;
  ShapeInput strides;
  bool has_axes = false;
  bool has_strides = false;
  if (!ReadShapeInput(context, kInputBegin, "begin", &begin) || !ReadShapeInput(context, kInputEnd, "end", &end) ||
      !ReadOptional(context, kInputAxes, "axes", &has_axes, &axes) ||
      !ReadOptional(context, kInputStrides, "strides", &has_strides, &strides)) {
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x->GetDimNum();
  const int64_t n = has_axes && axes.has_value ? static_cast<int64_t>(axes.values.size())
                    : begin.length >= 0         ? begin.length
                                                : end.length;
  for (const auto& [input, name, given] : {std::tuple<const ShapeInput*, const char*, bool>{&end, "end", true},
                                           {&axes, "axes", has_axes}, {&strides, "strides", has_strides}}) {
    if (given && n >= 0 && input->length >= 0 && input->length != n) {
      OPPKIT_OP_LOGE(context, "input %s has %lld entries, begin %lld", name, static_cast<long long>(input->length),
                     static_cast<long long>(n));
      return ge::GRAPH_FAILED;
    }
  }
  // The sliced axes, when known.
  int64_t axis_of[gert::Shape::kMaxDimNum] = {};
  const bool axes_known = has_axes ? axes.has_value : n >= 0;
  if (axes_known && !ReadSlicedAxes(context, *x, n, has_axes, axes, axis_of)) return ge::GRAPH_FAILED;
  gert::Shape out = *x;
  if (!axes_known) {
    SetUnknownDims(y, rank);
    return ge::GRAPH_SUCCESS;
  }
  const bool values_known = begin.has_value && end.has_value && (!has_strides || strides.has_value);
  for (int64_t i = 0; i < n; ++i) {
    const size_t axis = static_cast<size_t>(axis_of[i]);
    const int64_t step = has_strides && strides.has_value ? strides.values[static_cast<size_t>(i)] : 1;
    if (step == 0 || step == std::numeric_limits<int64_t>::min()) {
      OPPKIT_OP_LOGE(context, "input strides[%lld] = %lld is not a usable step", static_cast<long long>(i),
                     static_cast<long long>(step));
      return ge::GRAPH_FAILED;
    }
    const int64_t dim = x->GetDim(axis);
    if (!values_known || IsUnknownDim(dim)) {
      out[axis] = ge::UNKNOWN_DIM;
      continue;
    }
    int64_t first = 0;
    out[axis] = strided_slice_v2::OnnxSliceCount(dim, begin.values[static_cast<size_t>(i)], end.values[static_cast<size_t>(i)], step,
                               &first);
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(StridedSliceV2).InferShape(oppkit::ops::InferShapeForStridedSliceV2).InputsDataDependency({1, 2, 3, 4});
