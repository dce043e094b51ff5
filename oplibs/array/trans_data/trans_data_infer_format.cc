// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData InferFormat.
//
// Note [TransData InferFormat]
// TransData changes how a tensor is laid out, not what it is. src is stored as src_format: its origin format is kept
// if it has one (else it is src_format for a plain format, ND otherwise). dst is stored as dst_format (with groups
// for FRACTAL_Z/FRACTAL_Z_3D, as InferShape reads them), and dst_format is its origin format too: TransData's
// InferShape gives dst's shape in the dst layout (NCHW [1, 3, 4, 5] -> NC1HWC0 [1, 1, 4, 5, 16]), so the shape and
// the format of the answer describe the same thing. (A graph that keeps the logical NCHW view of that tensor records
// it beside, as GE's tensor descs do with origin and storage.)
#include "array/trans_data/trans_data_host.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/storage_format.h"
#include "graph/infer_format_context.h"
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

// A format that names one axis per dim (or ND): the tensor's logical layout, not a storage layout.
bool IsLogicalFormat(ge::Format format) {
  switch (ge::GetPrimaryFormat(format)) {
    case ge::FORMAT_ND:
    case ge::FORMAT_NCHW:
    case ge::FORMAT_NHWC:
    case ge::FORMAT_HWCN:
    case ge::FORMAT_CHWN:
    case ge::FORMAT_NCDHW:
    case ge::FORMAT_NDHWC:
    case ge::FORMAT_DHWCN:
    case ge::FORMAT_DHWNC:
    case ge::FORMAT_NCL:
    case ge::FORMAT_NC:
    case ge::FORMAT_CN:
      return true;
    default:
      return false;
  }
}

}  // namespace

ge::graphStatus InferFormatForTransData(gert::InferFormatContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::StorageFormat* src = context->GetInputFormat(0);
  gert::StorageFormat* dst = context->GetOutputFormat(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, src);
  OPS_CHECK_NULL_WITH_CONTEXT(context, dst);
  const char* src_attr = GetStrAttr(context->GetAttrs(), kAttrSrcFormat, "");
  const char* dst_attr = GetStrAttr(context->GetAttrs(), kAttrDstFormat, "");
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
    if (groups > 1 && groups <= 0xffff) {
      dst_format = static_cast<ge::Format>(
          ge::GetFormatFromC0(ge::GetFormatFromSub(primary, static_cast<int32_t>(groups)), ge::GetC0Format(dst_format)));
    }
  }
  ge::Format origin = src->GetOriginFormat();
  if (ge::GetPrimaryFormat(origin) == ge::FORMAT_ND || ge::GetPrimaryFormat(origin) == ge::FORMAT_RESERVED) {
    origin = IsLogicalFormat(src_format) ? src_format : ge::FORMAT_ND;
  }
  src->SetOriginFormat(origin);
  src->SetStorageFormat(src_format);
  dst->SetOriginFormat(dst_format);
  dst->SetStorageFormat(dst_format);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops

IMPL_OP(TransData).InferFormat(oppkit::ops::InferFormatForTransData);
