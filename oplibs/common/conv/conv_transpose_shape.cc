// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferShape (and InferDataType) of the transposed convolutions, Conv2DTranspose and Conv3DTranspose
// (conv_common.h). Their prototypes differ only in rank: input_size, x, filter, bias, offset_w; attrs strides, pads,
// dilations, groups, data_format, output_padding, offset_x; the private attrs padding, auto_pad and output_shape after
// them.
//
// Note [Transposed convolution shapes]
// Layouts as in Note [Convolution layouts] (x and y in data_format, the filter in its own layout). The filter is
// that of the forward convolution y -> x: filter N = x channels, filter C * groups = y channels. y is the value of
// input_size (rank values, in data_format order, each >= 0), as in CANN. The value is checked against what is
// known:
//   y N == x N,  y C == filter C * groups (== bias length),  x C == filter N,  filter N % groups == 0
//   x S == floor((y S + pad_before + pad_after - (dilation * (K - 1) + 1) - output_padding) / stride) + 1
// (CANN's forward relation per spatial axis S: H, W, and D first for Conv3DTranspose; the numerator must be >= 0).
// Without the value (input_size not const) y has N = x N, C = filter C * groups (or the bias length) and unknown
// spatial dims: for a stride > 1 several y sizes give the same x, so only input_size can decide them (CANN leaves
// every dim unknown). strides and dilations: N and C entries 1, spatial entries >= 1; output_padding: N and C
// entries 0, spatial entries >= 0; pads (two per spatial axis: [top, bottom, left, right], or [head, tail, top,
// bottom, left, right]) >= 0; groups >= 1.
//
// Note [Conv2DTranspose from ONNX]
// As in CANN, an input_size whose values are all 0 is a placeholder: CANN's ONNX parser writes it, since the
// output size of an ONNX ConvTranspose follows from x and the attrs. y is then N = x N, C = filter C * groups and,
// per spatial axis, the private attr output_shape (its spatial entries, when all are > 0), else for auto_pad
// SAME_UPPER / SAME_LOWER x S * stride, else stride * (x S - 1) + output_padding + dilation * (K - 1) + 1
// - pad_before - pad_after (auto_pad VALID: no pads). A size that is not positive is an error; an unknown x dim or
// kernel gives an unknown dim. The private attrs padding, auto_pad and output_shape are CANN's (IMPL_OP
// PrivateAttr). Conv3DTranspose reads the placeholder the same way.
#include <algorithm>
#include <cstdint>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "common/array/array_symbolic.h"
#include "common/attr_utils.h"
#include "common/conv/conv_common.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"

