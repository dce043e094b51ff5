// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Pooling layout]
// x must be 4-D (an unknown rank counts as four unknown dims). As in CANN's pooling InferShape, the layout is x's
// origin format when that is NCHW or NHWC, and the data_format attr otherwise (an x without a layout, ND): the
// tensor format wins because the attr always has a value (its default) even when the framework did not set it.
// data_format itself must be NCHW or NHWC. ksize and strides are 4-element lists in that layout; their N and C
// entries must be 1 and the H and W entries >= 1. y keeps x's N and C.
//
// Note [Pooling shapes]
// Per spatial axis, with input size S, window K and stride T:
//   SAME:        ceil(S / T)                   (the pads are chosen so that every input element is covered)
//   VALID:       ceil((S - K + 1) / T)         (S >= K required: a window must fit)
//   CALCULATED:  floor((S + pb + pa - K) / T) + 1, pads = [top, bottom, left, right] >= 0 (MaxPoolV3/AvgPoolV2);
//                with ceil_mode the ceiling, minus one when the last window would start in the after-padding.
//                A result < 1 is an error.
//   global_pooling (MaxPoolV3/AvgPoolV2): H and W become 1 whatever the other attrs say.
// An unknown S gives an unknown output size.
#include "common/pooling/pool_common.h"

#include <cstring>
#include <utility>
#include <vector>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbol_checker.h"
#include "oppkit/op_check.h"

namespace oppkit::ops::pool {
namespace {

constexpr size_t kRank = 4;
constexpr size_t kAttrKsize = 0;
constexpr size_t kAttrStrides = 1;
constexpr size_t kAttrPadding = 2;  // padding (kTf) or padding_mode (kV3)
constexpr size_t kAttrPads = 3;     // kV3 only
constexpr size_t kTfAttrDataFormat = 3;
constexpr size_t kV3AttrDataFormat = 4;
constexpr size_t kAttrGlobalPooling = 5;
constexpr size_t kAttrCeilMode = 6;

struct Positions {
  size_t n;
  size_t c;
  size_t h;
  size_t w;
};

bool ReadList4(const gert::RuntimeAttrs* attrs, size_t index, int64_t values[kRank]) {
  const gert::TypedContinuousVector<int64_t>* list = GetListIntAttr(attrs, index);
  if (list == nullptr || list->GetSize() != kRank) return false;
  for (size_t i = 0; i < kRank; ++i) values[i] = list->GetData()[i];
  return true;
}

// Integer division rounding towards -infinity (b > 0).
int64_t FloorDiv(int64_t a, int64_t b) {
  const int64_t q = a / b;
  return (a % b != 0 && a < 0) ? q - 1 : q;
}

// The window attrs of a pooling node, by x's layout position (ksize, strides) or spatial axis (pads: before, after).
struct PoolWindow {
  int64_t ksize[kRank];
  int64_t strides[kRank];
  int64_t pads[kRank] = {0, 0, 0, 0};  // [top, bottom, left, right]; CALCULATED only
  const char* padding = nullptr;       // the padding (kTf) or padding_mode (kV3) value
  const char* padding_name = nullptr;  // its attr's name
  bool same = false;
  bool valid = false;
  bool ceil_mode = false;
};

// The layout of x (Note [Pooling layout]): x's origin format when NCHW or NHWC, else attr data_format; false with a
// message logged for a data_format that is neither.
bool ReadPoolLayout(const gert::ExtendedKernelContext* context, bool v3, ge::Format* layout) {
  const char* data_format_attr =
      GetStrAttr(context->GetAttrs(), v3 ? kV3AttrDataFormat : kTfAttrDataFormat, v3 ? "NCHW" : "NHWC");
  *layout = ge::FORMAT_RESERVED;
  if (std::strcmp(data_format_attr, "NCHW") == 0) *layout = ge::FORMAT_NCHW;
  if (std::strcmp(data_format_attr, "NHWC") == 0) *layout = ge::FORMAT_NHWC;
  if (*layout == ge::FORMAT_RESERVED) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NCHW or NHWC", data_format_attr);
    return false;
  }
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(0);
  if (x_desc != nullptr &&
      (x_desc->GetOriginFormat() == ge::FORMAT_NCHW || x_desc->GetOriginFormat() == ge::FORMAT_NHWC)) {
    *layout = x_desc->GetOriginFormat();
  }
  return true;
}

// Reads and checks ksize, strides, the padding mode, pads and ceil_mode into *win; false with a message logged.
bool ReadPoolWindow(const gert::ExtendedKernelContext* context, bool v3, const Positions& pos,
                    ge::Format layout, PoolWindow* win) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  if (!ReadList4(attrs, kAttrKsize, win->ksize)) {
    OPPKIT_OP_LOGE(context, "attr ksize must have 4 values");
    return false;
  }
  if (!ReadList4(attrs, kAttrStrides, win->strides)) {
    OPPKIT_OP_LOGE(context, "attr strides must have 4 values");
    return false;
  }
  for (const auto* list : {win->ksize, win->strides}) {
    if (list[pos.n] != 1 || list[pos.c] != 1 || list[pos.h] < 1 || list[pos.w] < 1) {
      OPPKIT_OP_LOGE(context, "attr %s [%lld, %lld, %lld, %lld] (%s): N and C entries must be 1, H and W >= 1",
                     list == win->ksize ? "ksize" : "strides", static_cast<long long>(list[0]),
                     static_cast<long long>(list[1]), static_cast<long long>(list[2]), static_cast<long long>(list[3]),
                     ge::GetFormatName(layout));
      return false;
    }
  }
  const char* padding = GetStrAttr(attrs, kAttrPadding, v3 ? "CALCULATED" : "");
  win->padding = padding;
  win->padding_name = v3 ? "padding_mode" : "padding";
  win->same = std::strcmp(padding, "SAME") == 0;
  win->valid = std::strcmp(padding, "VALID") == 0;
  const bool calculated = v3 && std::strcmp(padding, "CALCULATED") == 0;
  if (!win->same && !win->valid && !calculated) {
    OPPKIT_OP_LOGE(context, "attr %s '%s' must be %s", win->padding_name, padding,
                   v3 ? "CALCULATED, SAME or VALID" : "SAME or VALID");
    return false;
  }
  if (calculated) {
    if (!ReadList4(attrs, kAttrPads, win->pads)) {
      OPPKIT_OP_LOGE(context, "attr pads must have 4 values [top, bottom, left, right]");
      return false;
    }
    for (size_t i = 0; i < kRank; ++i) {
      if (win->pads[i] < 0) {
        OPPKIT_OP_LOGE(context, "attr pads[%zu] = %lld must be >= 0", i, static_cast<long long>(win->pads[i]));
        return false;
      }
    }
  }
  win->ceil_mode = v3 && GetBoolAttr(attrs, kAttrCeilMode, false);
  return true;
}

}  // namespace

