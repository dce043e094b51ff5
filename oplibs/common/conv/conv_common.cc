// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Forward convolution shapes]
// With the layouts of Note [Convolution layouts], x is [N, C, S1..Sk] and the filter [Cout, Cf, K1..Kk] (each in
// its own dim order), k = 2 or 3. pads has 2k entries, before/after per spatial axis in D, H, W order ([top,
// bottom, left, right] in 2-D, [head, tail, top, bottom, left, right] in 3-D), each >= 0; groups >= 1. Then
//   grouped:   C == Cf * groups, C % groups == 0, Cout % groups == 0, y C = Cout        (checked where known)
//   depthwise: C == Cf, y C = Cf * Cout (Cout is the channel multiplier, TF's depthwise_conv2d)
//   So = floor((S + pad_before + pad_after - dilation * (K - 1) - 1) / stride) + 1
// A padded input smaller than the dilated kernel, or an empty kernel, is an error. An unknown S or K gives an
// unknown So; an x or filter of unknown rank has all dims unknown (y's rank is always known). The optional bias
// must be 1-D and equal to y's C; it fixes an unknown y C. offset_w and offset_x do not affect the shape.
// An op with the padding modes (ForwardConvSpec::attr_auto_pad: Conv2D, Conv3D) and a VALID mode has zero pads;
// with a SAME mode So = ceil(S / stride) for any kernel, the pads attr unread (Note [Conv2D padding modes]).
#include "common/conv/conv_common.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "exe_graph/runtime/storage_format.h"
#include "graph/infer_format_context.h"
#include "oppkit/op_check.h"

namespace oppkit::ops::conv {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputFilter = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kOutputY = 0;
constexpr size_t kMaxRank = kMaxSpatial + 2;

std::string ListToString(const int64_t* values, size_t count) {
  std::string text = "[";
  for (size_t i = 0; i < count; ++i) {
    if (i > 0) text += ", ";
    text += std::to_string(values[i]);
  }
  return text + "]";
}

// Reads a ListInt attr of exactly `count` entries; false if absent or of another length.
bool ReadList(const gert::TypedContinuousVector<int64_t>* list, size_t count, int64_t* values) {
  if (list == nullptr || list->GetSize() != count) return false;
  for (size_t i = 0; i < count; ++i) values[i] = list->GetData()[i];
  return true;
}

// The N, C and spatial dims of an x/filter of the given layout (all unknown for an unknown rank).
bool ReadDims(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, const Layout& layout,
              int64_t* n, int64_t* c, int64_t* spatial) {
  if (IsUnknownRank(shape)) {
    *n = *c = ge::UNKNOWN_DIM;
    for (size_t i = 0; i < layout.NumSpatial(); ++i) spatial[i] = ge::UNKNOWN_DIM;
    return true;
  }
  if (shape.GetDimNum() != layout.rank) {
    OPPKIT_OP_LOGE(context, "input %s %s must be %zu-D", name, ShapeToString(shape).c_str(), layout.rank);
    return false;
  }
  *n = shape.GetDim(layout.n);
  *c = shape.GetDim(layout.c);
  for (size_t i = 0; i < layout.NumSpatial(); ++i) spatial[i] = shape.GetDim(layout.spatial[i]);
  return true;
}

// Checks a strides/dilations list in data-layout order: N and C entries 1, spatial entries >= 1.
bool CheckWindowList(const gert::ExtendedKernelContext* context, const char* name, const int64_t* values,
                     const Layout& layout, ge::Format data_format) {
  bool ok = values[layout.n] == 1 && values[layout.c] == 1;
  for (size_t i = 0; i < layout.NumSpatial(); ++i) ok = ok && values[layout.spatial[i]] >= 1;
  if (!ok) {
    OPPKIT_OP_LOGE(context, "attr %s %s (%s): N and C entries must be 1, spatial entries >= 1", name,
                   ListToString(values, layout.rank).c_str(), ge::GetFormatName(data_format));
  }
  return ok;
}

void SetLayout(gert::StorageFormat* format, ge::Format layout) {
  const ge::Format old_origin = format->GetOriginFormat();
  const ge::Format storage = format->GetStorageFormat();
  if (IsUnsetFormat(storage) || storage == old_origin) format->SetStorageFormat(layout);
  format->SetOriginFormat(layout);
}

}  // namespace