namespace oppkit::ops::conv {
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
constexpr size_t kMaxRank = kMaxSpatial + 2;

// Names of the canonical dims [N, C, spatial...] for \p rank.
const char* DimName(size_t rank, size_t i) {
  static const char* const kNames4[] = {"N", "C", "H", "W"};
  static const char* const kNames5[] = {"N", "C", "D", "H", "W"};
  return rank == 4 ? kNames4[i] : kNames5[i];
}

// "[a, b, ...]" of \p count values.
std::string ListToString(const int64_t* values, size_t count) {
  std::string s = "[";
  for (size_t i = 0; i < count; ++i) s += (i == 0 ? "" : ", ") + std::to_string(values[i]);
  return s + "]";
}

// Reads a ListInt attr of \p count entries into `values`; an absent optional attr keeps the defaults already there.
bool ReadList(const gert::RuntimeAttrs* attrs, size_t index, bool required, size_t count, int64_t* values) {
  const gert::TypedContinuousVector<int64_t>* list = GetListIntAttr(attrs, index);
  if (list == nullptr) return !required;
  if (list->GetSize() != count) return false;
  for (size_t i = 0; i < count; ++i) values[i] = list->GetData()[i];
  return true;
}

// \p shape in canonical order [N, C, spatial...] through \p layout (all unknown for an unknown rank).
bool CanonicalDims(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape,
                   const Layout& layout, int64_t dims[kMaxRank]) {
  const size_t rank = layout.rank;
  if (IsUnknownRank(shape)) {
    for (size_t i = 0; i < rank; ++i) dims[i] = ge::UNKNOWN_DIM;
    return true;
  }
  if (shape.GetDimNum() != rank) {
    OPPKIT_OP_LOGE(context, "input %s %s must be %zu-D", name, ShapeToString(shape).c_str(), rank);
    return false;
  }
  dims[0] = shape.GetDim(layout.n);
  dims[1] = shape.GetDim(layout.c);
  for (size_t s = 0; s < layout.NumSpatial(); ++s) dims[2 + s] = shape.GetDim(layout.spatial[s]);
  return true;
}

// True if the \p rank values are all 0 (the ONNX placeholder of Note [Conv2DTranspose from ONNX]).
bool IsPlaceholder(const IntValueView& values, size_t rank) {
  if (values.size() != rank) return false;
  for (size_t i = 0; i < rank; ++i) {
    if (values[i] != 0) return false;
  }
  return true;
}

// What the shape rule reads of the attrs, by data-layout position (strides, dilations, output_padding) or by
// spatial axis (pads: two per axis).
struct TransposedAttrs {
  int64_t strides[kMaxRank] = {0, 0, 0, 0, 0};
  int64_t pads[2 * kMaxSpatial] = {0, 0, 0, 0, 0, 0};
  int64_t dilations[kMaxRank] = {1, 1, 1, 1, 1};
  int64_t output_padding[kMaxRank] = {0, 0, 0, 0, 0};
  int64_t groups = 1;
};

// How the ONNX placeholder sizes y (Note [Conv2DTranspose from ONNX]): the auto_pad mode, and the private attr
// output_shape's spatial sizes when it gives all of them (> 0), else null.
struct PlaceholderRule {
  PadMode mode = PadMode::kExplicit;
  const int64_t* output_shape = nullptr;
};

// Reads the PlaceholderRule of a node with \p spatial spatial axes; false with a message logged for an auto_pad
// neither ONNX mode knows.
bool ReadPlaceholderRule(const gert::ExtendedKernelContext* context, const TransposedConvSpec& spec, size_t spatial,
                         PlaceholderRule* rule) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* auto_pad = GetStrAttr(attrs, spec.attr_auto_pad, "NOTSET");
  if (!ReadPadMode("", auto_pad, &rule->mode)) {  // the ONNX mode only: CANN's parser writes no padding here
    OPPKIT_OP_LOGE(context, "attr auto_pad '%s' must be NOTSET, VALID, SAME_UPPER or SAME_LOWER", auto_pad);
    return false;
  }
  const gert::TypedContinuousVector<int64_t>* output_shape = GetListIntAttr(attrs, spec.attr_output_shape);
  bool given = output_shape != nullptr && output_shape->GetSize() >= spatial;
  for (size_t s = 0; given && s < spatial; ++s) given = output_shape->GetData()[s] > 0;
  rule->output_shape = given ? output_shape->GetData() : nullptr;
  return true;
}

// The spatial dims of y for the ONNX placeholder (Note [Conv2DTranspose from ONNX]); false with a message logged.
bool PlaceholderDims(gert::InferShapeContext* context, const TransposedConvSpec& spec, const Layout& layout,
                     const int64_t xd[kMaxRank], const int64_t fd[kMaxRank], const TransposedAttrs& a,
                     int64_t yd[kMaxRank]) {
  const size_t spatial = layout.NumSpatial();
  PlaceholderRule rule;
  if (!ReadPlaceholderRule(context, spec, spatial, &rule)) return false;
  const PadMode mode = rule.mode;
  for (size_t s = 0; s < spatial; ++s) {
    const int64_t in = xd[2 + s];
    const int64_t kernel = fd[2 + s];
    const size_t pos = layout.spatial[s];
    int64_t out = ge::UNKNOWN_DIM;
    if (rule.output_shape != nullptr) {
      out = rule.output_shape[s];
    } else if (IsSamePadMode(mode)) {
      if (!IsUnknownDim(in) && __builtin_mul_overflow(in, a.strides[pos], &out)) out = 0;  // reported below
    } else if (!IsUnknownDim(in) && !IsUnknownDim(kernel)) {
      const int64_t pad = mode == PadMode::kValid ? 0 : a.pads[2 * s] + a.pads[2 * s + 1];
      const __int128 size = static_cast<__int128>(a.strides[pos]) * (in - 1) + a.output_padding[pos] +
                            static_cast<__int128>(a.dilations[pos]) * (kernel - 1) + 1 - pad;
      out = size > 0 && size <= INT64_MAX ? static_cast<int64_t>(size) : 0;
    }
    if (out == 0) {
      OPPKIT_OP_LOGE(context,
                     "input input_size is the all-zero placeholder, and the output size of axis %zu from x %lld, "
                     "kernel %lld, stride %lld, pads [%lld, %lld], dilation %lld, output_padding %lld is not "
                     "positive",
                     s, static_cast<long long>(in), static_cast<long long>(kernel),
                     static_cast<long long>(a.strides[pos]), static_cast<long long>(a.pads[2 * s]),
                     static_cast<long long>(a.pads[2 * s + 1]), static_cast<long long>(a.dilations[pos]),
                     static_cast<long long>(a.output_padding[pos]));
      return false;
    }
    yd[2 + s] = out;
  }
  return true;
}