bool CalculatedOutputDim(int64_t in, int64_t kernel, int64_t stride, int64_t pad_before, int64_t pad_after,
                         bool ceil_mode, int64_t* out) {
  int64_t span = 0;
  if (__builtin_add_overflow(in, pad_before, &span) || __builtin_add_overflow(span, pad_after, &span) ||
      __builtin_sub_overflow(span, kernel, &span) || (ceil_mode && __builtin_add_overflow(span, stride - 1, &span))) {
    return false;
  }
  int64_t size = FloorDiv(span, stride) + 1;
  if (ceil_mode && size > 0 && (size - 1) * stride >= in + pad_before) --size;
  if (size < 1) return false;
  *out = size;
  return true;
}

ge::graphStatus InferPoolShape(gert::InferShapeContext* context, PoolAttrs kind) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const bool v3 = kind == PoolAttrs::kV3;
  ge::Format layout = ge::FORMAT_RESERVED;
  if (!ReadPoolLayout(context, v3, &layout)) return ge::GRAPH_FAILED;
  const Positions pos = layout == ge::FORMAT_NCHW ? Positions{0, 1, 2, 3} : Positions{0, 3, 1, 2};

  // x.
  int64_t in[kRank] = {ge::UNKNOWN_DIM, ge::UNKNOWN_DIM, ge::UNKNOWN_DIM, ge::UNKNOWN_DIM};
  if (!IsUnknownRank(*x)) {
    if (x->GetDimNum() != kRank) {
      OPPKIT_OP_LOGE(context, "input x %s must be 4-D (%s)", ShapeToString(*x).c_str(), ge::GetFormatName(layout));
      return ge::GRAPH_FAILED;
    }
    for (size_t i = 0; i < kRank; ++i) in[i] = x->GetDim(i);
  }
  y->SetDimNum(kRank);
  for (size_t i = 0; i < kRank; ++i) (*y)[i] = in[i];
  if (v3 && GetBoolAttr(context->GetAttrs(), kAttrGlobalPooling, false)) {
    (*y)[pos.h] = 1;
    (*y)[pos.w] = 1;
    return ge::GRAPH_SUCCESS;
  }
  PoolWindow win;
  if (!ReadPoolWindow(context, v3, pos, layout, &win)) return ge::GRAPH_FAILED;
  const int64_t* ksize = win.ksize;
  const int64_t* strides = win.strides;
  const int64_t* pads = win.pads;

  // Spatial output sizes (Note [Pooling shapes]).
  const size_t axes[2] = {pos.h, pos.w};
  const char* axis_names[2] = {"H", "W"};
  for (size_t s = 0; s < 2; ++s) {
    const size_t a = axes[s];
    const int64_t size = in[a];
    if (IsUnknownDim(size)) continue;
    int64_t out = 0;
    bool ok = true;
    if (win.same) {
      out = size / strides[a] + (size % strides[a] != 0 ? 1 : 0);
    } else if (win.valid) {
      ok = size >= ksize[a];
      if (ok) out = (size - ksize[a]) / strides[a] + 1;
    } else {
      ok = CalculatedOutputDim(size, ksize[a], strides[a], pads[2 * s], pads[2 * s + 1], win.ceil_mode, &out);
    }
    if (!ok) {
      OPPKIT_OP_LOGE(context,
                     "input x %s: %s %lld with window %lld, stride %lld and pads [%lld, %lld] (%s %s) gives a "
                     "non-positive output size",
                     ShapeToString(*x).c_str(), axis_names[s], static_cast<long long>(size),
                     static_cast<long long>(ksize[a]), static_cast<long long>(strides[a]),
                     static_cast<long long>(pads[2 * s]), static_cast<long long>(pads[2 * s + 1]), win.padding_name,
                     win.padding);
      return ge::GRAPH_FAILED;
    }
    (*y)[a] = out;
  }
  return ge::GRAPH_SUCCESS;
}

