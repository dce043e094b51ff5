// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of BatchNorm: Note [BatchNorm shapes] with formulas. y has x's symbolic shape; batch_mean,
// batch_variance, reserve_space_1 and reserve_space_2 have scale's ([C]); reserve_space_3 is [1].
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputScale = 1;
constexpr size_t kOutputs = 6;

ge::graphStatus InferSymbolShapeForBatchNorm(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  const gert::SymbolShape* scale = context->GetInputSymbolShape(kInputScale);
  if (x == nullptr || scale == nullptr) return ge::GRAPH_FAILED;
  for (size_t o = 0; o < kOutputs; ++o) {
    gert::SymbolShape* y = context->GetOutputSymbolShape(o);
    if (y == nullptr) return ge::GRAPH_FAILED;
    if (o == 0) {
      *y = *x;
    } else if (o + 1 < kOutputs) {
      *y = *scale;
    } else {
      y->MutableDims() = {ge::Symbol(1)};
    }
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(BatchNorm).InferSymbolShape(oppkit::ops::InferSymbolShapeForBatchNorm);
