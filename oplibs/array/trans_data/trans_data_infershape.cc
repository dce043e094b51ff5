// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData InferShape, plain-format pairs only. y's dtype is src's (symbol "T").
//
// Note [TransData plain formats]
// A plain format names one axis per dim (NCHW, NHWC, HWCN, CHWN, NCDHW, NDHWC, DHWCN, DHWNC, NC, CN, ...; the names are
// taken from the `src_format` / `dst_format` attrs, with or without the "FORMAT_" prefix). Between two plain formats
// with the same letters the data is only permuted: dst[j] = src[index in src_format of dst_format[j]], and src's rank
// must be the number of letters. The same name on both sides, and ND on either side of a plain format, leave the shape
// unchanged. Every other pair involves a storage format whose shape rule (C0 blocks, fractals, groups) belongs to the
// storage-shape engine of the formats issue, so it is an error naming both formats rather than a guess. src of unknown
// rank gives an unknown rank for a permutation.
#include <string>

#include "array/trans_data/trans_data_host.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrSrcFormat = 0;
constexpr size_t kAttrDstFormat = 1;

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
  if (!src_plain || !dst_plain || !SameLetters(src_format, dst_format)) {
    OPPKIT_OP_LOGE(context,
                   "attr src_format %s -> dst_format %s: only plain-format permutations are supported here; pairs with "
                   "a storage format need the storage-shape engine",
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
