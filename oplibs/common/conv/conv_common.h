// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Layouts and shape rules shared by the convolutions: Conv2D, DepthwiseConv2D, Conv3D (forward, through
// InferForwardConvShape / InferForwardConvFormat) and Conv2DTranspose, Conv3DTranspose (InferTransposedConvShape,
// in conv_transpose_shape.cc; their InferFormat is the forward one). Conv2D's Tiling reads the same layouts.
//
// Note [Convolution layouts]
// The data layout (of x and y) comes from the data_format attr: NCHW/NHWC for 2-D convolutions, NCDHW/NDHWC for
// Conv3D; anything else is an error. strides and dilations have one entry per data-layout dim, in that order; the
// N and C entries must be 1, the spatial entries >= 1. An x whose origin format is the other data layout of the
// same rank contradicts data_format and is an error; an x without a layout (ND/RESERVED) is read in data_format.
// The filter layout is the filter tensor's origin format (NCHW, NHWC, HWCN; NCDHW, NDHWC, DHWCN); a filter without
// a layout takes the companion of the data layout (NCHW -> NCHW, NHWC -> HWCN, NCDHW -> NCDHW, NDHWC -> DHWCN, the
// TF convention). In a filter layout "N" is the filter's output-channel dim and "C" its input-channel dim.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "common/op_host.h"
#include "graph/types.h"

