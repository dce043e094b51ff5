// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2DTranspose InferShape: input_size (input 0) is declared data dependent.
//
// Note [Conv2DTranspose shapes]
// Layouts as in Note [Convolution layouts] (x and y in data_format, the filter in its own layout). The filter is
// that of the forward convolution y -> x: filter N = x channels, filter C * groups = y channels. y is the value of
// input_size (4 values, in data_format order, each >= 0), as in CANN. The value is checked against what is known:
//   y N == x N,  y C == filter C * groups (== bias length),  x C == filter N,  filter N % groups == 0
//   x S == floor((y S + pad_before + pad_after - (dilation * (K - 1) + 1) - output_padding) / stride) + 1
// (CANN's forward relation per spatial axis S in {H, W}; the numerator must be >= 0). Without the value (input_size
// not const) y is 4-D with N = x N, C = filter C * groups (or the bias length) and unknown H, W: for a stride > 1
// several y sizes give the same x, so only input_size can decide them (CANN leaves all four dims unknown).
// strides and dilations: N and C entries 1, spatial entries >= 1; output_padding: N and C entries 0, spatial
// entries >= 0; pads >= 0; groups >= 1.
//
// Note [Conv2DTranspose from ONNX]
// As in CANN, an input_size whose four values are all 0 is a placeholder: CANN's ONNX parser writes it, since the
// output size of an ONNX ConvTranspose follows from x and the attrs. y is then N = x N, C = filter C * groups and,
// per spatial axis, the private attr output_shape (its [H, W], when both are > 0), else for auto_pad SAME_UPPER /
// SAME_LOWER x S * stride, else stride * (x S - 1) + output_padding + dilation * (K - 1) + 1 - pad_before
// - pad_after (auto_pad VALID: no pads). A size that is not positive is an error; an unknown x dim or kernel gives
// an unknown dim. The private attrs padding, auto_pad and output_shape are CANN's (IMPL_OP PrivateAttr).
#include <cstdint>
#include <tuple>
#include <vector>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "nn/conv2d_transpose/conv2d_transpose_host.h"
#include "nn/conv_common.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputSize = 0;
constexpr size_t kInputX = 1;
constexpr size_t kInputFilter = 2;
constexpr size_t kInputBias = 3;
constexpr size_t kOutputY = 0;
constexpr size_t kAttrStrides = 0;
constexpr size_t kAttrPads = 1;
constexpr size_t kAttrDilations = 2;
constexpr size_t kAttrGroups = 3;
constexpr size_t kAttrDataFormat = 4;
constexpr size_t kAttrOutputPadding = 5;
// Private attrs, after the 7 IR attrs (the order of the PrivateAttr calls below).
constexpr size_t kAttrAutoPad = 8;
constexpr size_t kAttrOutputShape = 9;
constexpr size_t kRank = 4;
constexpr size_t kSpatial = 2;

// Reads a 4-entry ListInt attr into `values`; an absent optional attr keeps the defaults already there.
bool ReadList4(const gert::RuntimeAttrs* attrs, size_t index, bool required, int64_t values[kRank]) {
  const gert::TypedContinuousVector<int64_t>* list = GetListIntAttr(attrs, index);
  if (list == nullptr) return !required;
  if (list->GetSize() != kRank) return false;
  for (size_t i = 0; i < kRank; ++i) values[i] = list->GetData()[i];
  return true;
}

// x dims in the data layout / filter dims in the filter layout (all unknown for an unknown rank).
bool Dims4(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape,
           const conv::Layout& layout, int64_t dims[kRank]) {
  // dims: [N, C, H, W] in canonical order.
  if (IsUnknownRank(shape)) {
    for (size_t i = 0; i < kRank; ++i) dims[i] = ge::UNKNOWN_DIM;
    return true;
  }
  if (shape.GetDimNum() != kRank) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 4-D", name, ShapeToString(shape).c_str());
    return false;
  }
  dims[0] = shape.GetDim(layout.n);
  dims[1] = shape.GetDim(layout.c);
  dims[2] = shape.GetDim(layout.spatial[0]);
  dims[3] = shape.GetDim(layout.spatial[1]);
  return true;
}

// True if \p values are all 0 (the ONNX placeholder of Note [Conv2DTranspose from ONNX]).
bool IsPlaceholder(const IntValueView& values) {
  if (values.size() != kRank) return false;
  for (size_t i = 0; i < kRank; ++i) {
    if (values[i] != 0) return false;
  }
  return true;
}

