// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMulV2 InferShape: 2-D matmul with transpose flags and an optional bias (Note [Matmul shapes]). The rule is in
// common/matmul/matmul_common.cc: MatMul registers it too.
#include "common/matmul/matmul_common.h"
#include "register/op_impl_registry.h"

IMPL_OP(MatMulV2).InferShape(oppkit::ops::InferShapeForMatMulV2);