bool LayoutOf(ge::Format format, Layout* layout) {
  // rank, N, C, then the spatial dims outermost first (D, H, W); a table, since InferShape asks per call
  switch (format) {
    case ge::FORMAT_NCHW:
      *layout = Layout{4, 0, 1, {2, 3, 0}};
      return true;
    case ge::FORMAT_NHWC:
      *layout = Layout{4, 0, 3, {1, 2, 0}};
      return true;
    case ge::FORMAT_HWCN:
      *layout = Layout{4, 3, 2, {0, 1, 0}};
      return true;
    case ge::FORMAT_NCDHW:
      *layout = Layout{5, 0, 1, {2, 3, 4}};
      return true;
    case ge::FORMAT_NDHWC:
      *layout = Layout{5, 0, 4, {1, 2, 3}};
      return true;
    case ge::FORMAT_DHWCN:
      *layout = Layout{5, 4, 3, {0, 1, 2}};
      return true;
    default:
      return false;
  }
}

ge::Format DataFormatFromAttr(const char* data_format, size_t rank) {
  if (data_format == nullptr) return ge::FORMAT_RESERVED;
  if (rank == 4 && std::strcmp(data_format, "NCHW") == 0) return ge::FORMAT_NCHW;
  if (rank == 4 && std::strcmp(data_format, "NHWC") == 0) return ge::FORMAT_NHWC;
  if (rank == 5 && std::strcmp(data_format, "NCDHW") == 0) return ge::FORMAT_NCDHW;
  if (rank == 5 && std::strcmp(data_format, "NDHWC") == 0) return ge::FORMAT_NDHWC;
  return ge::FORMAT_RESERVED;
}

bool IsDataLayout(ge::Format format, size_t rank) {
  if (rank == 4) return format == ge::FORMAT_NCHW || format == ge::FORMAT_NHWC;
  return rank == 5 && (format == ge::FORMAT_NCDHW || format == ge::FORMAT_NDHWC);
}

ge::Format DefaultFilterFormat(ge::Format data_format) {
  switch (data_format) {
    case ge::FORMAT_NHWC:
      return ge::FORMAT_HWCN;
    case ge::FORMAT_NDHWC:
      return ge::FORMAT_DHWCN;
    default:
      return data_format;
  }
}

bool ForwardOutputDim(int64_t in, int64_t kernel, const Window& window, int64_t* out) {
  if (IsUnknownDim(in) || IsUnknownDim(kernel)) {
    *out = ge::UNKNOWN_DIM;
    return true;
  }
  int64_t span = 0;
  int64_t padded = 0;
  if (kernel < 1 || __builtin_mul_overflow(window.dilation, kernel - 1, &span) ||
      __builtin_add_overflow(span, 1, &span) || __builtin_add_overflow(in, window.pad_before, &padded) ||
      __builtin_add_overflow(padded, window.pad_after, &padded) || padded < span) {
    return false;
  }
  *out = (padded - span) / window.stride + 1;
  return true;
}

namespace {

// Conv2D and Conv3D: the IR attrs strides, pads, dilations, groups, data_format, offset_x in the default order. Their
// private padding modes are at the indexes their IMPL_OP blocks give them (IMPL_OP(Conv2D) in nn/conv2d,
// IMPL_OP(Conv3D) in nn/conv3d), which the InferShape of each op sets (Note [Attr indexes]).
ForwardConvSpec ConvWithPadModes(size_t rank, const char* default_data_format) {
  ForwardConvSpec spec;
  spec.rank = rank;
  spec.default_data_format = default_data_format;
  return spec;
}

}  // namespace

ForwardConvSpec Conv2DSpec() { return ConvWithPadModes(4, "NHWC"); }

ForwardConvSpec Conv3DSpec() { return ConvWithPadModes(5, "NDHWC"); }