// Reads and checks the attrs for data layout \p layout; false with a message logged.
bool ReadTransposedAttrs(const gert::ExtendedKernelContext* context, const Layout& layout, ge::Format data_format,
                         TransposedAttrs* a) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const size_t rank = layout.rank;
  const size_t spatial = layout.NumSpatial();
  if (!ReadList(attrs, kAttrStrides, true, rank, a->strides)) {
    OPPKIT_OP_LOGE(context, "attr strides must have %zu values", rank);
    return false;
  }
  if (!ReadList(attrs, kAttrPads, true, 2 * spatial, a->pads)) {
    OPPKIT_OP_LOGE(context, "attr pads must have %zu values %s", 2 * spatial,
                   spatial == 2 ? "[top, bottom, left, right]" : "[head, tail, top, bottom, left, right]");
    return false;
  }
  if (!ReadList(attrs, kAttrDilations, false, rank, a->dilations)) {
    OPPKIT_OP_LOGE(context, "attr dilations must have %zu values", rank);
    return false;
  }
  if (!ReadList(attrs, kAttrOutputPadding, false, rank, a->output_padding)) {
    OPPKIT_OP_LOGE(context, "attr output_padding must have %zu values", rank);
    return false;
  }
  a->groups = GetIntAttr(attrs, kAttrGroups, 1);
  if (a->groups < 1) {
    OPPKIT_OP_LOGE(context, "attr groups %lld must be >= 1", static_cast<long long>(a->groups));
    return false;
  }
  for (const auto& [name, values, lowest] :
       {std::make_tuple("strides", a->strides, int64_t{1}), std::make_tuple("dilations", a->dilations, int64_t{1}),
        std::make_tuple("output_padding", a->output_padding, int64_t{0})}) {
    const int64_t nc = lowest == 1 ? 1 : 0;
    bool ok = values[layout.n] == nc && values[layout.c] == nc;
    for (size_t s = 0; s < spatial; ++s) ok = ok && values[layout.spatial[s]] >= lowest;
    if (!ok) {
      OPPKIT_OP_LOGE(context, "attr %s %s (%s): N and C entries must be %lld, %s >= %lld", name,
                     ListToString(values, rank).c_str(), ge::GetFormatName(data_format), static_cast<long long>(nc),
                     spatial == 2 ? "H and W" : "D, H and W", static_cast<long long>(lowest));
      return false;
    }
  }
  for (size_t i = 0; i < 2 * spatial; ++i) {
    if (a->pads[i] < 0) {
      OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(a->pads[i]));
      return false;
    }
  }
  return true;
}

