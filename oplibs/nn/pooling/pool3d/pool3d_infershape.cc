// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of MaxPool3D and AvgPool3D (Note [3-D pooling shapes] in pool3d_window.cc).
#include "common/op_log.h"
#include "common/pooling/pool_common.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/pooling/pool3d/pool3d_window.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using pool3d::kRank;
using pool3d::kSpatial;

// InferShape of a 3-D pooling op with attrs at \p at; see Note [3-D pooling shapes].
ge::graphStatus InferPool3dShape(gert::InferShapeContext* context, const pool3d::AttrIndexes& at) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  pool3d::Window window;
  if (!pool3d::ReadWindow(context, at, &window)) return ge::GRAPH_FAILED;
  if (IsUnknownRank(*x)) {
    SetUnknownDims(y, kRank);
    return ge::GRAPH_SUCCESS;
  }
  if (x->GetDimNum() != kRank) {
    OPPKIT_OP_LOGE(context, "input x %s must be 5-D (%s)", ShapeToString(*x).c_str(),
                   window.channels_first ? "NCDHW" : "NDHWC");
    return ge::GRAPH_FAILED;
  }
  *y = *x;
  for (size_t s = 0; s < kSpatial; ++s) {
    const int64_t in = x->GetDim(window.spatial[s]);
    if (IsUnknownDim(in)) continue;
    const int64_t span = window.span[s];
    const int64_t stride = window.strides[s];
    int64_t out = 0;
    bool ok = true;
    if (window.padding == pool::WindowPadding::kSame) {
      out = in / stride + (in % stride != 0 ? 1 : 0);
    } else if (window.padding == pool::WindowPadding::kValid) {
      ok = in >= span;
      out = ok ? (in - span) / stride + 1 : 0;
    } else {
      ok = pool::CalculatedOutputDim(in, span, stride, window.pads[2 * s], window.pads[2 * s + 1], window.ceil_mode,
                                     &out);
    }
    if (!ok) {
      OPPKIT_OP_LOGE(context, "spatial dim %zu of x %s (%lld) is smaller than the window %lld with its pads", s,
                     ShapeToString(*x).c_str(), static_cast<long long>(in), static_cast<long long>(span));
      return ge::GRAPH_FAILED;
    }
    (*y)[window.spatial[s]] = out;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForMaxPool3D(gert::InferShapeContext* context) {
  return InferPool3dShape(context, pool3d::kMaxPool3DAttrs);
}

ge::graphStatus InferShapeForAvgPool3D(gert::InferShapeContext* context) {
  return InferPool3dShape(context, pool3d::kAvgPool3DAttrs);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MaxPool3D).InferShape(oppkit::ops::InferShapeForMaxPool3D);
IMPL_OP(AvgPool3D).InferShape(oppkit::ops::InferShapeForAvgPool3D);