// The spatial dims of y for the ONNX placeholder (Note [Conv2DTranspose from ONNX]); false with a message logged.
bool PlaceholderDims(gert::InferShapeContext* context, const int64_t xd[kRank], const int64_t fd[kRank],
                     const size_t hw[kSpatial], const int64_t strides[kRank], const int64_t pads[kRank],
                     const int64_t dilations[kRank], const int64_t output_padding[kRank], int64_t yd[kRank]) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* auto_pad = GetStrAttr(attrs, kAttrAutoPad, "NOTSET");
  conv::PadMode mode = conv::PadMode::kExplicit;
  if (!conv::ReadPadMode("", auto_pad, &mode)) {  // the ONNX mode only: CANN's parser writes no padding here
    OPPKIT_OP_LOGE(context, "attr auto_pad '%s' must be NOTSET, VALID, SAME_UPPER or SAME_LOWER", auto_pad);
    return false;
  }
  const gert::TypedContinuousVector<int64_t>* output_shape = GetListIntAttr(attrs, kAttrOutputShape);
  const bool given = output_shape != nullptr && output_shape->GetSize() >= kSpatial &&
                     output_shape->GetData()[0] > 0 && output_shape->GetData()[1] > 0;
  for (size_t s = 0; s < kSpatial; ++s) {
    const int64_t in = xd[2 + s];
    const int64_t kernel = fd[2 + s];
    const size_t pos = hw[s];
    int64_t out = ge::UNKNOWN_DIM;
    if (given) {
      out = output_shape->GetData()[s];
    } else if (mode == conv::PadMode::kSameUpper || mode == conv::PadMode::kSameLower) {
      if (!IsUnknownDim(in) && __builtin_mul_overflow(in, strides[pos], &out)) out = 0;  // reported below
    } else if (!IsUnknownDim(in) && !IsUnknownDim(kernel)) {
      const int64_t pad = mode == conv::PadMode::kValid ? 0 : pads[2 * s] + pads[2 * s + 1];
      const __int128 size = static_cast<__int128>(strides[pos]) * (in - 1) + output_padding[pos] +
                            static_cast<__int128>(dilations[pos]) * (kernel - 1) + 1 - pad;
      out = size > 0 && size <= INT64_MAX ? static_cast<int64_t>(size) : 0;
    }
    if (out == 0) {
      OPPKIT_OP_LOGE(context,
                     "input input_size is the all-zero placeholder, and the output size of axis %zu from x %lld, "
                     "kernel %lld, stride %lld, pads [%lld, %lld], dilation %lld, output_padding %lld is not "
                     "positive",
                     s, static_cast<long long>(in), static_cast<long long>(kernel),
                     static_cast<long long>(strides[pos]), static_cast<long long>(pads[2 * s]),
                     static_cast<long long>(pads[2 * s + 1]), static_cast<long long>(dilations[pos]),
                     static_cast<long long>(output_padding[pos]));
      return false;
    }
    yd[2 + s] = out;
  }
  return true;
}

}  // namespace