namespace oppkit::ops::conv {

/// Largest number of spatial dims handled (Conv3D).
constexpr size_t kMaxSpatial = 3;

/// Positions of the N, C and spatial dims (outermost first: D, H, W) in a 4-D or 5-D layout.
struct Layout {
  size_t rank = 0;
  size_t n = 0;
  size_t c = 0;
  size_t spatial[kMaxSpatial] = {0, 0, 0};
  /// Number of spatial dims (rank - 2).
  size_t NumSpatial() const { return rank - 2; }
};

/// The positions in \p format (NCHW, NHWC, HWCN, NCDHW, NDHWC, DHWCN); false for any other format.
bool LayoutOf(ge::Format format, Layout* layout);

/// The data_format attr \p data_format for a convolution of rank \p rank (4: NCHW/NHWC, 5: NCDHW/NDHWC), or
/// FORMAT_RESERVED if it is not one of those.
ge::Format DataFormatFromAttr(const char* data_format, size_t rank);

/// True for formats that carry no layout (ND, RESERVED).
inline bool IsUnsetFormat(ge::Format format) { return format == ge::FORMAT_ND || format == ge::FORMAT_RESERVED; }

/// True if \p format is one of the two data layouts of rank \p rank.
bool IsDataLayout(ge::Format format, size_t rank);

/// The filter layout that goes with data layout \p data_format when the filter has none (Note [Convolution layouts]).
ge::Format DefaultFilterFormat(ge::Format data_format);

/// One spatial axis of a sliding window.
struct Window {
  int64_t stride = 1;
  int64_t dilation = 1;
  int64_t pad_before = 0;
  int64_t pad_after = 0;
};

/// Output size of one spatial axis of a forward convolution / pooling with floor rounding:
/// floor((in + pads - (dilation * (kernel - 1) + 1)) / stride) + 1. -1 if \p in or \p kernel is unknown. Returns
/// false if the padded input is smaller than the dilated kernel or the arithmetic overflows.
bool ForwardOutputDim(int64_t in, int64_t kernel, const Window& window, int64_t* out);

/// The layouts of one convolution node (Note [Convolution layouts]).
struct ConvLayouts {
  ge::Format data_format = ge::FORMAT_RESERVED;  ///< of x and y, from the data_format attr
  ge::Format filter_format = ge::FORMAT_RESERVED;
  Layout x;       ///< positions in data_format
  Layout filter;  ///< positions in filter_format
};

/// The layouts of a convolution of rank \p rank: data_format from attr \p attr_data_format (default
/// \p default_data_format), checked against input \p input_x's origin format; the filter layout from input
/// \p input_filter's origin format, else data_format's companion. False, with a message logged, for a data_format or
/// filter format that is not a layout of that rank, or an x in the other layout.
bool ResolveConvLayouts(const gert::ExtendedKernelContext* context, size_t rank, size_t attr_data_format,
                        const char* default_data_format, size_t input_x, size_t input_filter, ConvLayouts* out);

/// What a convolution's InferSymbolShape reads first: the symbolic shapes of x and the filter, y (output 0), and the
/// layouts.
struct ConvSymbolInputs {
  const gert::SymbolShape* x = nullptr;
  const gert::SymbolShape* filter = nullptr;
  gert::SymbolShape* y = nullptr;
  ConvLayouts layouts;
};

/// Reads ConvSymbolInputs of a convolution of rank \p rank (inputs \p input_x and \p input_filter, layouts as
/// ResolveConvLayouts); false, with a message logged, for an input without a symbolic shape of that rank or bad
/// layouts.
bool ReadConvSymbolInputs(gert::InferSymbolShapeContext* context, size_t rank, size_t attr_data_format,
                          const char* default_data_format, size_t input_x, size_t input_filter, ConvSymbolInputs* out);

/// Marks an attr the op does not have.
constexpr size_t kNoAttr = SIZE_MAX;

/// IR positions of a forward convolution (x, filter, bias, offset_w; y) and of its attrs.
struct ForwardConvSpec {
  size_t rank = 4;  ///< 4 (2-D) or 5 (3-D)
  const char* default_data_format = "NHWC";
  size_t attr_strides = 0;
  size_t attr_pads = 1;
  size_t attr_dilations = 2;
  size_t attr_groups = 3;  ///< kNoAttr for DepthwiseConv2D
  size_t attr_data_format = 4;
  bool depthwise = false;  ///< filter C must equal x C; y C = filter C * filter N (channel multiplier)
  /// The private attrs padding and auto_pad (Note [Conv2D padding modes]), kNoAttr for an op without them. An op
  /// that declares them sets their indexes from its prototype (Note [Attr indexes] in graph/operator_reg.h).
  size_t attr_padding = kNoAttr;
  size_t attr_auto_pad = kNoAttr;
};

/// InferSymbolShape of a forward convolution (Note [Forward convolution shapes] with formulas): y keeps x's N, takes
/// the filter's N as C (times x's C for a depthwise one), and each spatial size is
/// `(S + pads - (dilation*(K - 1) + 1))//stride + 1`, or `ceil_div(S, stride)` in a SAME mode.
ge::graphStatus InferForwardConvSymbolShape(gert::InferSymbolShapeContext* context, const ForwardConvSpec& spec);

/// The ForwardConvSpec of Conv2D, without its private attrs (Conv2D's InferShape sets them).
ForwardConvSpec Conv2DSpec();
/// The ForwardConvSpec of Conv3D, without its private attrs (Conv3D's InferShape sets them).
ForwardConvSpec Conv3DSpec();
/// The ForwardConvSpec of DepthwiseConv2D.
ForwardConvSpec DepthwiseConv2DSpec();

/// InferShape of a forward convolution; see Note [Forward convolution shapes] in conv_common.cc.
ge::graphStatus InferForwardConvShape(gert::InferShapeContext* context, const ForwardConvSpec& spec);

/// InferFormat of a forward convolution: x and y take data_format, a filter without a layout its companion
/// layout (Note [Convolution layouts]); a requested private storage format survives.
ge::graphStatus InferForwardConvFormat(gert::InferFormatContext* context, const ForwardConvSpec& spec, size_t input_x,
                                       size_t input_filter);

/// What tells the transposed convolutions apart: Conv2DTranspose (the defaults) and Conv3DTranspose. Both have the
/// inputs input_size, x, filter, bias, offset_w, the IR attrs strides, pads, dilations, groups, data_format,
/// output_padding, offset_x, then the private attrs padding, auto_pad and output_shape, in that order.
struct TransposedConvSpec {
  size_t rank = 4;  ///< 4 (2-D) or 5 (3-D)
  const char* default_data_format = "NHWC";
  /// The private attrs auto_pad and output_shape, at the indexes the op's IMPL_OP block gives them (Note [Attr
  /// indexes] in graph/operator_reg.h); the op's InferShape sets them.
  size_t attr_auto_pad = kNoAttr;
  size_t attr_output_shape = kNoAttr;
};

/// The TransposedConvSpec of Conv3DTranspose.
TransposedConvSpec Conv3DTransposeSpec();

/// InferShape of a transposed convolution (input_size, input 0, is data dependent); see Note [Transposed
/// convolution shapes] and Note [Conv2DTranspose from ONNX] in conv_transpose_shape.cc.
ge::graphStatus InferTransposedConvShape(gert::InferShapeContext* context, const TransposedConvSpec& spec);

/// InferSymbolShape of a transposed convolution: y's N is x's, its C the filter's C * groups, its spatial sizes
/// input_size's symbolic values, or for the ONNX placeholder the formulas of Note [Conv2DTranspose from ONNX]
/// (`stride*(S - 1) + dilation*(K - 1) + 1 + output_padding - pads`); ge::UNSUPPORTED when input_size has no values.
ge::graphStatus InferTransposedConvSymbolShape(gert::InferSymbolShapeContext* context, const TransposedConvSpec& spec);

/// InferDataType of a transposed convolution: y follows x (input 1; input 0 is the int input_size), except that
/// int8 accumulates to int32.
ge::graphStatus InferTransposedConvDataType(gert::InferDataTypeContext* context);

// Note [Conv2D padding modes]
// As CANN's Conv2D InferShape, Conv2D (and Conv3D, per spatial axis alike) reads two attrs its REG_OP does not declare
// (here private attrs), written by the framework parsers: `padding` (TensorFlow: "SAME" or "VALID"; "" means the pads
// attr) and `auto_pad` (ONNX: "SAME_UPPER", "SAME_LOWER" or "VALID"; "NOTSET" means the pads attr). CANN applies
// padding, then auto_pad, so an auto_pad other than NOTSET wins. VALID is zero pads. SAME pads each spatial axis so
// that its output size is ceil(in / stride): with span = dilation * (k - 1) + 1,
// pad = max(in % stride > 0 ? span - in % stride : span - stride, 0), pad / 2 before and the rest after (SAME,
// SAME_UPPER), or the rest before (SAME_LOWER).
// The pads attr is then ignored; InferShape and Tiling compute the same pads from the shapes they see.

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

/// ReadPadMode on the attrs \p padding_index and \p auto_pad_index of \p context (absent: "" and "NOTSET"); logs the
/// values and returns false if either is unknown.
bool ReadPadModeAttrs(const gert::InferShapeContext* context, size_t padding_index, size_t auto_pad_index,
                      PadMode* mode);

/// True for SAME_UPPER and SAME_LOWER (TensorFlow's SAME included).
inline bool IsSamePadMode(PadMode mode) { return mode == PadMode::kSameUpper || mode == PadMode::kSameLower; }

/// Output size of one spatial axis under a SAME mode: ceil(\p in / \p stride) whatever the kernel (SamePads gives the
/// pads that make it so); -1 for an unknown \p in.
inline int64_t SameOutputDim(int64_t in, int64_t stride) {
  return in < 0 ? ge::UNKNOWN_DIM : (in + stride - 1) / stride;
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

}  // namespace oppkit::ops::conv