ForwardConvSpec DepthwiseConv2DSpec() {
  ForwardConvSpec spec;
  spec.rank = 4;
  spec.default_data_format = "NHWC";
  spec.attr_strides = 0;
  spec.attr_dilations = 1;
  spec.attr_pads = 2;
  spec.attr_groups = kNoAttr;
  spec.attr_data_format = 3;
  spec.depthwise = true;
  return spec;
}

bool ReadPadModeAttrs(const gert::ExtendedKernelContext* context, size_t padding_index, size_t auto_pad_index,
                      PadMode* mode) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* padding = GetStrAttr(attrs, padding_index, "");
  const char* auto_pad = GetStrAttr(attrs, auto_pad_index, "NOTSET");
  if (ReadPadMode(padding, auto_pad, mode)) return true;
  OPPKIT_OP_LOGE(context,
                 "attr padding '%s' / auto_pad '%s': padding is SAME, VALID or empty, auto_pad SAME_UPPER, "
                 "SAME_LOWER, VALID or NOTSET",
                 padding, auto_pad);
  return false;
}

bool ResolveConvLayouts(const gert::ExtendedKernelContext* context, size_t rank, size_t attr_data_format,
                        const char* default_data_format, size_t input_x, size_t input_filter, ConvLayouts* out) {
  const char* data_format_attr = GetStrAttr(context->GetAttrs(), attr_data_format, default_data_format);
  out->data_format = DataFormatFromAttr(data_format_attr, rank);
  if (out->data_format == ge::FORMAT_RESERVED) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be %s", data_format_attr,
                   rank == 4 ? "NCHW or NHWC" : "NCDHW or NDHWC");
    return false;
  }
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(input_x);
  if (x_desc != nullptr && IsDataLayout(x_desc->GetOriginFormat(), rank) &&
      x_desc->GetOriginFormat() != out->data_format) {
    OPPKIT_OP_LOGE(context, "input x has format %s but attr data_format is %s",
                   ge::GetFormatName(x_desc->GetOriginFormat()), data_format_attr);
    return false;
  }
  out->filter_format = DefaultFilterFormat(out->data_format);
  const gert::CompileTimeTensorDesc* filter_desc = context->GetInputDesc(input_filter);
  if (filter_desc != nullptr && !IsUnsetFormat(filter_desc->GetOriginFormat())) {
    out->filter_format = filter_desc->GetOriginFormat();
  }
  LayoutOf(out->data_format, &out->x);
  if (!LayoutOf(out->filter_format, &out->filter) || out->filter.rank != rank) {
    OPPKIT_OP_LOGE(context, "input filter has format %s; %s expected", ge::GetFormatName(out->filter_format),
                   rank == 4 ? "NCHW, NHWC or HWCN" : "NCDHW, NDHWC or DHWCN");
    return false;
  }
  return true;
}