ge::Expression PoolOutputSymbol(const ge::Expression& size, int64_t window, int64_t stride, int64_t pad_before,
                                int64_t pad_after, WindowPadding padding, bool ceil_mode) {
  const ge::Expression t = ge::Symbol(stride);
  const ge::Expression k = ge::Symbol(window);
  if (padding == WindowPadding::kSame) return ge::sym::CeilDiv(size, t);
  if (padding == WindowPadding::kValid) return ge::sym::Div(size - k, t) + ge::Symbol(1);
  const ge::Expression span = size + ge::Symbol(pad_before + pad_after) - k;
  ge::Expression dim = (ceil_mode ? ge::sym::CeilDiv(span, t) : ge::sym::Div(span, t)) + ge::Symbol(1);
  // With ceil_mode, the last window must start inside the input or its before-padding (PyTorch's rule).
  if (ceil_mode && !EXPECT_SYMBOL_LT((dim - ge::Symbol(1)) * t, size + ge::Symbol(pad_before))) {
    dim = dim - ge::Symbol(1);
  }
  return dim;
}

ge::graphStatus InferPoolSymbolShape(gert::InferSymbolShapeContext* context, PoolAttrs kind) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || y == nullptr || x->GetDimNum() != kRank) {
    OPPKIT_OP_LOGE(context, "input x must have a 4-D symbolic shape");
    return ge::GRAPH_FAILED;
  }
  const bool v3 = kind == PoolAttrs::kV3;
  ge::Format layout = ge::FORMAT_RESERVED;
  if (!ReadPoolLayout(context, v3, &layout)) return ge::GRAPH_FAILED;
  const Positions pos = layout == ge::FORMAT_NCHW ? Positions{0, 1, 2, 3} : Positions{0, 3, 1, 2};
  std::vector<ge::Expression> out = x->GetDims();
  if (v3 && GetBoolAttr(context->GetAttrs(), kAttrGlobalPooling, false)) {
    out[pos.h] = ge::Symbol(1);
    out[pos.w] = ge::Symbol(1);
    y->MutableDims() = std::move(out);
    return ge::GRAPH_SUCCESS;
  }
  PoolWindow win;
  if (!ReadPoolWindow(context, v3, pos, layout, &win)) return ge::GRAPH_FAILED;
  // Note [Pooling shapes], with formulas.
  const WindowPadding padding =
      win.same ? WindowPadding::kSame : (win.valid ? WindowPadding::kValid : WindowPadding::kCalculated);
  const size_t axes[2] = {pos.h, pos.w};
  for (size_t s = 0; s < 2; ++s) {
    const size_t a = axes[s];
    out[a] = PoolOutputSymbol(out[a], win.ksize[a], win.strides[a], win.pads[2 * s], win.pads[2 * s + 1], padding,
                              win.ceil_mode);
  }
  y->MutableDims() = std::move(out);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops::pool
