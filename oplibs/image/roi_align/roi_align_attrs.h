// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ROIAlign's pooled output size, read and checked once for its InferShape and InferSymbolShape (Note [ROIAlign
// shape] in roi_align_infershape.cc).
#pragma once

#include <cstdint>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/extended_kernel_context.h"

namespace oppkit::ops::roi_align {

/// The attrs pooled_height and pooled_width; false, with a message logged, unless both are >= 1.
inline bool ReadPooledSize(const gert::ExtendedKernelContext* context, int64_t* height, int64_t* width) {
  constexpr size_t kAttrPooledHeight = 1;
  constexpr size_t kAttrPooledWidth = 2;
  *height = GetIntAttr(context->GetAttrs(), kAttrPooledHeight, 0);
  *width = GetIntAttr(context->GetAttrs(), kAttrPooledWidth, 0);
  if (*height >= 1 && *width >= 1) return true;
  OPPKIT_OP_LOGE(context, "attrs pooled_height %lld and pooled_width %lld must be >= 1", static_cast<long long>(*height),
                 static_cast<long long>(*width));
  return false;
}

}  // namespace oppkit::ops::roi_align
