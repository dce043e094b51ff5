// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "array/trans_data/trans_data_formats.h"

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/extended_kernel_context.h"

namespace oppkit::ops {

bool ReadTransDataFormats(const gert::ExtendedKernelContext* context, ge::Format* src, ge::Format* dst) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const char* src_attr = GetStrAttr(attrs, kTransDataAttrSrcFormat, nullptr);
  const char* dst_attr = GetStrAttr(attrs, kTransDataAttrDstFormat, nullptr);
  if (src_attr == nullptr || dst_attr == nullptr) {
    OPPKIT_OP_LOGE(context, "attrs src_format and dst_format are required");
    return false;
  }
  if (!ge::SerialStringToFormat(src_attr, *src) || !ge::SerialStringToFormat(dst_attr, *dst)) {
    OPPKIT_OP_LOGE(context, "attr src_format %s -> dst_format %s: unknown format name", src_attr, dst_attr);
    return false;
  }
  const int32_t primary = ge::GetPrimaryFormat(*dst);
  if ((primary == ge::FORMAT_FRACTAL_Z || primary == ge::FORMAT_FRACTAL_Z_3D) && !ge::HasSubFormat(*dst)) {
    const int64_t subformat = GetIntAttr(attrs, kTransDataAttrDstSubformat, 0);
    const int64_t groups = subformat > 1 ? subformat : GetIntAttr(attrs, kTransDataAttrGroups, 1);
    if (groups < 1 || groups > 0xffff) {
      OPPKIT_OP_LOGE(context, "attr groups %lld is outside [1, 65535]", static_cast<long long>(groups));
      return false;
    }
    if (groups > 1) {
      *dst = static_cast<ge::Format>(
          ge::GetFormatFromC0(ge::GetFormatFromSub(primary, static_cast<int32_t>(groups)), ge::GetC0Format(*dst)));
    }
  }
  return true;
}

}  // namespace oppkit::ops
