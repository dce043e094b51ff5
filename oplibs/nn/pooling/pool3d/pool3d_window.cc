// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [3-D pooling shapes]
// x is 5-D in data_format NDHWC or NCDHW (x's origin format wins when it is one of them). ksize, strides and
// MaxPool3D's dilation list 1 (every spatial dim), 3 (D, H, W) or 5 (every dim in the layout's order, N and C 1)
// values; a dilation of only 1s (the default lists six) is accepted at any length. Per spatial dim, with window K
// dilated to (K - 1) * dilation + 1, the rules of Note [Pooling shapes] (common/pooling/pool_common.cc): SAME and
// VALID for MaxPool3D's padding, CALCULATED with pads [front, back, top, bottom, left, right] and ceil_mode
// otherwise; AvgPool3D is always CALCULATED. N and C are x's.
#include "nn/pooling/pool3d/pool3d_window.h"

#include <cstring>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/extended_kernel_context.h"

namespace oppkit::ops::pool3d {
namespace {

// Reads a per-dim list (ksize, strides, dilation) into its D, H, W values; false after logging.
bool ReadSpatialList(const gert::ExtendedKernelContext* context, size_t index, const char* name,
                     const size_t (&spatial)[kSpatial], bool ones_at_any_length, int64_t (&out)[kSpatial]) {
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

}  // namespace

bool ReadWindow(const gert::ExtendedKernelContext* context, const AttrIndexes& at, Window* window) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* data_format = GetStrAttr(attrs, at.data_format, "NDHWC");
  bool channels_first = std::strcmp(data_format, "NCDHW") == 0;
  if (!channels_first && std::strcmp(data_format, "NDHWC") != 0) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NDHWC or NCDHW", data_format);
    return false;
  }
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(0);
  if (x_desc != nullptr && x_desc->GetOriginFormat() == ge::FORMAT_NCDHW) channels_first = true;
  if (x_desc != nullptr && x_desc->GetOriginFormat() == ge::FORMAT_NDHWC) channels_first = false;
  window->channels_first = channels_first;
  for (size_t s = 0; s < kSpatial; ++s) window->spatial[s] = (channels_first ? 2u : 1u) + s;

  int64_t ksize[kSpatial];
  int64_t dilation[kSpatial] = {1, 1, 1};
  if (!ReadSpatialList(context, at.ksize, "ksize", window->spatial, false, ksize) ||
      !ReadSpatialList(context, at.strides, "strides", window->spatial, false, window->strides) ||
      (at.dilation != kNoAttr && !ReadSpatialList(context, at.dilation, "dilation", window->spatial, true, dilation))) {
    return false;
  }
  for (size_t s = 0; s < kSpatial; ++s) window->span[s] = (ksize[s] - 1) * dilation[s] + 1;
  const char* padding = at.padding == kNoAttr ? "CALCULATED" : GetStrAttr(attrs, at.padding, "");
  if (std::strcmp(padding, "SAME") == 0) {
    window->padding = pool::WindowPadding::kSame;
  } else if (std::strcmp(padding, "VALID") == 0) {
    window->padding = pool::WindowPadding::kValid;
  } else if (std::strcmp(padding, "CALCULATED") == 0) {
    window->padding = pool::WindowPadding::kCalculated;
  } else {
    OPPKIT_OP_LOGE(context, "attr padding '%s' must be SAME, VALID or CALCULATED", padding);
    return false;
  }
  if (window->padding == pool::WindowPadding::kCalculated) {
    const auto* list = GetListIntAttr(attrs, at.pads);
    if (list == nullptr || list->GetSize() != 2 * kSpatial) {
      OPPKIT_OP_LOGE(context, "attr pads must have 6 values [front, back, top, bottom, left, right]");
      return false;
    }
    for (size_t i = 0; i < 2 * kSpatial; ++i) {
      window->pads[i] = list->GetData()[i];
      if (window->pads[i] < 0) {
        OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(window->pads[i]));
        return false;
      }
    }
  }
  window->ceil_mode = at.ceil_mode_is_int ? GetIntAttr(attrs, at.ceil_mode, 0) != 0
                                          : GetBoolAttr(attrs, at.ceil_mode, false);
  return true;
}

}  // namespace oppkit::ops::pool3d
