// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Layout and padding rules of Conv2D shared by its InferShape, InferFormat and Tiling.
//
// Note [Conv2D layouts]
// The data layout (of x and y) is the data_format attr, NCHW or NHWC (anything else is an error); strides and
// dilations are given in that order. An x tensor whose origin format is the other of the two is an error (the
// request contradicts itself); an x without a layout (ND) is read in data_format. The filter layout is the filter
// tensor's origin format, as in CANN: NCHW [Cout, C, kh, kw], NHWC [Cout, kh, kw, C] or HWCN [kh, kw, C, Cout]; a
// filter without a layout (ND or RESERVED) takes the default that goes with the data layout, NCHW for NCHW and
// HWCN for NHWC (the TF convention). Any other filter format is an error. Every x/filter layout pair is accepted
// (CANN's kernels implement NCHW/NCHW, NHWC/HWCN and NCHW/HWCN; the shapes are well defined for all of them).
#pragma once

#include <cstddef>
#include <cstring>

#include "graph/types.h"
#include "nn/conv_common.h"

namespace oppkit::ops::conv2d {

/// Positions of the N, C, H, W dims in a 4-D layout.
struct DimPositions {
  size_t n;
  size_t c;
  size_t h;
  size_t w;
};

/// Positions in \p format (NCHW, NHWC or HWCN); false for another format.
inline bool PositionsOf(ge::Format format, DimPositions* positions) {
  switch (format) {
    case ge::FORMAT_NCHW:
      *positions = {0, 1, 2, 3};
      return true;
    case ge::FORMAT_NHWC:
      *positions = {0, 3, 1, 2};
      return true;
    case ge::FORMAT_HWCN:
      *positions = {3, 2, 0, 1};
      return true;
    default:
      return false;
  }
}

/// The data_format attr as a format: NCHW or NHWC, else FORMAT_RESERVED.
inline ge::Format DataFormatFromAttr(const char* data_format) {
  if (data_format == nullptr) return ge::FORMAT_RESERVED;
  if (std::strcmp(data_format, "NCHW") == 0) return ge::FORMAT_NCHW;
  if (std::strcmp(data_format, "NHWC") == 0) return ge::FORMAT_NHWC;
  return ge::FORMAT_RESERVED;
}

/// True for formats that carry no layout.
inline bool IsUnsetFormat(ge::Format format) { return format == ge::FORMAT_ND || format == ge::FORMAT_RESERVED; }

/// True for the two data layouts Conv2D accepts.
inline bool IsDataLayout(ge::Format format) { return format == ge::FORMAT_NCHW || format == ge::FORMAT_NHWC; }

/// The filter layout that goes with data layout \p data_format when the filter has none.
inline ge::Format DefaultFilterFormat(ge::Format data_format) {
  return data_format == ge::FORMAT_NCHW ? ge::FORMAT_NCHW : ge::FORMAT_HWCN;
}

/// IR indices of Conv2D.
constexpr size_t kInputX = 0;
constexpr size_t kInputFilter = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kOutputY = 0;
constexpr size_t kAttrStrides = 0;
constexpr size_t kAttrPads = 1;
constexpr size_t kAttrDilations = 2;
constexpr size_t kAttrGroups = 3;
constexpr size_t kAttrDataFormat = 4;
/// Default of the data_format attr.
constexpr const char* kDefaultDataFormat = "NHWC";
/// Private attrs (IMPL_OP PrivateAttr, after the IR attrs): Note [Conv2D padding modes].
constexpr size_t kAttrPadding = 6;
constexpr size_t kAttrAutoPad = 7;

/// Padding modes (Note [Conv2D padding modes] in nn/conv_common.h), shared with Conv2DTranspose.
using conv::PadMode;
using conv::ReadPadMode;
using conv::SamePads;

}  // namespace oppkit::ops::conv2d