// y from a known input_size value \p values (not the placeholder), checked against x, the filter and the attrs;
// false with a message logged.
bool GivenDims(gert::InferShapeContext* context, const Layout& layout, const IntValueView& values,
               const int64_t xd[kMaxRank], const int64_t fd[kMaxRank], int64_t y_c, const TransposedAttrs& a,
               const gert::Shape& filter, int64_t yd[kMaxRank]) {
  const size_t rank = layout.rank;
  const size_t spatial = layout.NumSpatial();
  int64_t given[kMaxRank] = {values[layout.n], values[layout.c], 0, 0, 0};
  for (size_t s = 0; s < spatial; ++s) given[2 + s] = values[layout.spatial[s]];
  for (size_t i = 0; i < rank; ++i) {
    if (given[i] < 0) {
      OPPKIT_OP_LOGE(context, "input input_size value %s = %lld must be >= 0", DimName(rank, i),
                     static_cast<long long>(given[i]));
      return false;
    }
  }
  if (!MergeDim(yd[0], given[0], &yd[0])) {
    OPPKIT_OP_LOGE(context, "input input_size N %lld != input x N %lld", static_cast<long long>(given[0]),
                   static_cast<long long>(xd[0]));
    return false;
  }
  if (!MergeDim(yd[1], given[1], &yd[1])) {
    OPPKIT_OP_LOGE(context, "input input_size C %lld != filter channel * groups (%lld)",
                   static_cast<long long>(given[1]), static_cast<long long>(y_c));
    return false;
  }
  for (size_t s = 0; s < spatial; ++s) {
    yd[2 + s] = given[2 + s];
    const int64_t in = xd[2 + s];
    const int64_t kernel = fd[2 + s];
    if (IsUnknownDim(in) || IsUnknownDim(kernel)) continue;
    // The forward relation x S = floor((y S + pads - dilated kernel - output_padding) / stride) + 1.
    const size_t pos = layout.spatial[s];
    // 128-bit so that no input_size value or attr can overflow it.
    const __int128 numerator = static_cast<__int128>(given[2 + s]) + a.pads[2 * s] + a.pads[2 * s + 1] -
                               (static_cast<__int128>(a.dilations[pos]) * (kernel - 1) + 1) - a.output_padding[pos];
    if (numerator < 0 || numerator / a.strides[pos] + 1 != in) {
      const char* dim = DimName(rank, 2 + s);
      OPPKIT_OP_LOGE(context,
                     "input input_size %s %lld does not match input x %s %lld (filter %s, stride %lld, pads "
                     "[%lld, %lld], dilation %lld, output_padding %lld)",
                     dim, static_cast<long long>(given[2 + s]), dim, static_cast<long long>(in),
                     ShapeToString(filter).c_str(), static_cast<long long>(a.strides[pos]),
                     static_cast<long long>(a.pads[2 * s]), static_cast<long long>(a.pads[2 * s + 1]),
                     static_cast<long long>(a.dilations[pos]), static_cast<long long>(a.output_padding[pos]));
      return false;
    }
  }
  return true;
}

// y's C (filter C * groups, or the bias length) after checking x's C against the filter's N and that against the
// groups; false with a message logged.
bool TransposedOutputChannels(const gert::InferShapeContext* context, const gert::Shape& x, const gert::Shape& filter,
                              ge::Format filter_format, const int64_t xd[kMaxRank], const int64_t fd[kMaxRank],
                              int64_t groups, int64_t* y_c) {
  if (!IsUnknownDim(xd[1]) && !IsUnknownDim(fd[0]) && xd[1] != fd[0]) {
    OPPKIT_OP_LOGE(context, "input x channel %lld != filter output channel %lld (x %s, filter %s as %s)",
                   static_cast<long long>(xd[1]), static_cast<long long>(fd[0]), ShapeToString(x).c_str(),
                   ShapeToString(filter).c_str(), ge::GetFormatName(filter_format));
    return false;
  }
  if (!IsUnknownDim(fd[0]) && fd[0] % groups != 0) {
    OPPKIT_OP_LOGE(context, "input filter %s: channel %lld is not a multiple of groups %lld",
                   ShapeToString(filter).c_str(), static_cast<long long>(fd[0]), static_cast<long long>(groups));
    return false;
  }
  *y_c = ge::UNKNOWN_DIM;
  if (!IsUnknownDim(fd[1]) && __builtin_mul_overflow(fd[1], groups, y_c)) {
    OPPKIT_OP_LOGE(context, "filter channel %lld * groups %lld overflows", static_cast<long long>(fd[1]),
                   static_cast<long long>(groups));
    return false;
  }
  const gert::Shape* bias = context->GetOptionalInputShape(kInputBias);
  if (bias != nullptr && !IsUnknownRank(*bias)) {
    if (bias->GetDimNum() != 1 || !MergeDim(*y_c, bias->GetDim(0), y_c)) {
      OPPKIT_OP_LOGE(context, "input bias %s must be [%lld] (filter channel * groups)", ShapeToString(*bias).c_str(),
                     static_cast<long long>(*y_c));
      return false;
    }
  }
  return true;
}

