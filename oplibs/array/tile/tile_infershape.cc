// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Tile InferShape: the value of IR input 1 (multiples); declared data dependent.
//
// Note [Tile semantics]
// multiples holds m >= rank(x) values, each >= 0; x is aligned to the right of them (numpy tile: missing leading
// dims count as 1) and y.shape[i] = x.shape[i] * multiples[i], so rank(y) = m. Fewer values than rank(x) is an
// error. Unknowns: a 0 on either side gives 0, else an unknown factor gives -1. Without the value, rank(y) = m
// when m (the length of the 1-D multiples) is known, with 0 dims of x kept and others unknown; an unknown m gives
// an unknown rank.
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Tile (data-dependent on IR input 1, multiples); see Note [Tile semantics].
ge::graphStatus InferShapeForTile(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* multiples_shape = context->GetInputShape(1);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, multiples_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*multiples_shape) && multiples_shape->GetDimNum() > 1) {
    OPPKIT_OP_LOGE(context, "input multiples must be 1-D, got %s", ShapeToString(*multiples_shape).c_str());
    return ge::GRAPH_FAILED;
  }
  IntValueView multiples;
  bool have = false;
  switch (ReadIntValues(context->GetInputTensor(1), &multiples)) {
    case ValueState::kOk:
      have = true;
      break;
    case ValueState::kNoValue:
      break;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input multiples must be int32 or int64");
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input multiples has a value that does not match its shape");
      return ge::GRAPH_FAILED;
  }
  int64_t m = -1;
  if (have) {
    m = static_cast<int64_t>(multiples.size());
    for (size_t i = 0; i < multiples.size(); ++i) {
      if (multiples[i] < 0) {
        OPPKIT_OP_LOGE(context, "input multiples[%zu] = %lld is negative", i, static_cast<long long>(multiples[i]));
        return ge::GRAPH_FAILED;
      }
    }
  } else if (!IsUnknownRank(*multiples_shape)) {
    m = multiples_shape->GetDimNum() == 0 ? 1 : multiples_shape->GetDim(0);
    if (IsUnknownDim(m)) m = -1;
  }
  const bool x_known = !IsUnknownRank(*x);
  const int64_t x_rank = x_known ? static_cast<int64_t>(x->GetDimNum()) : -1;
  if (m >= 0 && x_known && m < x_rank) {
    OPPKIT_OP_LOGE(context, "input multiples has %lld values, fewer than the rank of x %s", static_cast<long long>(m),
                   ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  if (m < 0) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const int64_t out_rank = m;
  if (out_rank > static_cast<int64_t>(gert::Shape::kMaxDimNum)) {
    OPPKIT_OP_LOGE(context, "input multiples has %lld values, more than the largest rank %zu",
                   static_cast<long long>(m), gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(static_cast<size_t>(out_rank));
  const int64_t x_offset = out_rank - x_rank;  // y index of x's dim 0 (x known)
  for (int64_t i = 0; i < out_rank; ++i) {
    int64_t dim = ge::UNKNOWN_DIM;
    if (x_known) dim = i < x_offset ? 1 : x->GetDim(static_cast<size_t>(i - x_offset));
    const int64_t factor = have ? multiples[static_cast<size_t>(i)] : ge::UNKNOWN_DIM;
    int64_t result = ge::UNKNOWN_DIM;
    if (dim == 0 || factor == 0) {
      result = 0;
    } else if (!IsUnknownDim(dim) && !IsUnknownDim(factor) && __builtin_mul_overflow(dim, factor, &result)) {
      OPPKIT_OP_LOGE(context, "dim %lld of y overflows int64", static_cast<long long>(i));
      return ge::GRAPH_FAILED;
    }
    out[static_cast<size_t>(i)] = result;
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Tile).InferShape(oppkit::ops::InferShapeForTile).InputsDataDependency({1});
