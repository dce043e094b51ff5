// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ReduceSumD/ReduceMeanD/ReduceMaxD/ReduceMinD/ReduceProdD: x without the dims of attr axes (or
// with them 1 under keep_dims; Note [Reduce axes]) (docs/symbolic.md).
#include <vector>

#include "common/attr_utils.h"
#include "common/reduce_axes.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Values: ReduceMean's (a division) are not formulas of integers.
template <ReduceValueFn Combine>
ge::graphStatus InferSymbolShapeForReduceD(gert::InferSymbolShapeContext* context) {
  const gert::TypedContinuousVector<int64_t>* list = GetListIntAttr(context->GetAttrs(), 0);
  std::vector<int64_t> axes;
  if (list != nullptr) axes.assign(list->GetData(), list->GetData() + list->GetSize());
  ReduceOptions options;
  options.keep_dims = GetBoolAttr(context->GetAttrs(), 1, false);
  options.noop_with_empty_axes = GetBoolAttr(context->GetAttrs(), 2, false);
  return InferReduceSymbolShape(context, axes, options, Combine);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceSumD)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduceD<oppkit::ops::ReduceSumValues>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceMeanD)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduceD<nullptr>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceMaxD)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduceD<oppkit::ops::ReduceMaxValues>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceMinD)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduceD<oppkit::ops::ReduceMinValues>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceProdD)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduceD<oppkit::ops::ReduceProdValues>);
