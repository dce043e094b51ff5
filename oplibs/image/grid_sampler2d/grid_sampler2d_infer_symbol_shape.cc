// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of GridSampler2D: y is [N, C, Ho, Wo], N the batch x and grid share (a guard when they are
// different formulas), C from x, Ho and Wo from grid (Note [GridSampler2D shape] in grid_sampler2d_infershape.cc)
// (docs/symbolic.md).
#include "common/op_log.h"
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForGridSampler2D(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  const gert::SymbolShape* grid = context->GetInputSymbolShape(1);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || grid == nullptr || y == nullptr || x->GetDimNum() != 4 || grid->GetDimNum() != 4) {
    OPPKIT_OP_LOGE(context, "inputs x and grid must have 4-D symbolic shapes");
    return ge::GRAPH_FAILED;
  }
  if (!SymbolRequired(ge::sym::Eq(grid->GetDim(3), ge::Symbol(2)))) {
    OPPKIT_OP_LOGE(context, "input grid's last dim %s must be 2", grid->GetDim(3).Str().get());
    return ge::GRAPH_FAILED;
  }
  if (!SymbolRequired(ge::sym::Eq(x->GetDim(0), grid->GetDim(0)))) {
    OPPKIT_OP_LOGE(context, "inputs x (batch %s) and grid (batch %s) disagree on the batch", x->GetDim(0).Str().get(),
                   grid->GetDim(0).Str().get());
    return ge::GRAPH_FAILED;
  }
  y->MutableDims() = {x->GetDim(0), x->GetDim(1), grid->GetDim(1), grid->GetDim(2)};
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GridSampler2D).InferSymbolShape(oppkit::ops::InferSymbolShapeForGridSampler2D);
