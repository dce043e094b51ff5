// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv2D TilingParse and Tiling.
//
// Note [Conv2D tiling]
// Conv2D runs on the cube cores; its work is split over N and the output rows Ho:
//  * Shapes: the origin shapes of x, filter and y in the layouts of Note [Convolution layouts] (x and y in
//    data_format, the filter in its origin format or the default one); a private storage format (NC1HWC0,
//    FRACTAL_Z) changes how the kernel reads them, not the work. Every dim must be known (-1 is an error), and y
//    must be the shape Note [Forward convolution shapes] gives for x, the filter and the attrs. bias and offset_w do
//    not change the plan (the bias is added per output channel as y leaves L0C).
//  * Key: Conv2DTilingKey(dtype class of x: fp16/bf16 1, fp32 2, int8 3; groups > 1; stride_h or stride_w != 1).
//  * Cores: the units are y's rows over N and Ho (u = n * Ho + oh). SplitEvenly(N * Ho, AI cores, g) with
//    g = ceil(16 / Wo) rows, so a core computes at least one 16-pixel cube fractal of M per image row group; block
//    dim = block_num <= AI cores. An empty y (N == 0) still runs one (idle) block.
//  * L1: half of L1 holds the input of one tile (the other half streams filter blocks to L0B). A tile is at most
//    ho_tile rows of one image by wo_tile columns; it reads hi_tile = min((ho_tile - 1) * stride_h +
//    (kh - 1) * dilation_h + 1, H) input rows (pads are not stored) and likewise wi_tile columns, of all channels of
//    one group, padded to C0 = 32 bytes of x's dtype (16 fp16, 8 fp32, 32 int8). ho_tile is the most rows whose
//    input fits with full-width rows (capped by Ho and the rows of a core); when not even one output row does,
//    ho_tile is 1 and wo_tile the most columns that fit; a single output pixel that does not fit is an error.
//  * Atomic clean is off (each y element is written by one core); one workspace, the library's system workspace.
#include "nn/conv2d/conv2d_tiling.h"

#include <algorithm>

#include "common/attr_utils.h"
#include "common/compile_info.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "nn/conv2d/conv2d_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kDims = 4;
constexpr int64_t kFractal = 16;  // M rows of one cube fractal

struct Dims4 {
  int64_t n, c, h, w;
};

Dims4 Read4(const gert::Shape& shape, const conv::Layout& p) {
  return {shape.GetDim(p.n), shape.GetDim(p.c), shape.GetDim(p.spatial[0]), shape.GetDim(p.spatial[1])};
}

bool ReadList4(const gert::TypedContinuousVector<int64_t>* list, int64_t values[kDims]) {
  if (list == nullptr || list->GetSize() != kDims) return false;
  std::copy(list->GetData(), list->GetData() + kDims, values);
  return true;
}

bool DtypeClass(ge::DataType dtype, Conv2DDtypeClass* out) {
  switch (dtype) {
    case ge::DT_FLOAT16:
    case ge::DT_BF16:
      *out = kConv2DHalf;
      return true;
    case ge::DT_FLOAT:
      *out = kConv2DFloat;
      return true;
    case ge::DT_INT8:
      *out = kConv2DInt8;
      return true;
    default:
      return false;
  }
}

// Input pixels along one axis that `tile` consecutive outputs read, at most `in` (pads are not stored).
int64_t InputSpan(int64_t tile, int64_t stride, int64_t span, int64_t in) {
  return std::min((tile - 1) * stride + span, in);
}

// The most outputs along one axis whose input span fits `fit` input pixels (0 if not even one does).
int64_t OutputsFitting(int64_t fit, int64_t stride, int64_t span, int64_t in, int64_t out) {
  if (fit >= in) return out;
  if (fit < span) return 0;
  return std::min((fit - span) / stride + 1, out);
}

