// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNN InferSymbolShape: every output [T, B, hidden] as formulas (Note [DynamicRNN shapes]; docs/symbolic.md).
#include "common/rnn/rnn_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForDynamicRNN(gert::InferSymbolShapeContext* context) {
  return InferDynamicRnnSymbolShapes(context, -1);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(DynamicRNN).InferSymbolShape(oppkit::ops::InferSymbolShapeForDynamicRNN);
