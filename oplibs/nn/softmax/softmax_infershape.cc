// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the softmax family: SoftmaxV2 and LogSoftmaxV2 share this one function.
//
// Note [Softmax shapes]
// The output has the input's shape. Every entry of the axes attr (default [-1]) must be an axis of the input:
// [-rank, rank), negative ones counting from the end; anything else is an error naming attr axes. A rank-0 input
// has no axis, but a softmax over a scalar is the scalar's own "row" (PyTorch accepts dim -1 and 0 there), so for
// rank 0 the axes -1 and 0 are accepted. An unknown rank skips the check (any axis may be valid); unknown dims pass
// through as -1.
#include "common/attr_utils.h"
#include "common/infer_helpers.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrAxes = 0;

// InferShape of SoftmaxV2 and LogSoftmaxV2 (Note [Softmax shapes]): output 0 = input 0's shape after checking the
// axes attr (attr 0) against its rank.
ge::graphStatus InferShapeForSoftmax(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  if (!IsUnknownRank(*x)) {
    const auto* axes = GetListIntAttr(context->GetAttrs(), kAttrAxes);
    const int64_t rank = static_cast<int64_t>(x->GetDimNum());
    const size_t count = axes == nullptr ? 0 : axes->GetSize();
    for (size_t i = 0; i < count; ++i) {
      const int64_t axis = axes->GetData()[i];
      int64_t normalized = 0;
      const bool ok = rank == 0 ? (axis == 0 || axis == -1) : NormalizeAxis(axis, rank, &normalized);
      if (!ok) {
        OPPKIT_OP_LOGE(context, "attr axes[%zu] = %lld is out of range for input %s of rank %lld", i,
                       static_cast<long long>(axis), ShapeToString(*x).c_str(), static_cast<long long>(rank));
        return ge::GRAPH_FAILED;
      }
    }
  }
  return InferShapeSameAsInput(context, 0, 0);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SoftmaxV2).InferShape(oppkit::ops::InferShapeForSoftmax);
IMPL_OP(LogSoftmaxV2).InferShape(oppkit::ops::InferShapeForSoftmax);