// TilingParse of Conv2D: the compile-info JSON object (may be empty) with the platform's resources, overridable by
// the shared keys. Fails on invalid JSON, a bad key, or no core count / UB size from either.
ge::graphStatus TilingParseForConv2D(gert::TilingParseContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  auto* info = context->GetCompiledInfo<Conv2DCompileInfo>();
  if (ParseResourcesCompileInfo(context, info == nullptr ? nullptr : &info->resources) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  if (info->resources.l1_size == 0) {
    OPPKIT_OP_LOGE(context, "no L1 size: the platform has none and the compile info gives none (key 'l1_size')");
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

// The layouts and window attrs of one Conv2D node; the pads of a SAME mode are resolved later, from the shapes.
struct Conv2DWindow {
  conv::Layout x_pos;
  conv::Layout f_pos;
  int64_t pads[kDims];  // [top, bottom, left, right]
  int64_t sh, sw, dh, dw;
  int64_t groups;
  conv2d::PadMode pad_mode;
};

// Reads the layouts and attrs (Note [Convolution layouts]) into *win; logs and returns false on a bad one.
bool ReadConv2DWindow(const gert::TilingContext* context, Conv2DWindow* win) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* data_format_attr = GetStrAttr(attrs, conv2d::kAttrDataFormat, conv2d::kDefaultDataFormat);
  const ge::Format data_format = conv::DataFormatFromAttr(data_format_attr, kDims);
  ge::Format filter_format = conv::DefaultFilterFormat(data_format);
  const gert::CompileTimeTensorDesc* filter_desc = context->GetInputDesc(conv2d::kInputFilter);
  if (filter_desc != nullptr && !conv::IsUnsetFormat(filter_desc->GetOriginFormat())) {
    filter_format = filter_desc->GetOriginFormat();
  }
  if (data_format == ge::FORMAT_RESERVED || !conv::LayoutOf(data_format, &win->x_pos) ||
      !conv::LayoutOf(filter_format, &win->f_pos) || win->f_pos.rank != kDims) {
    OPPKIT_OP_LOGE(context, "attr data_format '%s' must be NCHW or NHWC and input filter NCHW, NHWC or HWCN (is %s)",
                   data_format_attr, ge::GetFormatName(filter_format));
    return false;
  }
  int64_t strides[kDims];
  int64_t* pads = win->pads;
  int64_t dilations[kDims] = {1, 1, 1, 1};
  const gert::TypedContinuousVector<int64_t>* dilation_list = GetListIntAttr(attrs, conv2d::kAttrDilations);
  if (!ReadList4(GetListIntAttr(attrs, conv2d::kAttrStrides), strides) ||
      !ReadList4(GetListIntAttr(attrs, conv2d::kAttrPads), pads) ||
      (dilation_list != nullptr && !ReadList4(dilation_list, dilations))) {
    OPPKIT_OP_LOGE(context, "attrs strides, pads and dilations must have 4 values each");
    return false;
  }
  win->groups = GetIntAttr(attrs, conv2d::kAttrGroups, 1);
  win->sh = strides[win->x_pos.spatial[0]];
  win->sw = strides[win->x_pos.spatial[1]];
  win->dh = dilations[win->x_pos.spatial[0]];
  win->dw = dilations[win->x_pos.spatial[1]];
  win->pad_mode = conv2d::PadMode::kExplicit;
  if (!conv2d::ReadPadMode(GetStrAttr(attrs, conv2d::kAttrPadding, ""),
                           GetStrAttr(attrs, conv2d::kAttrAutoPad, "NOTSET"), &win->pad_mode)) {
    OPPKIT_OP_LOGE(context, "attrs padding / auto_pad: unknown padding mode");
    return false;
  }
  if (win->pad_mode != conv2d::PadMode::kExplicit) std::fill(pads, pads + kDims, 0);
  if (win->sh < 1 || win->sw < 1 || win->dh < 1 || win->dw < 1 || win->groups < 1 ||
      *std::min_element(pads, pads + kDims) < 0) {
    OPPKIT_OP_LOGE(context, "attrs: strides and dilations must be >= 1, pads >= 0 and groups >= 1");
    return false;
  }
  return true;
}

// One tile of the input in L1 (Note [Conv2D tiling], L1).
struct L1Tile {
  int64_t pixel_bytes;  // one input pixel: the channels of one group, C0-padded
  int64_t ho_tile, wo_tile;
  int64_t hi_tile, wi_tile;
};

// Plans the largest tile whose input fits half of L1: full-width rows if one output row fits, else the columns of
// one row; logs and returns false when not even one output pixel fits.
bool PlanL1Tile(const gert::TilingContext* context, const gert::Shape& x, const Dims4& in, const Dims4& f,
                const Dims4& out, const Conv2DWindow& win, int64_t bits, int64_t c0, uint64_t l1_size,
                int64_t rows_per_core, L1Tile* tile) {
  const int64_t span_h = (f.h - 1) * win.dh + 1;
  const int64_t span_w = (f.w - 1) * win.dw + 1;
  const int64_t budget = static_cast<int64_t>(l1_size / 2);
  const int64_t c_l1 = AlignUp(f.c, c0);  // channels of one group, C0-padded
  int64_t row_bytes = 0;
  if (__builtin_mul_overflow(c_l1, bits / 8, &tile->pixel_bytes) ||
      __builtin_mul_overflow(tile->pixel_bytes, in.w, &row_bytes)) {
    OPPKIT_OP_LOGE(context, "input x %s is too large to tile", ShapeToString(x).c_str());
    return false;
  }
  const int64_t row_cap = std::max<int64_t>(1, std::min(out.h, rows_per_core));
  tile->ho_tile =
      std::min(OutputsFitting(row_bytes == 0 ? in.h : budget / row_bytes, win.sh, span_h, in.h, out.h), row_cap);
  tile->wo_tile = out.w;
  if (tile->ho_tile == 0) {
    tile->ho_tile = 1;
    const int64_t column_bytes = tile->pixel_bytes * std::min(span_h, in.h);
    tile->wo_tile = OutputsFitting(budget / column_bytes, win.sw, span_w, in.w, out.w);
    if (tile->wo_tile == 0) {
      OPPKIT_OP_LOGE(context, "the input of one output pixel (%lld x %lld pixels of %lld channels) exceeds half of L1 "
                     "(%lld bytes)", static_cast<long long>(std::min(span_h, in.h)),
                     static_cast<long long>(std::min(span_w, in.w)), static_cast<long long>(c_l1),
                     static_cast<long long>(budget));
      return false;
    }
  }
  tile->hi_tile = InputSpan(tile->ho_tile, win.sh, span_h, in.h);
  tile->wi_tile = InputSpan(tile->wo_tile, win.sw, span_w, in.w);
  return true;
}

// Fills Conv2DTilingData from the plan (the field-by-field copy kept out of the planning).
void WriteConv2DTilingData(const Dims4& in, const Dims4& f, const Dims4& out, const Conv2DWindow& win, int64_t c0,
                           const BlockSplit& cores, const L1Tile& tile, Conv2DTilingData* data) {
  *data = Conv2DTilingData();
  data->n = in.n;
  data->c = in.c;
  data->h = in.h;
  data->w = in.w;
  data->cout = f.n;
  data->kh = f.h;
  data->kw = f.w;
  data->ho = out.h;
  data->wo = out.w;
  data->stride_h = win.sh;
  data->stride_w = win.sw;
  data->dilation_h = win.dh;
  data->dilation_w = win.dw;
  data->pad_top = win.pads[0];
  data->pad_bottom = win.pads[1];
  data->pad_left = win.pads[2];
  data->pad_right = win.pads[3];
  data->groups = win.groups;
  data->c0 = c0;
  data->total_rows = in.n * out.h;
  data->block_num = std::max<int64_t>(cores.block_num, 1);
  data->rows_per_core = cores.per_block;
  data->tail_core_rows = cores.tail;
  data->ho_tile = tile.ho_tile;
  data->hi_tile = tile.hi_tile;
  data->wo_tile = tile.wo_tile;
  data->wi_tile = tile.wi_tile;
  data->l1_input_bytes = tile.hi_tile * tile.wi_tile * tile.pixel_bytes;
}

// Tiling of Conv2D (Note [Conv2D tiling]).
ge::graphStatus TilingForConv2D(gert::TilingContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const auto* info = context->GetCompileInfo<Conv2DCompileInfo>();
  const gert::StorageShape* x_shapes = context->GetInputShape(conv2d::kInputX);
  const gert::StorageShape* filter_shapes = context->GetInputShape(conv2d::kInputFilter);
  const gert::StorageShape* y_shapes = context->GetOutputShape(conv2d::kOutputY);
  const gert::CompileTimeTensorDesc* x_desc = context->GetInputDesc(conv2d::kInputX);
  if (info == nullptr || x_shapes == nullptr || filter_shapes == nullptr || y_shapes == nullptr ||
      x_desc == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling context lacks the compile info, x, filter or y");
    return ge::GRAPH_FAILED;
  }
  const gert::Shape& x = x_shapes->GetOriginShape();
  const gert::Shape& filter = filter_shapes->GetOriginShape();
  const gert::Shape& y = y_shapes->GetOriginShape();
  if (!CheckKnownShape(context, "input x", x) || !CheckKnownShape(context, "input filter", filter) ||
      !CheckKnownShape(context, "output y", y)) {
    return ge::GRAPH_FAILED;
  }
  if (x.GetDimNum() != kDims || filter.GetDimNum() != kDims || y.GetDimNum() != kDims) {
    OPPKIT_OP_LOGE(context, "input x %s, input filter %s and output y %s must be 4-D", ShapeToString(x).c_str(),
                   ShapeToString(filter).c_str(), ShapeToString(y).c_str());
    return ge::GRAPH_FAILED;
  }
  Conv2DWindow win;
  if (!ReadConv2DWindow(context, &win)) return ge::GRAPH_FAILED;

  // Shapes (Note [Forward convolution shapes]).
  const Dims4 in = Read4(x, win.x_pos);
  const Dims4 f = Read4(filter, win.f_pos);  // n = Cout, c = C / groups, h = kh, w = kw
  const Dims4 out = Read4(y, win.x_pos);
  if (win.pad_mode == conv2d::PadMode::kSameUpper || win.pad_mode == conv2d::PadMode::kSameLower) {
    // Note [Conv2D padding modes]: the pads InferShape computed for these shapes.
    conv2d::SamePads(win.pad_mode, in.h, f.h, win.sh, win.dh, &win.pads[0], &win.pads[1]);
    conv2d::SamePads(win.pad_mode, in.w, f.w, win.sw, win.dw, &win.pads[2], &win.pads[3]);
  }
  const int64_t span_h = (f.h - 1) * win.dh + 1;
  const int64_t span_w = (f.w - 1) * win.dw + 1;
  const int64_t padded_h = in.h + win.pads[0] + win.pads[1];
  const int64_t padded_w = in.w + win.pads[2] + win.pads[3];
  if (f.h < 1 || f.w < 1 || in.c != f.c * win.groups || f.n % win.groups != 0 || padded_h < span_h ||
      padded_w < span_w || out.n != in.n || out.c != f.n || out.h != (padded_h - span_h) / win.sh + 1 ||
      out.w != (padded_w - span_w) / win.sw + 1) {
    OPPKIT_OP_LOGE(context, "output y %s is not the convolution of input x %s with input filter %s (groups %lld)",
                   ShapeToString(y).c_str(), ShapeToString(x).c_str(), ShapeToString(filter).c_str(),
                   static_cast<long long>(win.groups));
    return ge::GRAPH_FAILED;
  }
  Conv2DDtypeClass dtype_class = kConv2DHalf;
  if (!DtypeClass(x_desc->GetDataType(), &dtype_class)) {
    OPPKIT_OP_LOGE(context, "input x has dtype %s; Conv2D tiles fp16, bf16, fp32 and int8",
                   ge::GetDataTypeName(x_desc->GetDataType()));
    return ge::GRAPH_FAILED;
  }
  const int64_t bits = DataTypeBits(x_desc->GetDataType());
  const int64_t c0 = BlockElements(bits);

  // Cores: rows over N and Ho.
  const CoreResources& res = info->resources;
  const BlockSplit cores = SplitEvenly(in.n * out.h, res.core_num, CeilDiv(kFractal, out.w));

  // L1: the input of one tile in half of L1.
  L1Tile tile;
  if (!PlanL1Tile(context, x, in, f, out, win, bits, c0, res.l1_size, cores.per_block, &tile)) {
    return ge::GRAPH_FAILED;
  }

  auto* data = context->GetTilingData<Conv2DTilingData>();
  if (data == nullptr) {
    OPPKIT_OP_LOGE(context, "the tiling data buffer is smaller than Conv2DTilingData (%zu bytes)",
                   sizeof(Conv2DTilingData));
    return ge::GRAPH_FAILED;
  }
  WriteConv2DTilingData(in, f, out, win, c0, cores, tile, data);

  const uint64_t key = Conv2DTilingKey(dtype_class, win.groups > 1, win.sh != 1 || win.sw != 1);
  return SetTilingOutputs(context, key, static_cast<uint32_t>(data->block_num));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Conv2D)
    .TilingParse<oppkit::ops::Conv2DCompileInfo>(oppkit::ops::TilingParseForConv2D)
    .Tiling(oppkit::ops::TilingForConv2D, sizeof(oppkit::ops::Conv2DTilingData));
