// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShape of the reductions: one function for the five ops (Note [Reduce axes]). y's dtype is x's (symbol "T").
#include "common/attr_utils.h"
#include "common/reduce_axes.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputAxes = 1;
constexpr size_t kAttrKeepDims = 0;
constexpr size_t kAttrNoopWithEmptyAxes = 1;

// InferShape of ReduceSum, ReduceMean, ReduceMax, ReduceMin and ReduceProd (data-dependent on input 1, `axes`): Note
// [Reduce axes] with the attrs keep_dims and noop_with_empty_axes.
ge::graphStatus InferShapeForReduce(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  ReduceOptions options;
  options.keep_dims = GetBoolAttr(context->GetAttrs(), kAttrKeepDims, false);
  options.noop_with_empty_axes = GetBoolAttr(context->GetAttrs(), kAttrNoopWithEmptyAxes, true);
  return InferReduceShape(context, kInputAxes, "axes", options);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ReduceSum).InferShape(oppkit::ops::InferShapeForReduce).InputsDataDependency({1});
IMPL_OP(ReduceMean).InferShape(oppkit::ops::InferShapeForReduce).InputsDataDependency({1});
IMPL_OP(ReduceMax).InferShape(oppkit::ops::InferShapeForReduce).InputsDataDependency({1});
IMPL_OP(ReduceMin).InferShape(oppkit::ops::InferShapeForReduce).InputsDataDependency({1});
IMPL_OP(ReduceProd).InferShape(oppkit::ops::InferShapeForReduce).InputsDataDependency({1});
