// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Where InferShapeRange: mandatory for a class-3 op (docs/op_developer_guide.md §5). y's first dim lies in [0, element
// count of x's max shape]; the second is rank(x), 1..8 (InferIndexListRange).
#include "array/where/where_rank.h"
#include "common/array/array_utils.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShapeRange of Where (a class-3 op, docs/op_developer_guide.md §5): y min [0, rank], max [shape size of x's max
// shape (-1 if unbounded), rank]; for an x of unknown rank min [0, 1], max [-1, kWhereMaxRank].
ge::graphStatus InferShapeRangeForWhere(gert::InferShapeRangeContext* context) {
  return InferIndexListRange(context, 1, kWhereMaxRank, false);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Where).InferShapeRange(oppkit::ops::InferShapeRangeForWhere);