namespace {

// Reads and checks the window attrs of \p spec: strides and dilations in x's layout, pads per spatial axis (before,
// after; zero for a VALID or SAME mode), groups, and whether a SAME mode makes So = ceil(S / stride). The caller's
// arrays hold them (plain local arrays keep the list copies vectorized); logs and returns false on a bad attr.
bool ReadForwardWindow(const gert::ExtendedKernelContext* context, const ForwardConvSpec& spec, const Layout& x_layout,
                       ge::Format data_format, int64_t strides[kMaxRank], int64_t dilations[kMaxRank],
                       int64_t pads[2 * kMaxSpatial], int64_t* groups, bool* same) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const size_t rank = spec.rank;
  const size_t num_spatial = rank - 2;
  for (size_t i = 0; i < rank; ++i) dilations[i] = 1;
  if (!ReadList(GetListIntAttr(attrs, spec.attr_strides), rank, strides)) {
    OPPKIT_OP_LOGE(context, "attr strides must have %zu values", rank);
    return false;
  }
  if (!ReadList(GetListIntAttr(attrs, spec.attr_pads), 2 * num_spatial, pads)) {
    OPPKIT_OP_LOGE(context, "attr pads must have %zu values (before and after each spatial dim)", 2 * num_spatial);
    return false;
  }
  const gert::TypedContinuousVector<int64_t>* dilation_list = GetListIntAttr(attrs, spec.attr_dilations);
  if (dilation_list != nullptr && !ReadList(dilation_list, rank, dilations)) {
    OPPKIT_OP_LOGE(context, "attr dilations must have %zu values", rank);
    return false;
  }
  *groups = spec.attr_groups == kNoAttr ? 1 : GetIntAttr(attrs, spec.attr_groups, 1);
  if (*groups < 1) {
    OPPKIT_OP_LOGE(context, "attr groups %lld must be >= 1", static_cast<long long>(*groups));
    return false;
  }
  if (!CheckWindowList(context, "strides", strides, x_layout, data_format) ||
      !CheckWindowList(context, "dilations", dilations, x_layout, data_format)) {
    return false;
  }
  PadMode pad_mode = PadMode::kExplicit;
  if (spec.attr_auto_pad != kNoAttr && !ReadPadModeAttrs(context, spec.attr_padding, spec.attr_auto_pad, &pad_mode)) {
    return false;
  }
  for (size_t i = 0; i < 2 * num_spatial && pad_mode == PadMode::kExplicit; ++i) {
    if (pads[i] < 0) {
      OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(pads[i]));
      return false;
    }
  }
  if (pad_mode != PadMode::kExplicit) std::fill(pads, pads + 2 * num_spatial, 0);
  *same = IsSamePadMode(pad_mode);
  return true;
}

// The channel dims of x and the filter, the inputs of OutputChannels().
struct ChannelDims {
  int64_t c;    // x's C
  int64_t f_n;  // the filter's N (output channels, or the channel multiplier of a depthwise convolution)
  int64_t f_c;  // the filter's C
};

// y's C from the channel dims, the groups and the optional bias (Note [Forward convolution shapes]); logs and
// returns false when they contradict each other.
bool OutputChannels(const gert::InferShapeContext* context, const ForwardConvSpec& spec, const gert::Shape& x,
                    const gert::Shape& filter, ge::Format filter_format, const ChannelDims& ch, int64_t groups,
                    int64_t* c_out) {
  const int64_t c = ch.c;
  const int64_t f_n = ch.f_n;
  const int64_t f_c = ch.f_c;
  *c_out = ge::UNKNOWN_DIM;
  if (spec.depthwise) {
    if (!IsUnknownDim(c) && !IsUnknownDim(f_c) && c != f_c) {
      OPPKIT_OP_LOGE(context, "input x channel %lld != filter channel %lld (x %s, filter %s as %s)",
                     static_cast<long long>(c), static_cast<long long>(f_c), ShapeToString(x).c_str(),
                     ShapeToString(filter).c_str(), ge::GetFormatName(filter_format));
      return false;
    }
    int64_t channels = 0;
    MergeDim(c, f_c, &channels);
    if (!IsUnknownDim(channels) && !IsUnknownDim(f_n) && __builtin_mul_overflow(channels, f_n, c_out)) {
      OPPKIT_OP_LOGE(context, "output channels %lld * %lld overflow", static_cast<long long>(channels),
                     static_cast<long long>(f_n));
      return false;
    }
    if (channels == 0 || f_n == 0) *c_out = 0;
  } else {
    *c_out = f_n;
    if (!IsUnknownDim(c) && c % groups != 0) {
      OPPKIT_OP_LOGE(context, "input x channel %lld is not a multiple of groups %lld", static_cast<long long>(c),
                     static_cast<long long>(groups));
      return false;
    }
    if (!IsUnknownDim(c) && !IsUnknownDim(f_c) && c != f_c * groups) {
      OPPKIT_OP_LOGE(context, "input x channel %lld != filter channel %lld * groups %lld (x %s, filter %s as %s)",
                     static_cast<long long>(c), static_cast<long long>(f_c), static_cast<long long>(groups),
                     ShapeToString(x).c_str(), ShapeToString(filter).c_str(), ge::GetFormatName(filter_format));
      return false;
    }
  }
  const gert::Shape* bias = context->GetOptionalInputShape(kInputBias);
  if (bias != nullptr && !IsUnknownRank(*bias)) {
    if (bias->GetDimNum() != 1 || !MergeDim(*c_out, bias->GetDim(0), c_out)) {
      OPPKIT_OP_LOGE(context, "input bias %s must be [%lld] (the output channels)", ShapeToString(*bias).c_str(),
                     static_cast<long long>(*c_out));
      return false;
    }
  }
  if (!spec.depthwise && !IsUnknownDim(*c_out) && *c_out % groups != 0) {
    OPPKIT_OP_LOGE(context, "output channels %lld are not a multiple of groups %lld", static_cast<long long>(*c_out),
                   static_cast<long long>(groups));
    return false;
  }
  return true;
}

}  // namespace

