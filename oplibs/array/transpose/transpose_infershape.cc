// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Transpose InferShape: the value of IR input 1 (perm) permutes the dims; declared data dependent.
//
// Note [Transpose semantics]
// y.shape[i] = x.shape[perm[i]]. perm (int32/int64, 1-D) must be a permutation of the r axes of x: length r, every
// entry in [-r, r) (negative entries count from the end, as in PyTorch's permute), no axis twice; anything else is
// an error. With x of unknown rank the perm length gives the rank and every dim is unknown. Without the perm value
// y has x's rank with unknown dims, except that a rank <= 1 x, or one whose dims are all known and equal, is its own
// transpose; the perm input's length, when known, must equal the rank.
#include <cstdint>

#include "common/array/transpose_common.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputPerm = 1;

// True if every dim is known and all dims are equal (the shape is invariant under any permutation).
bool IsPermutationInvariant(const gert::Shape& x) {
  if (IsUnknownShape(x)) return false;
  for (size_t i = 1; i < x.GetDimNum(); ++i) {
    if (x.GetDim(i) != x.GetDim(0)) return false;
  }
  return true;
}

// InferShape of Transpose (data-dependent on IR input 1, perm); see Note [Transpose semantics].
ge::graphStatus InferShapeForTranspose(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* perm_shape = context->GetInputShape(kInputPerm);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, perm_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  int64_t perm_length = ge::UNKNOWN_DIM;
  if (!IsUnknownRank(*perm_shape)) {
    if (perm_shape->GetDimNum() != 1) {
      OPPKIT_OP_LOGE(context, "input perm %s must be 1-D", ShapeToString(*perm_shape).c_str());
      return ge::GRAPH_FAILED;
    }
    perm_length = perm_shape->GetDim(0);
  }
  const bool rank_known = !IsUnknownRank(*x);
  const int64_t rank = rank_known ? static_cast<int64_t>(x->GetDimNum()) : ge::UNKNOWN_DIM;
  if (rank_known && !IsUnknownDim(perm_length) && perm_length != rank) {
    OPPKIT_OP_LOGE(context, "input perm has %lld entries but x %s has rank %lld", static_cast<long long>(perm_length),
                   ShapeToString(*x).c_str(), static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }

  IntValueView perm;
  switch (ReadIntValues(context->GetInputTensor(kInputPerm), &perm)) {
    case ValueState::kOk:
      break;
    case ValueState::kNoValue:
      if (rank_known) {
        if (x->GetDimNum() <= 1 || IsPermutationInvariant(*x)) {
          *y = *x;
        } else {
          SetUnknownDims(y, x->GetDimNum());
        }
      } else if (!IsUnknownDim(perm_length)) {
        if (!SetUnknownDims(y, static_cast<size_t>(perm_length))) {
          OPPKIT_OP_LOGE(context, "input perm has %lld entries, more than the maximum rank %zu",
                         static_cast<long long>(perm_length), gert::Shape::kMaxDimNum);
          return ge::GRAPH_FAILED;
        }
      } else {
        SetUnknownRank(y);
      }
      return ge::GRAPH_SUCCESS;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input perm must be int32 or int64");
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input perm has a value whose size does not match its shape %s",
                     ShapeToString(*perm_shape).c_str());
      return ge::GRAPH_FAILED;
  }
  int64_t values[gert::Shape::kMaxDimNum];
  if (!CopyDimIndexValues(context, perm, "perm", values)) return ge::GRAPH_FAILED;
  return InferTransposeShape(context, values, perm.size(), "input perm");
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Transpose).InferShape(oppkit::ops::InferShapeForTranspose).InputsDataDependency({1});
