// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonZero InferShapeRange: mandatory for a class-3 op (docs/op_developer_guide.md §5). The count lies in [0, element
// count of x's max shape]; the other dim is rank(x), 0..8; attr transpose swaps the two (InferIndexListRange).
#include "array/array_utils/array_utils.h"
#include "array/non_zero/non_zero_host.h"
#include "common/attr_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeRangeForNonZero(gert::InferShapeRangeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  return InferIndexListRange(context, 0, kNonZeroMaxRank, GetBoolAttr(context->GetAttrs(), 0, false));
}

}  // namespace oppkit::ops

IMPL_OP(NonZero).InferShapeRange(oppkit::ops::InferShapeRangeForNonZero);
