// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Resize InferShape, data dependent on roi, scales and sizes.
//
// Note [Resize shape]
// ONNX Resize (opsets 11-17), as CANN's Resize takes it. x has rank r >= 1. `scales` and `sizes` are optional, and
// an input with zero elements counts as absent (exporters pass an empty tensor for the one they do not use, which
// opsets 11 and 12 require to be present): exactly one of them must be given, with r values.
// - sizes: y = sizes (each >= 0).
// - scales (each > 0): y[d] = floor(x[d] * scales[d]), computed in float32, as ONNX's C++ shape inference and ONNX
//   Runtime compute it (ONNX's Python reference computes in double: 11 * float32(21 / 11) is 21 in float32 and
//   20.9999996 in double, and exporters write such scales for an output size); with coordinate_transformation_mode
//   "tf_crop_and_resize", y[d] = floor(x[d] * (roi[r + d] - roi[d]) * scales[d]), roi holding r starts then r ends.
// Without the value that decides them, y has rank r and unknown dims; an unknown x dim gives an unknown y dim
// under scales and leaves y[d] = sizes[d] known. An x of unknown rank with a sizes value gives y = sizes.
#include <cmath>
#include <cstring>
#include <vector>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "image/resize/resize_layout.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using resize::kInputRoi;
using resize::kInputScales;
using resize::kInputSizes;
using resize::kInputX;
constexpr size_t kAttrCoordinateMode = 0;

// Whether an optional input of Resize is given: present, and not a tensor of zero elements (Note [Resize shape]).
bool IsGiven(const gert::InferShapeContext* context, size_t index) {
  const gert::Shape* shape = context->GetOptionalInputShape(index);
  return shape != nullptr && shape->GetShapeSize() != 0;
}

