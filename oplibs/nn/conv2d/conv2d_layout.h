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

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "graph/types.h"

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

// Note [Conv2D padding modes]
// As CANN's Conv2D InferShape, Conv2D reads two attrs its REG_OP does not declare (here private attrs), written by
// the framework parsers: `padding` (TensorFlow: "SAME" or "VALID"; "" means the pads attr) and `auto_pad` (ONNX:
// "SAME_UPPER", "SAME_LOWER" or "VALID"; "NOTSET" means the pads attr). CANN applies padding, then auto_pad, so an
// auto_pad other than NOTSET wins. VALID is zero pads. SAME pads each spatial axis so that its output size is
// ceil(in / stride): with span = dilation * (k - 1) + 1, pad = max(in % stride > 0 ? span - in % stride
// : span - stride, 0), pad / 2 before and the rest after (SAME, SAME_UPPER), or the rest before (SAME_LOWER). The pads
// attr is then ignored; InferShape and Tiling compute the same pads from the shapes they see.

/// How the pads of a Conv2D are given.
enum class PadMode { kExplicit, kValid, kSameUpper, kSameLower };

/// The mode of the \p padding and \p auto_pad attrs (Note [Conv2D padding modes]); false for a value neither knows.
inline bool ReadPadMode(const char* padding, const char* auto_pad, PadMode* mode) {
  const auto is = [](const char* value, const char* text) { return value != nullptr && std::strcmp(value, text) == 0; };
  if (auto_pad != nullptr && !is(auto_pad, "NOTSET")) {
    if (is(auto_pad, "SAME_UPPER")) {
      *mode = PadMode::kSameUpper;
    } else if (is(auto_pad, "SAME_LOWER")) {
      *mode = PadMode::kSameLower;
    } else if (is(auto_pad, "VALID")) {
      *mode = PadMode::kValid;
    } else {
      return false;
    }
    return true;
  }
  if (padding == nullptr || padding[0] == '\0') {
    *mode = PadMode::kExplicit;
  } else if (is(padding, "SAME")) {
    *mode = PadMode::kSameUpper;
  } else if (is(padding, "VALID")) {
    *mode = PadMode::kValid;
  } else {
    return false;
  }
  return true;
}

/// The pads of one spatial axis under a SAME mode (Note [Conv2D padding modes]), for known \p in and \p kernel.
inline void SamePads(PadMode mode, int64_t in, int64_t kernel, int64_t stride, int64_t dilation, int64_t* before,
                     int64_t* after) {
  const int64_t span = dilation * (kernel - 1) + 1;
  const int64_t tail = in % stride;
  const int64_t pad = std::max<int64_t>(tail > 0 ? span - tail : span - stride, 0);
  const int64_t small = pad / 2;
  *before = mode == PadMode::kSameLower ? pad - small : small;
  *after = pad - *before;
}

}  // namespace oppkit::ops::conv2d