bool ReadConvSymbolInputs(gert::InferSymbolShapeContext* context, size_t rank, size_t attr_data_format,
                          const char* default_data_format, size_t input_x, size_t input_filter, ConvSymbolInputs* out) {
  out->x = context->GetInputSymbolShape(input_x);
  out->filter = context->GetInputSymbolShape(input_filter);
  out->y = context->GetOutputSymbolShape(0);
  if (out->x == nullptr || out->filter == nullptr || out->y == nullptr || out->x->GetDimNum() != rank ||
      out->filter->GetDimNum() != rank) {
    OPPKIT_OP_LOGE(context, "x and filter must have symbolic shapes of rank %zu", rank);
    return false;
  }
  return ResolveConvLayouts(context, rank, attr_data_format, default_data_format, input_x, input_filter,
                            &out->layouts);
}

ge::graphStatus InferForwardConvSymbolShape(gert::InferSymbolShapeContext* context, const ForwardConvSpec& spec) {
  const size_t rank = spec.rank;
  ConvSymbolInputs inputs;
  if (!ReadConvSymbolInputs(context, rank, spec.attr_data_format, spec.default_data_format, kInputX, kInputFilter,
                            &inputs)) {
    return ge::GRAPH_FAILED;
  }
  const ConvLayouts& layouts = inputs.layouts;
  const gert::SymbolShape* x = inputs.x;
  const gert::SymbolShape* filter = inputs.filter;
  gert::SymbolShape* y = inputs.y;
  int64_t strides[kMaxRank];
  int64_t dilations[kMaxRank];
  int64_t pads[2 * kMaxSpatial];
  int64_t groups = 1;
  bool same = false;
  if (!ReadForwardWindow(context, spec, layouts.x, layouts.data_format, strides, dilations, pads, &groups, &same)) {
    return ge::GRAPH_FAILED;
  }
  // Note [Forward convolution shapes], with formulas: y's C from the filter, each spatial size from the window.
  const std::vector<ge::Expression>& in = x->GetDims();
  const std::vector<ge::Expression>& f = filter->GetDims();
  std::vector<ge::Expression> out = in;
  out[layouts.x.c] = spec.depthwise ? in[layouts.x.c] * f[layouts.filter.n] : f[layouts.filter.n];
  for (size_t s = 0; s < rank - 2; ++s) {
    const size_t a = layouts.x.spatial[s];
    const ge::Expression stride = ge::Symbol(strides[a]);
    if (same) {
      out[a] = ge::sym::CeilDiv(in[a], stride);
      continue;
    }
    const ge::Expression kernel = ge::Symbol(dilations[a]) * (f[layouts.filter.spatial[s]] - ge::Symbol(1)) +
                                  ge::Symbol(1);
    out[a] = ge::sym::Div(in[a] + ge::Symbol(pads[2 * s] + pads[2 * s + 1]) - kernel, stride) + ge::Symbol(1);
  }
  y->MutableDims() = std::move(out);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferForwardConvShape(gert::InferShapeContext* context, const ForwardConvSpec& spec) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* filter = context->GetInputShape(kInputFilter);
  gert::Shape* y = context->GetOutputShape(kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, filter);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const size_t rank = spec.rank;
  const size_t num_spatial = rank - 2;

  ConvLayouts layouts;
  if (!ResolveConvLayouts(context, rank, spec.attr_data_format, spec.default_data_format, kInputX, kInputFilter,
                          &layouts)) {
    return ge::GRAPH_FAILED;
  }
  const Layout& x_layout = layouts.x;
  int64_t strides[kMaxRank];
  int64_t dilations[kMaxRank];
  int64_t pads[2 * kMaxSpatial];
  int64_t groups = 1;
  bool same = false;
  if (!ReadForwardWindow(context, spec, x_layout, layouts.data_format, strides, dilations, pads, &groups, &same)) {
    return ge::GRAPH_FAILED;
  }

  // Shapes.
  int64_t n = 0;
  ChannelDims ch{0, 0, 0};
  int64_t in_spatial[kMaxSpatial];
  int64_t kernel[kMaxSpatial];
  if (!ReadDims(context, "x", *x, x_layout, &n, &ch.c, in_spatial) ||
      !ReadDims(context, "filter", *filter, layouts.filter, &ch.f_n, &ch.f_c, kernel)) {
    return ge::GRAPH_FAILED;
  }
  for (size_t i = 0; i < num_spatial; ++i) {
    if (kernel[i] == 0) {
      OPPKIT_OP_LOGE(context, "input filter %s has an empty kernel", ShapeToString(*filter).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  int64_t c_out = ge::UNKNOWN_DIM;
  if (!OutputChannels(context, spec, *x, *filter, layouts.filter_format, ch, groups, &c_out)) {
    return ge::GRAPH_FAILED;
  }
  int64_t out_spatial[kMaxSpatial];
  for (size_t i = 0; i < num_spatial; ++i) {
    const size_t pos = x_layout.spatial[i];
    if (same) {
      out_spatial[i] = SameOutputDim(in_spatial[i], strides[pos]);
      continue;
    }
    const Window window{strides[pos], dilations[pos], pads[2 * i], pads[2 * i + 1]};
    if (!ForwardOutputDim(in_spatial[i], kernel[i], window, &out_spatial[i])) {
      OPPKIT_OP_LOGE(context, "input x %s with pads %s is smaller than the dilated kernel of filter %s (dilations %s)",
                     ShapeToString(*x).c_str(), ListToString(pads, 2 * num_spatial).c_str(),
                     ShapeToString(*filter).c_str(), ListToString(dilations, rank).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  y->SetDimNum(rank);
  (*y)[x_layout.n] = n;
  (*y)[x_layout.c] = c_out;
  for (size_t i = 0; i < num_spatial; ++i) (*y)[x_layout.spatial[i]] = out_spatial[i];
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferForwardConvFormat(gert::InferFormatContext* context, const ForwardConvSpec& spec, size_t input_x,
                                       size_t input_filter) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const char* data_format_attr = GetStrAttr(context->GetAttrs(), spec.attr_data_format, spec.default_data_format);
  const ge::Format data_format = DataFormatFromAttr(data_format_attr, spec.rank);
  if (data_format == ge::FORMAT_RESERVED) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be %s", data_format_attr,
                   spec.rank == 4 ? "NCHW or NHWC" : "NCDHW or NDHWC");
    return ge::GRAPH_FAILED;
  }
  gert::StorageFormat* x = context->GetRequiredInputFormat(input_x);
  gert::StorageFormat* filter = context->GetRequiredInputFormat(input_filter);
  gert::StorageFormat* y = context->GetOutputFormat(kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, filter);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (IsDataLayout(x->GetOriginFormat(), spec.rank) && x->GetOriginFormat() != data_format) {
    OPPKIT_OP_LOGE(context, "input x has format %s but attr data_format is %s", ge::GetFormatName(x->GetOriginFormat()),
                   data_format_attr);
    return ge::GRAPH_FAILED;
  }
  if (IsUnsetFormat(x->GetOriginFormat())) SetLayout(x, data_format);
  if (IsUnsetFormat(filter->GetOriginFormat())) SetLayout(filter, DefaultFilterFormat(data_format));
  SetLayout(y, data_format);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops::conv
