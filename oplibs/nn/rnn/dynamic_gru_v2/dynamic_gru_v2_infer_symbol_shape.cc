// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicGRUV2 InferSymbolShape: every output [T, B, hidden] as formulas, hidden being weight_hidden's first dim
// (Note [DynamicGRUV2 shapes] in dynamic_gru_v2_infershape.cc, whose InferShape checks the weights;
// docs/symbolic.md).
#include "common/op_log.h"
#include "common/rnn/rnn_common.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputWeightHidden = 2;
constexpr size_t kOutputs = 6;

ge::graphStatus InferSymbolShapeForDynamicGRUV2(gert::InferSymbolShapeContext* context) {
  ge::Expression steps;
  ge::Expression batch;
  if (!RecurrentStepsAndBatch(context, &steps, &batch)) return ge::GRAPH_FAILED;
  const gert::SymbolShape* weight_hidden = context->GetInputSymbolShape(kInputWeightHidden);
  if (weight_hidden == nullptr || weight_hidden->GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "%s", "input weight_hidden must have a symbolic shape [hidden, 3 * hidden]");
    return ge::GRAPH_FAILED;
  }
  const ge::Expression hidden = weight_hidden->GetDim(0);
  for (size_t k = 0; k < kOutputs; ++k) {
    gert::SymbolShape* out = context->GetOutputSymbolShape(k);
    OPS_CHECK_NULL_WITH_CONTEXT(context, out);
    out->MutableDims() = {steps, batch, hidden};
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(DynamicGRUV2).InferSymbolShape(oppkit::ops::InferSymbolShapeForDynamicGRUV2);
