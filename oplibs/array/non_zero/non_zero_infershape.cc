// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonZero InferShape: a third-class op, the number of non-zero elements is known only after compute. y's dtype comes
// from the `dtype` attr through the output's type symbol. A scalar x is accepted (its count is 0 or 1; y is [-1, 0]),
// as PyTorch does.
#include "array/non_zero/non_zero_rank.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrTranspose = 0;

// InferShape of NonZero, a third-class op (OutputShapeDependOnCompute): y = [-1, rank(x)] ([rank(x), -1] with attr
// transpose); the count is 0 when x is known to have no element; the rank is -1 for an x of unknown rank.
ge::graphStatus InferShapeForNonZero(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const bool transpose = GetBoolAttr(context->GetAttrs(), kAttrTranspose, false);
  int64_t count = ge::UNKNOWN_DIM;
  int64_t rank = ge::UNKNOWN_DIM;
  if (!IsUnknownRank(*x)) {
    if (x->GetDimNum() > kNonZeroMaxRank) {
      OPPKIT_OP_LOGE(context, "input x %s has rank above %zu", ShapeToString(*x).c_str(), kNonZeroMaxRank);
      return ge::GRAPH_FAILED;
    }
    rank = static_cast<int64_t>(x->GetDimNum());
    for (size_t i = 0; i < x->GetDimNum(); ++i) {
      if (x->GetDim(i) == 0) count = 0;  // no element, so no non-zero element
    }
  }
  y->SetDimNum(2);
  (*y)[transpose ? 1 : 0] = count;
  (*y)[transpose ? 0 : 1] = rank;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(NonZero).InferShape(oppkit::ops::InferShapeForNonZero).OutputShapeDependOnCompute({0});
