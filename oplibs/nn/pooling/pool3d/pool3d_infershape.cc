// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of MaxPool3D and AvgPool3D.
//
// Note [3-D pooling shapes]
// x is 5-D in data_format NDHWC or NCDHW (x's origin format wins when it is one of them). ksize, strides and
// MaxPool3D's dilation list 1 (every spatial dim), 3 (D, H, W) or 5 (every dim in the layout's order, N and C 1)
// values; a dilation of only 1s (the default lists six) is accepted at any length. Per spatial dim, with window K
// dilated to (K - 1) * dilation + 1, the rules of Note [Pooling shapes] (common/pooling/pool_common.cc): SAME and
// VALID for MaxPool3D's padding, CALCULATED with pads [front, back, top, bottom, left, right] and ceil_mode
// otherwise; AvgPool3D is always CALCULATED. N and C are x's.
#include <cstring>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/pooling/pool_common.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kRank = 5;
constexpr size_t kSpatial = 3;

// Where each attr of an op sits (kNone: the op does not have it).
constexpr size_t kNone = static_cast<size_t>(-1);
struct Pool3dAttrs {
  size_t ksize, strides, padding, pads, dilation, ceil_mode, data_format;
  bool ceil_mode_is_int;
};
constexpr Pool3dAttrs kMaxPool3dAttrs = {0, 1, 2, 3, 4, 5, 6, true};
constexpr Pool3dAttrs kAvgPool3dAttrs = {0, 1, kNone, 2, kNone, 3, 6, false};

// Reads a per-dim list (ksize, strides, dilation) into its D, H, W values; false after logging.
bool ReadSpatialList(gert::InferShapeContext* context, size_t index, const char* name, const size_t (&spatial)[3],
                     bool ones_at_any_length, int64_t (&out)[kSpatial]) {
  const auto* list = GetListIntAttr(context->GetAttrs(), index);
  const size_t n = list == nullptr ? 0 : list->GetSize();
  const int64_t* v = n == 0 ? nullptr : list->GetData();
  bool all_ones = n > 0;
  for (size_t i = 0; i < n; ++i) all_ones = all_ones && v[i] == 1;
  if (ones_at_any_length && all_ones) {
    for (int64_t& o : out) o = 1;
    return true;
  }
  if (n == 1) {
    for (int64_t& o : out) o = v[0];
  } else if (n == kSpatial) {
    for (size_t s = 0; s < kSpatial; ++s) out[s] = v[s];
  } else if (n == kRank) {
    for (size_t s = 0; s < kSpatial; ++s) out[s] = v[spatial[s]];
  } else {
    OPPKIT_OP_LOGE(context, "attr %s must have 1, 3 or 5 values, has %zu", name, n);
    return false;
  }
  for (const int64_t o : out) {
    if (o < 1) {
      OPPKIT_OP_LOGE(context, "attr %s values must be >= 1", name);
      return false;
    }
  }
  return true;
}

