// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The window of MaxPool3D and AvgPool3D as their attrs give it (Note [3-D pooling shapes] in pool3d_window.cc), read
// once for the InferShape and the InferSymbolShape.
#pragma once

#include <cstddef>
#include <cstdint>

#include "common/op_host.h"
#include "common/pooling/pool_common.h"

namespace oppkit::ops::pool3d {

constexpr size_t kRank = 5;
constexpr size_t kSpatial = 3;
/// Marks an attr the op does not have.
constexpr size_t kNoAttr = static_cast<size_t>(-1);

/// Where each attr of a 3-D pooling op sits.
struct AttrIndexes {
  size_t ksize, strides, padding, pads, dilation, ceil_mode, data_format;
  bool ceil_mode_is_int;  ///< MaxPool3D's ceil_mode is an int, AvgPool3D's a bool
};
constexpr AttrIndexes kMaxPool3DAttrs = {0, 1, 2, 3, 4, 5, 6, true};
constexpr AttrIndexes kAvgPool3DAttrs = {0, 1, kNoAttr, 2, kNoAttr, 3, 6, false};

/// The window of one node, per spatial dim D, H, W.
struct Window {
  bool channels_first = false;            ///< NCDHW (else NDHWC)
  size_t spatial[kSpatial] = {1, 2, 3};   ///< positions of D, H and W in x
  int64_t span[kSpatial] = {1, 1, 1};     ///< (ksize - 1) * dilation + 1
  int64_t strides[kSpatial] = {1, 1, 1};
  int64_t pads[2 * kSpatial] = {0, 0, 0, 0, 0, 0};  ///< [front, back, top, bottom, left, right]; CALCULATED only
  pool::WindowPadding padding = pool::WindowPadding::kCalculated;
  bool ceil_mode = false;
};

/// Reads the window of \p context's node from its attrs at \p at and x's origin format; false with a message logged.
bool ReadWindow(const gert::ExtendedKernelContext* context, const AttrIndexes& at, Window* window);

}  // namespace oppkit::ops::pool3d
