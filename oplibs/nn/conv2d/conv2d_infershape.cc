// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D InferShape.
//
// Note [Conv2D shapes]
// With the layouts of Note [Conv2D layouts], x is [N, C, H, W] and the filter [Cout, Cf, kh, kw] (in their own
// dim orders). strides and dilations have 4 entries in data-layout order, the N and C entries must be 1 and the H
// and W entries >= 1; pads are [top, bottom, left, right], each >= 0; groups >= 1. Then
//   C == Cf * groups, Cout % groups == 0                        (checked where known)
//   Ho = floor((H + top + bottom - dilation_h * (kh - 1) - 1) / stride_h) + 1    (Wo likewise)
// A padded input smaller than the dilated kernel is an error. y is [N, Cout, Ho, Wo] in the data layout. An
// unknown H or kh gives an unknown Ho; an x or filter of unknown rank has four unknown dims (y's rank is always 4).
// The optional bias must be 1-D [Cout]; it fixes an unknown Cout. offset_w/offset_x do not affect the shape. The
// private attrs padding / auto_pad replace the pads by VALID or SAME ones (Note [Conv2D padding modes]).
#include <algorithm>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/conv2d/conv2d_host.h"
#include "nn/conv2d/conv2d_layout.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using conv2d::DimPositions;

constexpr size_t kSpatialDims = 4;

// One spatial axis of the sliding window.
struct Window {
  int64_t stride;
  int64_t dilation;
  int64_t pad_before;
  int64_t pad_after;
};

// The N, C, H, W dims of a 4-D tensor (all unknown for an unknown rank).
bool Dims4(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape,
           const DimPositions& positions, int64_t* n, int64_t* c, int64_t* h, int64_t* w) {
  if (IsUnknownRank(shape)) {
    *n = *c = *h = *w = ge::UNKNOWN_DIM;
    return true;
  }
  if (shape.GetDimNum() != kSpatialDims) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 4-D", name, ShapeToString(shape).c_str());
    return false;
  }
  *n = shape.GetDim(positions.n);
  *c = shape.GetDim(positions.c);
  *h = shape.GetDim(positions.h);
  *w = shape.GetDim(positions.w);
  return true;
}

// Reads a 4-entry ListInt attr; false if it has another length.
bool ReadList4(const gert::TypedContinuousVector<int64_t>* list, int64_t values[kSpatialDims]) {
  if (list == nullptr || list->GetSize() != kSpatialDims) return false;
  const int64_t* data = list->GetData();
  for (size_t i = 0; i < kSpatialDims; ++i) values[i] = data[i];
  return true;
}

// The output size of one spatial axis; -1 if the input or kernel size is unknown. False if the padded input is
// smaller than the dilated kernel (or the arithmetic overflows).
bool OutputDim(int64_t in, int64_t kernel, const Window& window, int64_t* out) {
  if (IsUnknownDim(in) || IsUnknownDim(kernel)) {
    *out = ge::UNKNOWN_DIM;
    return true;
  }
  int64_t span = 0;
  int64_t padded = 0;
  if (__builtin_mul_overflow(window.dilation, kernel - 1, &span) || __builtin_add_overflow(span, 1, &span) ||
      __builtin_add_overflow(in, window.pad_before, &padded) ||
      __builtin_add_overflow(padded, window.pad_after, &padded) || padded < span) {
    return false;
  }
  *out = (padded - span) / window.stride + 1;
  return true;
}

}  // namespace