// InferShape of a 3-D pooling op with attrs at \p at; see Note [3-D pooling shapes].
ge::graphStatus InferPool3dShape(gert::InferShapeContext* context, const Pool3dAttrs& at) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* data_format = GetStrAttr(attrs, at.data_format, "NDHWC");
  bool channels_first = std::strcmp(data_format, "NCDHW") == 0;
  if (!channels_first && std::strcmp(data_format, "NDHWC") != 0) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NDHWC or NCDHW", data_format);
    return ge::GRAPH_FAILED;
  }
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(0);
  if (x_desc != nullptr && x_desc->GetOriginFormat() == ge::FORMAT_NCDHW) channels_first = true;
  if (x_desc != nullptr && x_desc->GetOriginFormat() == ge::FORMAT_NDHWC) channels_first = false;
  const size_t spatial[kSpatial] = {channels_first ? 2u : 1u, channels_first ? 3u : 2u, channels_first ? 4u : 3u};

  int64_t ksize[kSpatial];
  int64_t strides[kSpatial];
  int64_t dilation[kSpatial] = {1, 1, 1};
  if (!ReadSpatialList(context, at.ksize, "ksize", spatial, false, ksize) ||
      !ReadSpatialList(context, at.strides, "strides", spatial, false, strides) ||
      (at.dilation != kNone && !ReadSpatialList(context, at.dilation, "dilation", spatial, true, dilation))) {
    return ge::GRAPH_FAILED;
  }
  const char* padding = at.padding == kNone ? "CALCULATED" : GetStrAttr(attrs, at.padding, "");
  const bool same = std::strcmp(padding, "SAME") == 0;
  const bool valid = std::strcmp(padding, "VALID") == 0;
  if (!same && !valid && std::strcmp(padding, "CALCULATED") != 0) {
    OPPKIT_OP_LOGE(context, "attr padding '%s' must be SAME, VALID or CALCULATED", padding);
    return ge::GRAPH_FAILED;
  }
  int64_t pads[2 * kSpatial] = {0, 0, 0, 0, 0, 0};
  if (!same && !valid) {
    const auto* list = GetListIntAttr(attrs, at.pads);
    if (list == nullptr || list->GetSize() != 2 * kSpatial) {
      OPPKIT_OP_LOGE(context, "attr pads must have 6 values [front, back, top, bottom, left, right]");
      return ge::GRAPH_FAILED;
    }
    for (size_t i = 0; i < 2 * kSpatial; ++i) {
      pads[i] = list->GetData()[i];
      if (pads[i] < 0) {
        OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(pads[i]));
        return ge::GRAPH_FAILED;
      }
    }
  }
  const bool ceil_mode = at.ceil_mode_is_int ? GetIntAttr(attrs, at.ceil_mode, 0) != 0
                                             : GetBoolAttr(attrs, at.ceil_mode, false);

  if (IsUnknownRank(*x)) {
    SetUnknownDims(y, kRank);
    return ge::GRAPH_SUCCESS;
  }
  if (x->GetDimNum() != kRank) {
    OPPKIT_OP_LOGE(context, "input x %s must be 5-D (%s)", ShapeToString(*x).c_str(),
                   channels_first ? "NCDHW" : "NDHWC");
    return ge::GRAPH_FAILED;
  }
  *y = *x;
  for (size_t s = 0; s < kSpatial; ++s) {
    const int64_t in = x->GetDim(spatial[s]);
    if (IsUnknownDim(in)) continue;
    const int64_t window = (ksize[s] - 1) * dilation[s] + 1;
    int64_t out = 0;
    bool ok = true;
    if (same) {
      out = in / strides[s] + (in % strides[s] != 0 ? 1 : 0);
    } else if (valid) {
      ok = in >= window;
      out = ok ? (in - window) / strides[s] + 1 : 0;
    } else {
      ok = pool::CalculatedOutputDim(in, window, strides[s], pads[2 * s], pads[2 * s + 1], ceil_mode, &out);
    }
    if (!ok) {
      OPPKIT_OP_LOGE(context, "spatial dim %zu of x %s (%lld) is smaller than the window %lld with its pads", s,
                     ShapeToString(*x).c_str(), static_cast<long long>(in), static_cast<long long>(window));
      return ge::GRAPH_FAILED;
    }
    (*y)[spatial[s]] = out;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForMaxPool3D(gert::InferShapeContext* context) {
  return InferPool3dShape(context, kMaxPool3dAttrs);
}

ge::graphStatus InferShapeForAvgPool3D(gert::InferShapeContext* context) {
  return InferPool3dShape(context, kAvgPool3dAttrs);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MaxPool3D).InferShape(oppkit::ops::InferShapeForMaxPool3D);
IMPL_OP(AvgPool3D).InferShape(oppkit::ops::InferShapeForAvgPool3D);
