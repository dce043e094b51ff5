// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ReduceSum/ReduceMean/ReduceMax/ReduceMin/ReduceProd: x without the reduced dims (or with them 1
// under keep_dims), for constant axes (Note [Reduce axes]) (docs/symbolic.md).
#include "common/array/array_symbolic.h"
#include "common/attr_utils.h"
#include "common/reduce_axes.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// Values: ReduceMean's (a division) are not formulas of integers.
template <ReduceValueFn Combine>
ge::graphStatus InferSymbolShapeForReduce(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* values = InputSymbolicValues(context, 1);
  std::vector<int64_t> axes;
  if (values == nullptr || !ConstantValues(*values, &axes)) return ge::UNSUPPORTED;
  ReduceOptions options;
  options.keep_dims = GetBoolAttr(context->GetAttrs(), 0, false);
  options.noop_with_empty_axes = GetBoolAttr(context->GetAttrs(), 1, true);
  return InferReduceSymbolShape(context, axes, options, Combine);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceSum)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduce<oppkit::ops::ReduceSumValues>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceMean)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduce<nullptr>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceMax)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduce<oppkit::ops::ReduceMaxValues>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceMin)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduce<oppkit::ops::ReduceMinValues>);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ReduceProd)
    .InferSymbolShape(oppkit::ops::InferSymbolShapeForReduce<oppkit::ops::ReduceProdValues>);