// y's dims from input_size (a 1-D tensor of rank values) into yd, which holds N and C: its value when known, a given
// size or the ONNX placeholder, else nothing more; false with a message logged.
bool InputSizeDims(gert::InferShapeContext* context, const TransposedConvSpec& spec, const gert::Shape& input_size,
                   const Layout& x_layout, const int64_t xd[kMaxRank], const int64_t fd[kMaxRank],
                   const TransposedAttrs& a, const gert::Shape& filter, int64_t yd[kMaxRank]) {
  const size_t rank = spec.rank;
  const int64_t size_count = input_size.GetDimNum() == 1 ? input_size.GetDim(0) : ge::UNKNOWN_DIM;
  if (!IsUnknownRank(input_size) &&
      (input_size.GetDimNum() != 1 || (!IsUnknownDim(size_count) && size_count != static_cast<int64_t>(rank)))) {
    OPPKIT_OP_LOGE(context, "input input_size %s must be 1-D with %zu values", ShapeToString(input_size).c_str(), rank);
    return false;
  }
  IntValueView values;
  switch (ReadIntValues(context->GetInputTensor(kInputSize), &values)) {
    case ValueState::kOk:
      if (values.size() != rank) {
        OPPKIT_OP_LOGE(context, "input input_size has %zu values, %zu expected", values.size(), rank);
        return false;
      }
      if (IsPlaceholder(values, rank)) {  // Note [Conv2DTranspose from ONNX]
        return PlaceholderDims(context, spec, x_layout, xd, fd, a, yd);
      }
      return GivenDims(context, x_layout, values, xd, fd, yd[1], a, filter, yd);
    case ValueState::kNoValue:
      return true;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input input_size must be int32 or int64");
      return false;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input input_size %s carries too few values", ShapeToString(input_size).c_str());
      return false;
  }
  return true;
}

// The spatial size of axis \p s of y for the ONNX placeholder under \p rule (Note [Conv2DTranspose from ONNX]) as a
// formula of x's size \p in and the kernel \p kernel.
ge::Expression PlaceholderSymbol(const PlaceholderRule& rule, const Layout& layout, size_t s, const ge::Expression& in,
                                 const ge::Expression& kernel, const TransposedAttrs& a) {
  const size_t pos = layout.spatial[s];
  const ge::Expression stride = ge::Symbol(a.strides[pos]);
  if (rule.output_shape != nullptr) return ge::Symbol(rule.output_shape[s]);
  if (IsSamePadMode(rule.mode)) return in * stride;
  const int64_t pad = rule.mode == PadMode::kValid ? 0 : a.pads[2 * s] + a.pads[2 * s + 1];
  return stride * (in - ge::Symbol(1)) + ge::Symbol(a.dilations[pos]) * (kernel - ge::Symbol(1)) +
         ge::Symbol(a.output_padding[pos] + 1 - pad);
}

}  // namespace

