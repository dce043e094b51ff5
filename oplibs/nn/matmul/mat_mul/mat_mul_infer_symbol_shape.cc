// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of MatMul (Note [Matmul shapes] in common/matmul/matmul_common.h, on symbolic dims).
#include "common/matmul/matmul_symbolic.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForMatMul(gert::InferSymbolShapeContext* context) {
  return InferSymbolShapeMatMul(context, MatMulRank::kMatrix);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(MatMul).InferSymbolShape(oppkit::ops::InferSymbolShapeForMatMul);
