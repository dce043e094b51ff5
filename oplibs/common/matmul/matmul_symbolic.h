// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The InferSymbolShape rule of MatMul, MatMulV2, BatchMatMul and BatchMatMulV2 (Note [Matmul shapes] in
// matmul_common.h, on symbolic dims). Internal to oplibs.
#pragma once

#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/ge_error_codes.h"

namespace oppkit::ops {

/// How an op's operands may look.
enum class MatMulRank {
  kMatrix,         ///< exactly 2-D (MatMul, MatMulV2)
  kBatched,        ///< 2-D or more, leading dims a batch (BatchMatMul)
  kBatchedVector,  ///< as kBatched, and a 1-D operand is a vector per numpy.matmul (BatchMatMulV2)
};

/// y = x1 x x2 over their last two dims (transposed by bool attrs 0 and 1), batch dims broadcast with guards
/// (Note [Broadcasting symbolic dims] in common/symbolic_rules.cc), K checked with EXPECT_SYMBOL_EQ. The bias does
/// not change y. Fails, with a log, for operands of another rank than \p rank allows, or a K that differs.
ge::graphStatus InferSymbolShapeMatMul(gert::InferSymbolShapeContext* context, MatMulRank rank);

}  // namespace oppkit::ops