ge::graphStatus InferShapeForConv2DTranspose(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* input_size = context->GetInputShape(kInputSize);
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* filter = context->GetInputShape(kInputFilter);
  gert::Shape* y = context->GetOutputShape(kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, input_size);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, filter);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();

  // Layouts (Note [Convolution layouts]).
  const char* data_format_attr = GetStrAttr(attrs, kAttrDataFormat, "NHWC");
  const ge::Format data_format = conv::DataFormatFromAttr(data_format_attr, kRank);
  if (data_format == ge::FORMAT_RESERVED) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NCHW or NHWC", data_format_attr);
    return ge::GRAPH_FAILED;
  }
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(kInputX);
  if (x_desc != nullptr && conv::IsDataLayout(x_desc->GetOriginFormat(), kRank) &&
      x_desc->GetOriginFormat() != data_format) {
    OPPKIT_OP_LOGE(context, "input x has format %s but attr data_format is %s",
                   ge::GetFormatName(x_desc->GetOriginFormat()), data_format_attr);
    return ge::GRAPH_FAILED;
  }
  ge::Format filter_format = conv::DefaultFilterFormat(data_format);
  const gert::CompileTimeTensorDesc* filter_desc = context->GetInputDesc(kInputFilter);
  if (filter_desc != nullptr && !conv::IsUnsetFormat(filter_desc->GetOriginFormat())) {
    filter_format = filter_desc->GetOriginFormat();
  }
  conv::Layout x_layout;
  conv::Layout f_layout;
  conv::LayoutOf(data_format, &x_layout);
  if (!conv::LayoutOf(filter_format, &f_layout) || f_layout.rank != kRank) {
    OPPKIT_OP_LOGE(context, "input filter has format %s; NCHW, NHWC or HWCN expected",
                   ge::GetFormatName(filter_format));
    return ge::GRAPH_FAILED;
  }

  // Attrs.
  int64_t strides[kRank] = {0, 0, 0, 0};
  int64_t pads[kRank] = {0, 0, 0, 0};
  int64_t dilations[kRank] = {1, 1, 1, 1};
  int64_t output_padding[kRank] = {0, 0, 0, 0};
  if (!ReadList4(attrs, kAttrStrides, true, strides)) {
    OPPKIT_OP_LOGE(context, "attr strides must have 4 values");
    return ge::GRAPH_FAILED;
  }
  if (!ReadList4(attrs, kAttrPads, true, pads)) {
    OPPKIT_OP_LOGE(context, "attr pads must have 4 values [top, bottom, left, right]");
    return ge::GRAPH_FAILED;
  }
  if (!ReadList4(attrs, kAttrDilations, false, dilations)) {
    OPPKIT_OP_LOGE(context, "attr dilations must have 4 values");
    return ge::GRAPH_FAILED;
  }
  if (!ReadList4(attrs, kAttrOutputPadding, false, output_padding)) {
    OPPKIT_OP_LOGE(context, "attr output_padding must have 4 values");
    return ge::GRAPH_FAILED;
  }
  const int64_t groups = GetIntAttr(attrs, kAttrGroups, 1);
  if (groups < 1) {
    OPPKIT_OP_LOGE(context, "attr groups %lld must be >= 1", static_cast<long long>(groups));
    return ge::GRAPH_FAILED;
  }
  const size_t hw[kSpatial] = {x_layout.spatial[0], x_layout.spatial[1]};
  for (const auto& [name, values, lowest] :
       {std::make_tuple("strides", strides, int64_t{1}), std::make_tuple("dilations", dilations, int64_t{1}),
        std::make_tuple("output_padding", output_padding, int64_t{0})}) {
    const int64_t nc = lowest == 1 ? 1 : 0;
    if (values[x_layout.n] != nc || values[x_layout.c] != nc || values[hw[0]] < lowest || values[hw[1]] < lowest) {
      OPPKIT_OP_LOGE(context, "attr %s [%lld, %lld, %lld, %lld] (%s): N and C entries must be %lld, H and W >= %lld",
                     name, static_cast<long long>(values[0]), static_cast<long long>(values[1]),
                     static_cast<long long>(values[2]), static_cast<long long>(values[3]),
                     ge::GetFormatName(data_format), static_cast<long long>(nc), static_cast<long long>(lowest));
      return ge::GRAPH_FAILED;
    }
  }
  for (size_t i = 0; i < kRank; ++i) {
    if (pads[i] < 0) {
      OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(pads[i]));
      return ge::GRAPH_FAILED;
    }
  }

  // Shapes: canonical [N, C, H, W] of x and [N, C, kh, kw] of the filter.
  int64_t xd[kRank];
  int64_t fd[kRank];
  if (!Dims4(context, "x", *x, x_layout, xd) || !Dims4(context, "filter", *filter, f_layout, fd)) {
    return ge::GRAPH_FAILED;
  }
  if (fd[2] == 0 || fd[3] == 0) {
    OPPKIT_OP_LOGE(context, "input filter %s has an empty kernel", ShapeToString(*filter).c_str());
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownDim(xd[1]) && !IsUnknownDim(fd[0]) && xd[1] != fd[0]) {
    OPPKIT_OP_LOGE(context, "input x channel %lld != filter output channel %lld (x %s, filter %s as %s)",
                   static_cast<long long>(xd[1]), static_cast<long long>(fd[0]), ShapeToString(*x).c_str(),
                   ShapeToString(*filter).c_str(), ge::GetFormatName(filter_format));
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownDim(fd[0]) && fd[0] % groups != 0) {
    OPPKIT_OP_LOGE(context, "input filter %s: channel %lld is not a multiple of groups %lld",
                   ShapeToString(*filter).c_str(), static_cast<long long>(fd[0]), static_cast<long long>(groups));
    return ge::GRAPH_FAILED;
  }
  int64_t y_c = ge::UNKNOWN_DIM;
  if (!IsUnknownDim(fd[1]) && __builtin_mul_overflow(fd[1], groups, &y_c)) {
    OPPKIT_OP_LOGE(context, "filter channel %lld * groups %lld overflows", static_cast<long long>(fd[1]),
                   static_cast<long long>(groups));
    return ge::GRAPH_FAILED;
  }
  const gert::Shape* bias = context->GetOptionalInputShape(kInputBias);
  if (bias != nullptr && !IsUnknownRank(*bias)) {
    if (bias->GetDimNum() != 1 || !MergeDim(y_c, bias->GetDim(0), &y_c)) {
      OPPKIT_OP_LOGE(context, "input bias %s must be [%lld] (filter channel * groups)", ShapeToString(*bias).c_str(),
                     static_cast<long long>(y_c));
      return ge::GRAPH_FAILED;
    }
  }

  // input_size: a 1-D tensor of 4 values.
  if (!IsUnknownRank(*input_size) &&
      (input_size->GetDimNum() != 1 || (!IsUnknownDim(input_size->GetDim(0)) && input_size->GetDim(0) != 4))) {
    OPPKIT_OP_LOGE(context, "input input_size %s must be 1-D with 4 values", ShapeToString(*input_size).c_str());
    return ge::GRAPH_FAILED;
  }
  IntValueView values;
  int64_t yd[kRank] = {xd[0], y_c, ge::UNKNOWN_DIM, ge::UNKNOWN_DIM};
  switch (ReadIntValues(context->GetInputTensor(kInputSize), &values)) {
    case ValueState::kOk: {
      if (values.size() != kRank) {
        OPPKIT_OP_LOGE(context, "input input_size has %zu values, 4 expected", values.size());
        return ge::GRAPH_FAILED;
      }
      if (IsPlaceholder(values)) {  // Note [Conv2DTranspose from ONNX]
        if (!PlaceholderDims(context, xd, fd, hw, strides, pads, dilations, output_padding, yd)) {
          return ge::GRAPH_FAILED;
        }
        break;
      }
      const int64_t given[kRank] = {values[x_layout.n], values[x_layout.c], values[hw[0]], values[hw[1]]};
      const char* dim_names[kRank] = {"N", "C", "H", "W"};
      for (size_t i = 0; i < kRank; ++i) {
        if (given[i] < 0) {
          OPPKIT_OP_LOGE(context, "input input_size value %s = %lld must be >= 0", dim_names[i],
                         static_cast<long long>(given[i]));
          return ge::GRAPH_FAILED;
        }
      }
      if (!MergeDim(yd[0], given[0], &yd[0])) {
        OPPKIT_OP_LOGE(context, "input input_size N %lld != input x N %lld", static_cast<long long>(given[0]),
                       static_cast<long long>(xd[0]));
        return ge::GRAPH_FAILED;
      }
      if (!MergeDim(yd[1], given[1], &yd[1])) {
        OPPKIT_OP_LOGE(context, "input input_size C %lld != filter channel * groups (%lld)",
                       static_cast<long long>(given[1]), static_cast<long long>(y_c));
        return ge::GRAPH_FAILED;
      }
      for (size_t s = 0; s < kSpatial; ++s) {
        yd[2 + s] = given[2 + s];
        const int64_t in = xd[2 + s];
        const int64_t kernel = fd[2 + s];
        if (IsUnknownDim(in) || IsUnknownDim(kernel)) continue;
        // The forward relation x S = floor((y S + pads - dilated kernel - output_padding) / stride) + 1.
        const size_t pos = hw[s];
        // 128-bit so that no input_size value or attr can overflow it.
        const __int128 numerator = static_cast<__int128>(given[2 + s]) + pads[2 * s] + pads[2 * s + 1] -
                                   (static_cast<__int128>(dilations[pos]) * (kernel - 1) + 1) - output_padding[pos];
        if (numerator < 0 || numerator / strides[pos] + 1 != in) {
          OPPKIT_OP_LOGE(context,
                         "input input_size %s %lld does not match input x %s %lld (filter %s, stride %lld, pads "
                         "[%lld, %lld], dilation %lld, output_padding %lld)",
                         dim_names[2 + s], static_cast<long long>(given[2 + s]), dim_names[2 + s],
                         static_cast<long long>(in), ShapeToString(*filter).c_str(),
                         static_cast<long long>(strides[pos]), static_cast<long long>(pads[2 * s]),
                         static_cast<long long>(pads[2 * s + 1]), static_cast<long long>(dilations[pos]),
                         static_cast<long long>(output_padding[pos]));
          return ge::GRAPH_FAILED;
        }
      }
      break;
    }
    case ValueState::kNoValue:
      break;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input input_size must be int32 or int64");
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input input_size %s carries too few values", ShapeToString(*input_size).c_str());
      return ge::GRAPH_FAILED;
  }
  y->SetDimNum(kRank);
  (*y)[x_layout.n] = yd[0];
  (*y)[x_layout.c] = yd[1];
  (*y)[hw[0]] = yd[2];
  (*y)[hw[1]] = yd[3];
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(Conv2DTranspose)
    .InferShape(oppkit::ops::InferShapeForConv2DTranspose)
    .InputsDataDependency({0})
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET")
    .PrivateAttr("output_shape", std::vector<int64_t>{});
