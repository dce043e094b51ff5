// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData InferShape: plain-format permutations, and origin -> storage layouts through the SDK's transfer engine.
// y's dtype is src's (symbol "T").
//
// Note [TransData plain formats]
// A plain format names one axis per dim (NCHW, NHWC, HWCN, CHWN, NCDHW, NDHWC, DHWCN, DHWNC, NC, CN, ...; the names are
// taken from the `src_format` / `dst_format` attrs, with or without the "FORMAT_" prefix). Between two plain formats
// with the same letters the data is only permuted: dst[j] = src[index in src_format of dst_format[j]], and src's rank
// must be the number of letters. The same name on both sides, and ND on either side of a plain format, leave the shape
// unchanged. src of unknown rank gives an unknown rank for a permutation.
//
// Note [TransData storage formats]
// From a plain format (or ND) to a storage format (NC1HWC0, FRACTAL_Z, FRACTAL_NZ, ...), dst is src's storage shape
// under the run-time rule of oppkit/format_transfer.h (the one engine every path uses: queries, and later the graph
// passes), with C0 from dst's C0 field or src's dtype, and FRACTAL_Z / FRACTAL_Z_3D groups from dst_subformat, else
// the `groups` attr, else a `:groups` suffix in dst_format. The reverse (storage -> plain) is not defined by the shape
// alone: C0 blocks pad C, so the origin C is lost. It fails naming both formats, as does a pair of two storage
// formats.
#include <string>

#include "array/trans_data/trans_data_host.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "graph/types.h"
#include "oppkit/format_transfer.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrSrcFormat = 0;
constexpr size_t kAttrDstFormat = 1;
constexpr size_t kAttrDstSubformat = 3;
constexpr size_t kAttrGroups = 4;

// The plain formats (one letter per axis).
constexpr const char* kPlainFormats[] = {"NCHW",  "NHWC",  "HWCN", "CHWN", "NCDHW", "NDHWC",
                                         "DHWCN", "DHWNC", "NCL",  "NC",   "CN"};

std::string StripPrefix(const char* name) {
  std::string text = name;
  if (text.rfind("FORMAT_", 0) == 0) text = text.substr(7);
  return text;
}

bool IsPlain(const std::string& name) {
  for (const char* plain : kPlainFormats) {
    if (name == plain) return true;
  }
  return false;
}

// True if b is a permutation of the letters of a.
bool SameLetters(const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (char c : a) {
    if (b.find(c) == std::string::npos) return false;
  }
  return true;
}

// Note [TransData storage formats]: src (plain or ND) -> the storage format dst_format.
ge::graphStatus InferStorageShape(gert::InferShapeContext* context, const char* src_attr, const char* dst_attr,
                                  const gert::Shape& src, gert::Shape* dst) {
  ge::Format src_format = ge::FORMAT_RESERVED;
  ge::Format dst_format = ge::FORMAT_RESERVED;
  if (!ge::SerialStringToFormat(src_attr, src_format) || !ge::SerialStringToFormat(dst_attr, dst_format)) {
    OPPKIT_OP_LOGE(context, "attr src_format %s -> dst_format %s: unknown format name", src_attr, dst_attr);
    return ge::GRAPH_FAILED;
  }
  const int32_t primary = ge::GetPrimaryFormat(dst_format);
  if ((primary == ge::FORMAT_FRACTAL_Z || primary == ge::FORMAT_FRACTAL_Z_3D) && !ge::HasSubFormat(dst_format)) {
    const int64_t subformat = GetIntAttr(context->GetAttrs(), kAttrDstSubformat, 0);
    const int64_t groups = subformat > 1 ? subformat : GetIntAttr(context->GetAttrs(), kAttrGroups, 1);
    if (groups < 1 || groups > 0xffff) {
      OPPKIT_OP_LOGE(context, "attr groups %lld is outside [1, 65535]", static_cast<long long>(groups));
      return ge::GRAPH_FAILED;
    }
    if (groups > 1) {
      dst_format = static_cast<ge::Format>(
          ge::GetFormatFromC0(ge::GetFormatFromSub(primary, static_cast<int32_t>(groups)), ge::GetC0Format(dst_format)));
    }
  }
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

}  // namespace

ge::graphStatus InferShapeForTransData(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* src = context->GetInputShape(0);
  gert::Shape* dst = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, src);
  OPS_CHECK_NULL_WITH_CONTEXT(context, dst);
  const char* src_attr = GetStrAttr(context->GetAttrs(), kAttrSrcFormat, nullptr);
  const char* dst_attr = GetStrAttr(context->GetAttrs(), kAttrDstFormat, nullptr);
  if (src_attr == nullptr || dst_attr == nullptr) {
    OPPKIT_OP_LOGE(context, "attrs src_format and dst_format are required");
    return ge::GRAPH_FAILED;
  }
  const std::string src_format = StripPrefix(src_attr);
  const std::string dst_format = StripPrefix(dst_attr);
  if (src_format == dst_format) {
    *dst = *src;
    return ge::GRAPH_SUCCESS;
  }
  const bool src_plain = IsPlain(src_format);
  const bool dst_plain = IsPlain(dst_format);
  if ((src_format == "ND" && dst_plain) || (src_plain && dst_format == "ND")) {
    const std::string& plain = src_plain ? src_format : dst_format;
    if (!IsUnknownRank(*src) && src->GetDimNum() != plain.size()) {
      OPPKIT_OP_LOGE(context, "input src %s does not have the %zu dims of format %s", ShapeToString(*src).c_str(),
                     plain.size(), plain.c_str());
      return ge::GRAPH_FAILED;
    }
    *dst = *src;
    return ge::GRAPH_SUCCESS;
  }
  if ((src_plain || src_format == "ND") && !dst_plain && dst_format != "ND") {
    return InferStorageShape(context, src_attr, dst_attr, *src, dst);
  }
  if (!src_plain || !dst_plain || !SameLetters(src_format, dst_format)) {
    OPPKIT_OP_LOGE(context,
                   "attr src_format %s -> dst_format %s: only plain-format permutations and plain -> storage layouts are "
                   "defined by the shape alone (storage -> plain needs the origin shape: C0 blocks pad C)",
                   src_format.c_str(), dst_format.c_str());
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*src)) {
    SetUnknownRank(dst);
    return ge::GRAPH_SUCCESS;
  }
  if (src->GetDimNum() != src_format.size()) {
    OPPKIT_OP_LOGE(context, "input src %s does not have the %zu dims of attr src_format %s",
                   ShapeToString(*src).c_str(), src_format.size(), src_format.c_str());
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(dst_format.size());
  for (size_t j = 0; j < dst_format.size(); ++j) out[j] = src->GetDim(src_format.find(dst_format[j]));
  *dst = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(TransData).InferShape(oppkit::ops::InferShapeForTransData);
