// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Where InferShapeRange: mandatory for a class-3 op (docs/op_developer_guide.md §5). y's first dim lies in [0, element
// count of x's max shape]; the second is rank(x), 1..8 (InferIndexListRange).
#include "array/array_utils/array_utils.h"
#include "array/where/where_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeRangeForWhere(gert::InferShapeRangeContext* context) {
  return InferIndexListRange(context, 1, kWhereMaxRank, false);
}

}  // namespace oppkit::ops

IMPL_OP(Where).InferShapeRange(oppkit::ops::InferShapeRangeForWhere);
