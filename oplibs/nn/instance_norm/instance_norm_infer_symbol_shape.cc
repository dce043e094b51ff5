// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of InstanceNorm: y has x's symbolic shape; mean and variance x's with every spatial dim 1 (Note
// [InstanceNorm shape] in instance_norm_infershape.cc; docs/symbolic.md).
#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "nn/instance_norm/instance_norm_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForInstanceNorm(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr || x->GetDimNum() < 3) {
    OPPKIT_OP_LOGE(context, "%s", "input x must have a symbolic shape of rank >= 3 (N, C and spatial dims)");
    return ge::GRAPH_FAILED;
  }
  const size_t channel_dim = instance_norm::ChannelDim(context->GetAttrs(), x->GetDimNum());
  gert::SymbolShape reduced = *x;
  for (size_t d = 1; d < x->GetDimNum(); ++d) {
    if (d != channel_dim) reduced.MutableDims()[d] = ge::Symbol(1);
  }
  *context->GetOutputSymbolShape(0) = *x;
  *context->GetOutputSymbolShape(1) = reduced;
  *context->GetOutputSymbolShape(2) = reduced;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(InstanceNorm).InferSymbolShape(oppkit::ops::InferSymbolShapeForInstanceNorm);
