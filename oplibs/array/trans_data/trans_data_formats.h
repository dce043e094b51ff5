// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransData's attrs as format values, shared by its InferShape and InferFormat (which must agree on dst's layout).
#pragma once

#include "graph/types.h"

namespace gert {
class ExtendedKernelContext;
}  // namespace gert

namespace oppkit::ops {

/// IR attr indexes of TransData (trans_data_proto.h).
inline constexpr size_t kTransDataAttrSrcFormat = 0;
inline constexpr size_t kTransDataAttrDstFormat = 1;
inline constexpr size_t kTransDataAttrDstSubformat = 3;
inline constexpr size_t kTransDataAttrGroups = 4;

/// Parses the src_format and dst_format attrs of \p context (any TransData context) into full format values:
/// FRACTAL_Z / FRACTAL_Z_3D take their group count from dst_subformat, else the groups attr, else a ":g" suffix of
/// dst_format (Note [TransData storage formats]). Logs, naming the attrs, and returns false for a missing or unknown
/// format name or groups outside [1, 65535].
bool ReadTransDataFormats(const gert::ExtendedKernelContext* context, ge::Format* src, ge::Format* dst);

}  // namespace oppkit::ops
