// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData InferShape: plain-format permutations, and origin -> storage layouts through the SDK's transfer engine.
// y's dtype is src's (symbol "T").
//
// Note [TransData plain formats]
// A plain format names one axis per dim (NCHW, NHWC, HWCN, CHWN, NCDHW, NDHWC, DHWCN, DHWNC, NC, CN, ...; the names are
// taken from the `src_format` / `dst_format` attrs, with or without the "FORMAT_" prefix; the SDK's IsPlainLayout).
// Between two plain formats with the same letters the data is only permuted: dst[j] = src[index in src_format of
// dst_format[j]], and src's rank must be the number of letters. The same name on both sides, and ND on either side
// of a plain format, leave the shape unchanged. src of unknown rank gives an unknown rank for a permutation.
//
// Note [TransData storage formats]
// From a plain format (or ND) to a storage format (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...), dst is src's storage shape
// under the run-time rule of oppkit/format_transfer.h (the one engine every path uses: queries, and later the graph
// passes), with C0 from dst's C0 field or src's dtype, and FRACTAL_Z / FRACTAL_Z_3D groups from dst_subformat, else
// the `groups` attr, else a `:groups` suffix in dst_format. The reverse (storage -> plain) is not defined by the shape
// alone: C0 blocks pad C, so the origin C is lost. It fails naming both formats, as does a pair of two storage
// formats.
#include <string_view>

#include "array/trans_data/trans_data_formats.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/types.h"
#include "oppkit/format_transfer.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// True if b is a permutation of the letters of a.
bool SameLetters(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (char c : a) {
    if (b.find(c) == std::string::npos) return false;
  }
  return true;
}

// Note [TransData storage formats]: src (plain or ND) -> the storage format dst_format.
ge::graphStatus InferStorageShape(gert::InferShapeContext* context, const gert::Shape& src, gert::Shape* dst) {
  ge::Format src_format = ge::FORMAT_RESERVED;
  ge::Format dst_format = ge::FORMAT_RESERVED;
  if (!ReadTransDataFormats(context, &src_format, &dst_format)) return ge::GRAPH_FAILED;
  const gert::CompileTimeTensorDesc* desc = context->GetInputDesc(0);
  const ge::DataType dtype = desc == nullptr ? ge::DT_UNDEFINED : desc->GetDataType();
  gert::Shape storage;
  const TransferStatus status = TransferShape(src_format, dst_format, dtype, src, storage);
  if (status != TransferStatus::kSuccess) {
    OPPKIT_OP_LOGE(context, "input src: %s",
                   TransferErrorMessage(status, src_format, dst_format, dtype, src).c_str());
    return ge::GRAPH_FAILED;
  }
  *dst = storage;
  return ge::GRAPH_SUCCESS;
}

// InferShape of TransData (Note [TransData plain formats], Note [TransData storage formats]): the same format
// (identity), ND with a plain format (identity), two plain formats with the same axis letters (a permutation, e.g.
// NCHW -> NHWC), and a plain format or ND to a storage format (the transfer engine's storage shape, e.g.
// NCHW [1, 3, 4, 5] -> NC1HWC0 [1, 1, 4, 5, 16]). Storage -> plain and storage -> storage fail naming both formats.
ge::graphStatus InferShapeForTransData(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* src = context->GetInputShape(0);
  gert::Shape* dst = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, src);
  OPS_CHECK_NULL_WITH_CONTEXT(context, dst);
  ge::Format src_format = ge::FORMAT_RESERVED;
  ge::Format dst_format = ge::FORMAT_RESERVED;
  if (!ReadTransDataFormats(context, &src_format, &dst_format)) return ge::GRAPH_FAILED;
  if (src_format == dst_format) {
    *dst = *src;
    return ge::GRAPH_SUCCESS;
  }
  // Plain formats name one axis per letter (Note [TransData plain formats]).
  const std::string_view src_name = ge::GetFormatName(src_format);
  const std::string_view dst_name = ge::GetFormatName(dst_format);
  const bool src_nd = ge::GetPrimaryFormat(src_format) == ge::FORMAT_ND;
  const bool dst_nd = ge::GetPrimaryFormat(dst_format) == ge::FORMAT_ND;
  const bool src_plain = !src_nd && IsPlainLayout(src_format);
  const bool dst_plain = !dst_nd && IsPlainLayout(dst_format);
  if ((src_nd && dst_plain) || (src_plain && dst_nd)) {
    const std::string_view plain = src_plain ? src_name : dst_name;
    if (!IsUnknownRank(*src) && src->GetDimNum() != plain.size()) {
      OPPKIT_OP_LOGE(context, "input src %s does not have the %zu dims of format %s", ShapeToString(*src).c_str(),
                     plain.size(), plain.data());
      return ge::GRAPH_FAILED;
    }
    *dst = *src;
    return ge::GRAPH_SUCCESS;
  }
  if ((src_plain || src_nd) && !IsPlainLayout(dst_format)) return InferStorageShape(context, *src, dst);
  if (!src_plain || !dst_plain || !SameLetters(src_name, dst_name)) {
    OPPKIT_OP_LOGE(context,
                   "attr src_format %s -> dst_format %s: only plain-format permutations and plain -> storage "
                   "layouts are defined by the shape alone (storage -> plain needs the origin shape: C0 blocks pad C)",
                   src_name.data(), dst_name.data());
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*src)) {
    SetUnknownRank(dst);
    return ge::GRAPH_SUCCESS;
  }
  if (src->GetDimNum() != src_name.size()) {
    OPPKIT_OP_LOGE(context, "input src %s does not have the %zu dims of attr src_format %s",
                   ShapeToString(*src).c_str(), src_name.size(), src_name.data());
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(dst_name.size());
  for (size_t j = 0; j < dst_name.size(); ++j) out[j] = src->GetDim(src_name.find(dst_name[j]));
  *dst = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(TransData).InferShape(oppkit::ops::InferShapeForTransData);
