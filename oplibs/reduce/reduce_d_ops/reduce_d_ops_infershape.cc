// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the attr-axes reductions: one function for the five ops (Note [Reduce axes]).
#include "common/attr_utils.h"
#include "common/reduce_axes.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrAxes = 0;
constexpr size_t kAttrKeepDims = 1;
constexpr size_t kAttrNoopWithEmptyAxes = 2;

// InferShape of ReduceSumD, ReduceMeanD, ReduceMaxD, ReduceMinD and ReduceProdD: Note [Reduce axes] with the axes of
// attr 0 and the attrs keep_dims and noop_with_empty_axes.
ge::graphStatus InferShapeForReduceD(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  ReduceOptions options;
  options.keep_dims = GetBoolAttr(context->GetAttrs(), kAttrKeepDims, false);
  options.noop_with_empty_axes = GetBoolAttr(context->GetAttrs(), kAttrNoopWithEmptyAxes, false);
  const gert::TypedContinuousVector<int64_t>* axes = GetListIntAttr(context->GetAttrs(), kAttrAxes);
  return InferReduceShapeOfAxes(context, axes == nullptr ? nullptr : axes->GetData(),
                                axes == nullptr ? 0 : axes->GetSize(), "attr axes", options);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ReduceSumD).InferShape(oppkit::ops::InferShapeForReduceD);
IMPL_OP(ReduceMeanD).InferShape(oppkit::ops::InferShapeForReduceD);
IMPL_OP(ReduceMaxD).InferShape(oppkit::ops::InferShapeForReduceD);
IMPL_OP(ReduceMinD).InferShape(oppkit::ops::InferShapeForReduceD);
IMPL_OP(ReduceProdD).InferShape(oppkit::ops::InferShapeForReduceD);
