// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMul InferShape: x1 [..., M, K] x x2 [..., K, N] with adj_x1/adj_x2 swapping the matrix dims; the batch
// dims broadcast (missing leading ones count as 1), both ranks >= 2 (CANN documents 2-D to 6-D; oppkit accepts any
// rank >= 2). An unknown rank on either side gives an unknown output rank (Note [Matmul shapes]).
#include "common/matmul/matmul_common.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of BatchMatMul: as BatchMatMulV2 (Note [BatchMatMulV2 shapes]) except that both operands must have
// rank >= 2 (no vector operands) and there is no bias.
ge::graphStatus InferShapeForBatchMatMul(gert::InferShapeContext* context) {
  MatMulIo io;
  if (ReadMatMulIo(context, &io) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  MatMulOperand lhs;
  MatMulOperand rhs;
  if ((!IsUnknownRank(*io.x1) && !BatchOperand(context, "x1", *io.x1, io.transpose_x1, true, false, &lhs)) ||
      (!IsUnknownRank(*io.x2) && !BatchOperand(context, "x2", *io.x2, io.transpose_x2, false, false, &rhs))) {
    return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*io.x1) || IsUnknownRank(*io.x2)) {
    SetUnknownRank(io.y);
    return ge::GRAPH_SUCCESS;
  }
  return InferMatMulOutput(context, io, lhs, rhs, "adj");
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BatchMatMul).InferShape(oppkit::ops::InferShapeForBatchMatMul);