ge::graphStatus InferTransposedConvSymbolShape(gert::InferSymbolShapeContext* context, const TransposedConvSpec& spec) {
  const size_t rank = spec.rank;
  ConvSymbolInputs inputs;
  if (!ReadConvSymbolInputs(context, rank, kAttrDataFormat, spec.default_data_format, kInputX, kInputFilter,
                            &inputs)) {
    return ge::GRAPH_FAILED;
  }
  const ConvLayouts& layouts = inputs.layouts;
  const Layout& layout = layouts.x;
  TransposedAttrs a;
  if (!ReadTransposedAttrs(context, layout, layouts.data_format, &a)) return ge::GRAPH_FAILED;
  // y's spatial sizes come from input_size's values (Note [Transposed convolution shapes]): without them the rule
  // cannot say more than the InferShape does.
  const std::vector<ge::Expression>* input_size = InputSymbolicValues(context, kInputSize);
  if (input_size == nullptr || input_size->size() != rank) return ge::UNSUPPORTED;
  std::vector<int64_t> constants;
  const bool placeholder = ConstantValues(*input_size, &constants) &&
                           std::all_of(constants.begin(), constants.end(), [](int64_t v) { return v == 0; });
  const std::vector<ge::Expression>& xd = inputs.x->GetDims();
  const std::vector<ge::Expression>& fd = inputs.filter->GetDims();
  PlaceholderRule rule;
  if (placeholder && !ReadPlaceholderRule(context, spec, layout.NumSpatial(), &rule)) {
    return ge::UNSUPPORTED;  // the InferShape reports the attr
  }
  std::vector<ge::Expression> out(rank);
  out[layout.n] = xd[layout.n];
  out[layout.c] = fd[layouts.filter.c] * ge::Symbol(a.groups);
  for (size_t s = 0; s < layout.NumSpatial(); ++s) {
    const size_t pos = layout.spatial[s];
    out[pos] = placeholder ? PlaceholderSymbol(rule, layout, s, xd[pos], fd[layouts.filter.spatial[s]], a)
                           : (*input_size)[pos];
  }
  inputs.y->MutableDims() = std::move(out);
  return ge::GRAPH_SUCCESS;
}

TransposedConvSpec Conv3DTransposeSpec() {
  TransposedConvSpec spec;
  spec.rank = 5;
  spec.default_data_format = "NDHWC";
  return spec;
}

ge::graphStatus InferTransposedConvShape(gert::InferShapeContext* context, const TransposedConvSpec& spec) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* input_size = context->GetInputShape(kInputSize);
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* filter = context->GetInputShape(kInputFilter);
  gert::Shape* y = context->GetOutputShape(kOutputY);
  OPS_CHECK_NULL_WITH_CONTEXT(context, input_size);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, filter);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const size_t rank = spec.rank;
  ConvLayouts layouts;
  if (!ResolveConvLayouts(context, rank, kAttrDataFormat, spec.default_data_format, kInputX, kInputFilter, &layouts)) {
    return ge::GRAPH_FAILED;
  }
  const Layout& x_layout = layouts.x;
  TransposedAttrs a;
  if (!ReadTransposedAttrs(context, x_layout, layouts.data_format, &a)) return ge::GRAPH_FAILED;

  // Shapes: canonical [N, C, spatial...] of x and [N, C, kernel...] of the filter.
  int64_t xd[kMaxRank];
  int64_t fd[kMaxRank];
  if (!CanonicalDims(context, "x", *x, x_layout, xd) ||
      !CanonicalDims(context, "filter", *filter, layouts.filter, fd)) {
    return ge::GRAPH_FAILED;
  }
  for (size_t s = 0; s < x_layout.NumSpatial(); ++s) {
    if (fd[2 + s] == 0) {
      OPPKIT_OP_LOGE(context, "input filter %s has an empty kernel", ShapeToString(*filter).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  int64_t y_c = ge::UNKNOWN_DIM;
  if (!TransposedOutputChannels(context, *x, *filter, layouts.filter_format, xd, fd, a.groups, &y_c)) {
    return ge::GRAPH_FAILED;
  }
  int64_t yd[kMaxRank] = {xd[0], y_c, ge::UNKNOWN_DIM, ge::UNKNOWN_DIM, ge::UNKNOWN_DIM};
  if (!InputSizeDims(context, spec, *input_size, x_layout, xd, fd, a, *filter, yd)) return ge::GRAPH_FAILED;
  y->SetDimNum(rank);
  (*y)[x_layout.n] = yd[0];
  (*y)[x_layout.c] = yd[1];
  for (size_t s = 0; s < x_layout.NumSpatial(); ++s) (*y)[x_layout.spatial[s]] = yd[2 + s];
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferTransposedConvDataType(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x = context->GetInputDataType(kInputX);
  if (x == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "input x has no dtype");
    return ge::GRAPH_FAILED;
  }
  return context->SetOutputDataType(kOutputY, x == ge::DT_INT8 ? ge::DT_INT32 : x);
}

}  // namespace oppkit::ops::conv
