// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMul InferShape: the 2-D matmul of MatMulV2 without the quantisation inputs (Note [Matmul shapes]).
#include "common/matmul/matmul_common.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// MatMul is MatMulV2 without the quantisation inputs (x1, x2, bias are the same first three inputs, the attrs the
// same first two): one rule serves both.
ge::graphStatus InferShapeForMatMul(gert::InferShapeContext* context) { return InferShapeForMatMulV2(context); }

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MatMul).InferShape(oppkit::ops::InferShapeForMatMul);
