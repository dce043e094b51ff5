// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNNV3 InferSymbolShape: every output [T, B, hidden] as formulas, y and output_h [T, B, state] with a
// project (Note [DynamicRNN shapes]; docs/symbolic.md).
#include "common/rnn/rnn_common.h"
#include "nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_layout.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForDynamicRNNV3(gert::InferSymbolShapeContext* context) {
  return InferDynamicRnnSymbolShapes(context, dynamic_rnn_v3::kIrInputProject);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(DynamicRNNV3).InferSymbolShape(oppkit::ops::InferSymbolShapeForDynamicRNNV3);