ge::graphStatus InferShapeForConv2D(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(conv2d::kInputX);
  const gert::Shape* filter = context->GetInputShape(conv2d::kInputFilter);
  gert::Shape* y = context->GetOutputShape(conv2d::kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, filter);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();

  // Layouts (Note [Conv2D layouts]).
  const char* data_format_attr = GetStrAttr(attrs, conv2d::kAttrDataFormat, conv2d::kDefaultDataFormat);
  const ge::Format attr_format = conv2d::DataFormatFromAttr(data_format_attr);
  if (attr_format == ge::FORMAT_RESERVED) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NCHW or NHWC", data_format_attr);
    return ge::GRAPH_FAILED;
  }
  const ge::Format data_format = attr_format;
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(conv2d::kInputX);
  if (x_desc != nullptr && conv2d::IsDataLayout(x_desc->GetOriginFormat()) &&
      x_desc->GetOriginFormat() != data_format) {
    OPPKIT_OP_LOGE(context, "input x has format %s but attr data_format is %s",
                   ge::GetFormatName(x_desc->GetOriginFormat()), data_format_attr);
    return ge::GRAPH_FAILED;
  }
  ge::Format filter_format = conv2d::DefaultFilterFormat(data_format);
  const gert::CompileTimeTensorDesc* filter_desc = context->GetInputDesc(conv2d::kInputFilter);
  if (filter_desc != nullptr && !conv2d::IsUnsetFormat(filter_desc->GetOriginFormat())) {
    filter_format = filter_desc->GetOriginFormat();
  }
  DimPositions x_pos{};
  DimPositions f_pos{};
  conv2d::PositionsOf(data_format, &x_pos);
  if (!conv2d::PositionsOf(filter_format, &f_pos)) {
    OPPKIT_OP_LOGE(context, "input filter has format %s; NCHW, NHWC or HWCN expected",
                   ge::GetFormatName(filter_format));
    return ge::GRAPH_FAILED;
  }

  // Attrs.
  int64_t strides[kSpatialDims];
  int64_t pads[kSpatialDims];
  int64_t dilations[kSpatialDims] = {1, 1, 1, 1};
  if (!ReadList4(GetListIntAttr(attrs, conv2d::kAttrStrides), strides)) {
    OPPKIT_OP_LOGE(context, "attr strides must have 4 values");
    return ge::GRAPH_FAILED;
  }
  if (!ReadList4(GetListIntAttr(attrs, conv2d::kAttrPads), pads)) {
    OPPKIT_OP_LOGE(context, "attr pads must have 4 values [top, bottom, left, right]");
    return ge::GRAPH_FAILED;
  }
  const gert::TypedContinuousVector<int64_t>* dilation_list = GetListIntAttr(attrs, conv2d::kAttrDilations);
  if (dilation_list != nullptr && !ReadList4(dilation_list, dilations)) {
    OPPKIT_OP_LOGE(context, "attr dilations must have 4 values");
    return ge::GRAPH_FAILED;
  }
  const int64_t groups = GetIntAttr(attrs, conv2d::kAttrGroups, 1);
  if (groups < 1) {
    OPPKIT_OP_LOGE(context, "attr groups %lld must be >= 1", static_cast<long long>(groups));
    return ge::GRAPH_FAILED;
  }
  if (strides[x_pos.n] != 1 || strides[x_pos.c] != 1 || strides[x_pos.h] < 1 || strides[x_pos.w] < 1) {
    OPPKIT_OP_LOGE(context, "attr strides [%lld, %lld, %lld, %lld] (%s): N and C must be 1, H and W >= 1",
                   static_cast<long long>(strides[0]), static_cast<long long>(strides[1]),
                   static_cast<long long>(strides[2]), static_cast<long long>(strides[3]),
                   ge::GetFormatName(data_format));
    return ge::GRAPH_FAILED;
  }
  if (dilations[x_pos.n] != 1 || dilations[x_pos.c] != 1 || dilations[x_pos.h] < 1 || dilations[x_pos.w] < 1) {
    OPPKIT_OP_LOGE(context, "attr dilations [%lld, %lld, %lld, %lld] (%s): N and C must be 1, H and W >= 1",
                   static_cast<long long>(dilations[0]), static_cast<long long>(dilations[1]),
                   static_cast<long long>(dilations[2]), static_cast<long long>(dilations[3]),
                   ge::GetFormatName(data_format));
    return ge::GRAPH_FAILED;
  }
  conv2d::PadMode pad_mode = conv2d::PadMode::kExplicit;
  if (!conv::ReadPadModeAttrs(context, conv2d::kAttrPadding, conv2d::kAttrAutoPad, &pad_mode)) {
    return ge::GRAPH_FAILED;
  }
  for (size_t i = 0; i < kSpatialDims && pad_mode == conv2d::PadMode::kExplicit; ++i) {
    if (pads[i] < 0) {
      OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(pads[i]));
      return ge::GRAPH_FAILED;
    }
  }
  if (pad_mode != conv2d::PadMode::kExplicit) std::fill(pads, pads + kSpatialDims, 0);

  // Shapes.
  int64_t n = 0, c = 0, h = 0, w = 0;
  int64_t c_out = 0, f_c = 0, kh = 0, kw = 0;
  if (!Dims4(context, "x", *x, x_pos, &n, &c, &h, &w) ||
      !Dims4(context, "filter", *filter, f_pos, &c_out, &f_c, &kh, &kw)) {
    return ge::GRAPH_FAILED;
  }
  if (kh == 0 || kw == 0) {
    OPPKIT_OP_LOGE(context, "input filter %s has an empty kernel", ShapeToString(*filter).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownDim(c) && c % groups != 0) {
    OPPKIT_OP_LOGE(context, "input x channel %lld is not a multiple of groups %lld", static_cast<long long>(c),
                   static_cast<long long>(groups));
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownDim(c) && !IsUnknownDim(f_c) && c != f_c * groups) {
    OPPKIT_OP_LOGE(context, "input x channel %lld != filter channel %lld * groups %lld (x %s, filter %s as %s)",
                   static_cast<long long>(c), static_cast<long long>(f_c), static_cast<long long>(groups),
                   ShapeToString(*x).c_str(), ShapeToString(*filter).c_str(), ge::GetFormatName(filter_format));
    return ge::GRAPH_FAILED;
  }
  const gert::Shape* bias = context->GetOptionalInputShape(conv2d::kInputBias);
  if (bias != nullptr && !IsUnknownRank(*bias)) {
    if (bias->GetDimNum() != 1 || !MergeDim(c_out, bias->GetDim(0), &c_out)) {
      OPPKIT_OP_LOGE(context, "input bias %s must be [%lld] (the filter's output channels)",
                     ShapeToString(*bias).c_str(), static_cast<long long>(c_out));
      return ge::GRAPH_FAILED;
    }
  }
  if (!IsUnknownDim(c_out) && c_out % groups != 0) {
    OPPKIT_OP_LOGE(context, "output channels %lld are not a multiple of groups %lld", static_cast<long long>(c_out),
                   static_cast<long long>(groups));
    return ge::GRAPH_FAILED;
  }
  const bool same = conv::IsSamePadMode(pad_mode);
  if (same) {  // Note [Conv2D padding modes]; unknown sizes keep zero pads (the output is then unknown too)
    if (!IsUnknownDim(h) && !IsUnknownDim(kh)) {
      conv2d::SamePads(pad_mode, h, kh, strides[x_pos.h], dilations[x_pos.h], &pads[0], &pads[1]);
    }
    if (!IsUnknownDim(w) && !IsUnknownDim(kw)) {
      conv2d::SamePads(pad_mode, w, kw, strides[x_pos.w], dilations[x_pos.w], &pads[2], &pads[3]);
    }
  }
  const Window window_h{strides[x_pos.h], dilations[x_pos.h], pads[0], pads[1]};
  const Window window_w{strides[x_pos.w], dilations[x_pos.w], pads[2], pads[3]};
  int64_t h_out = 0;
  int64_t w_out = 0;
  const bool fits = OutputDim(h, kh, window_h, &h_out) && OutputDim(w, kw, window_w, &w_out);
  if (same) {  // a known input size is enough
    h_out = conv::SameOutputDim(h, strides[x_pos.h]);
    w_out = conv::SameOutputDim(w, strides[x_pos.w]);
  }
  if (!fits && !same) {
    OPPKIT_OP_LOGE(context,
                   "input x %s with pads [%lld, %lld, %lld, %lld] is smaller than the dilated kernel of "
                   "filter %s",
                   ShapeToString(*x).c_str(), static_cast<long long>(pads[0]), static_cast<long long>(pads[1]),
                   static_cast<long long>(pads[2]), static_cast<long long>(pads[3]), ShapeToString(*filter).c_str());
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(kSpatialDims);
  (*y)[x_pos.n] = n;
  (*y)[x_pos.c] = c_out;
  (*y)[x_pos.h] = h_out;
  (*y)[x_pos.w] = w_out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

// The parsers' padding modes (Note [Conv2D padding modes]); kAttrPadding and kAttrAutoPad follow this order.
IMPL_OP(Conv2D)
    .InferShape(oppkit::ops::InferShapeForConv2D)
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET");
