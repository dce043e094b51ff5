// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonZero InferShapeRange: mandatory for a class-3 op (docs/op_developer_guide.md §5). The count lies in [0, element
// count of x's max shape]; the other dim is rank(x), 0..8; attr transpose swaps the two (InferIndexListRange).
#include "array/non_zero/non_zero_rank.h"
#include "common/array/array_utils.h"
#include "common/attr_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of NonZero: the count lies in [0, element count of x's max shape] (-1 if unbounded), the rank dim is
// rank(x) (for an x of unknown rank: [0, kNonZeroMaxRank]); the dims are swapped with attr transpose.
ge::graphStatus InferShapeRangeForNonZero(gert::InferShapeRangeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  return InferIndexListRange(context, 0, kNonZeroMaxRank, GetBoolAttr(context->GetAttrs(), 0, false));
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(NonZero).InferShapeRange(oppkit::ops::InferShapeRangeForNonZero);