// y from the sizes value: r values, each >= 0.
ge::graphStatus ShapeFromSizes(gert::InferShapeContext* context, const gert::Shape& x, gert::Shape* y) {
  ShapeInput input;
  if (!ReadShapeInput(context, context->GetOptionalInputShape(kInputSizes),
                      context->GetOptionalInputTensor(kInputSizes), "sizes", &input)) {
    return ge::GRAPH_FAILED;
  }
  if (!input.has_value) {
    if (!IsUnknownRank(x)) return SetUnknownDims(y, x.GetDimNum()) ? ge::GRAPH_SUCCESS : ge::GRAPH_FAILED;
    if (input.length >= 0 && SetUnknownDims(y, static_cast<size_t>(input.length))) return ge::GRAPH_SUCCESS;
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const IntValueView& sizes = input.values;
  if (!IsUnknownRank(x) && sizes.size() != x.GetDimNum()) {
    OPPKIT_OP_LOGE(context, "input sizes has %zu values, x %s has rank %zu", sizes.size(), ShapeToString(x).c_str(),
                   x.GetDimNum());
    return ge::GRAPH_FAILED;
  }
  if (sizes.size() == 0 || sizes.size() > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "input sizes has %zu values: a rank from 1 to %zu is needed", sizes.size(),
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(0);
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (sizes[d] < 0) {
      OPPKIT_OP_LOGE(context, "input sizes value %lld at dim %zu is negative", static_cast<long long>(sizes[d]), d);
      return ge::GRAPH_FAILED;
    }
    y->AppendDim(sizes[d]);
  }
  return ge::GRAPH_SUCCESS;
}

// The per-dim extent factor of tf_crop_and_resize (roi end - start), or 1 for the other modes; *known = false when
// roi has no value in that mode.
ge::graphStatus RoiExtents(gert::InferShapeContext* context, size_t rank, std::vector<double>* extents, bool* known) {
  extents->assign(rank, 1.0);
  *known = true;
  const char* mode = GetStrAttr(context->GetAttrs(), kAttrCoordinateMode, "half_pixel");
  if (std::strcmp(mode, "tf_crop_and_resize") != 0) return ge::GRAPH_SUCCESS;
  if (!IsGiven(context, kInputRoi)) {
    OPPKIT_OP_LOGE(context, "coordinate_transformation_mode tf_crop_and_resize needs input roi");
    return ge::GRAPH_FAILED;
  }
  std::vector<double> roi;
  const ValueState state = ReadFloatValues(context->GetOptionalInputTensor(kInputRoi), &roi);
  if (state == ValueState::kNoValue) {
    *known = false;
    return ge::GRAPH_SUCCESS;
  }
  if (state != ValueState::kOk || roi.size() != 2 * rank) {
    OPPKIT_OP_LOGE(context, "input roi must hold %zu float values (starts, then ends) for x of rank %zu", 2 * rank,
                   rank);
    return ge::GRAPH_FAILED;
  }
  for (size_t d = 0; d < rank; ++d) (*extents)[d] = roi[rank + d] - roi[d];
  return ge::GRAPH_SUCCESS;
}

// y from the scales value: r values, each > 0; y[d] = floor(x[d] * extent[d] * scales[d]).
ge::graphStatus ShapeFromScales(gert::InferShapeContext* context, const gert::Shape& x, gert::Shape* y) {
  std::vector<double> scales;
  const ValueState state = ReadFloatValues(context->GetOptionalInputTensor(kInputScales), &scales);
  if (IsUnknownRank(x)) {
    if (state == ValueState::kOk && SetUnknownDims(y, scales.size())) return ge::GRAPH_SUCCESS;
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x.GetDimNum();
  if (state == ValueState::kNoValue) return SetUnknownDims(y, rank) ? ge::GRAPH_SUCCESS : ge::GRAPH_FAILED;
  if (state != ValueState::kOk) {
    OPPKIT_OP_LOGE(context, "input scales must be a float tensor with a value matching its shape");
    return ge::GRAPH_FAILED;
  }
  if (scales.size() != rank) {
    OPPKIT_OP_LOGE(context, "input scales has %zu values, x %s has rank %zu", scales.size(), ShapeToString(x).c_str(),
                   rank);
    return ge::GRAPH_FAILED;
  }
  std::vector<double> extents;
  bool extents_known = true;
  if (RoiExtents(context, rank, &extents, &extents_known) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  y->SetDimNum(rank);
  for (size_t d = 0; d < rank; ++d) {
    if (!(scales[d] > 0.0) || !std::isfinite(scales[d])) {
      OPPKIT_OP_LOGE(context, "input scales value %g at dim %zu must be a finite number > 0", scales[d], d);
      return ge::GRAPH_FAILED;
    }
    const int64_t dim = x.GetDim(d);
    if (IsUnknownDim(dim) || !extents_known) {
      (*y)[d] = ge::UNKNOWN_DIM;
      continue;
    }
    // In float32, as ONNX's shape inference and ONNX Runtime compute it (the float scale times the dim as a float).
    const float size =
        std::floor(static_cast<float>(dim) * static_cast<float>(extents[d]) * static_cast<float>(scales[d]));
    if (!(size >= 0.0f) || size >= 9.2e18f) {
      OPPKIT_OP_LOGE(context, "output dim %zu of x %s scaled by %g is out of range", d, ShapeToString(x).c_str(),
                     scales[d]);
      return ge::GRAPH_FAILED;
    }
    (*y)[d] = static_cast<int64_t>(size);
  }
  return ge::GRAPH_SUCCESS;
}

// InferShape of Resize; see Note [Resize shape].
ge::graphStatus InferShapeForResize(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*x) && x->GetDimNum() == 0) {
    OPPKIT_OP_LOGE(context, "input x must have rank >= 1, got a scalar");
    return ge::GRAPH_FAILED;
  }
  const bool has_scales = IsGiven(context, kInputScales);
  const bool has_sizes = IsGiven(context, kInputSizes);
  if (has_scales && has_sizes) {
    OPPKIT_OP_LOGE(context, "inputs scales and sizes are both given: give one of them");
    return ge::GRAPH_FAILED;
  }
  if (!has_scales && !has_sizes) {
    OPPKIT_OP_LOGE(context, "neither input scales nor input sizes is given (or both are empty)");
    return ge::GRAPH_FAILED;
  }
  return has_sizes ? ShapeFromSizes(context, *x, y) : ShapeFromScales(context, *x, y);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Resize).InferShape(oppkit::ops::InferShapeForResize).InputsDataDependency({1, 2, 3});
