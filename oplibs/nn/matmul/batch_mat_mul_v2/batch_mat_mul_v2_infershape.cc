// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMulV2 InferShape.
//
// Note [BatchMatMulV2 shapes]
// The last two dims are the matrices: x1 [..., M, K] (adj_x1: [..., K, M]) times x2 [..., K, N] (adj_x2:
// [..., N, K]). The batch dims (all but the last two) broadcast per Note [Broadcasting unknown dims]; missing
// leading batch dims count as 1, so the output rank is max(rank x1, rank x2). K must agree (an unknown K agrees
// with anything). A rank-1 operand follows numpy.matmul: x1 [K] is taken as [1, K] and x2 [K] as [K, 1], the
// added dim is dropped from the output, and adj_* does not apply to it (two vectors give a scalar). An unknown
// rank on either side gives an unknown output rank, as the batch dims of that side are unknown in number. The
// optional bias must broadcast onto y without changing it (normally [N]) and may fix an unknown dim of y. The part
// shared with MatMulV2 is in matmul_common.h (Note [Matmul shapes]).
#include "common/matmul/matmul_common.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of BatchMatMulV2; see Note [BatchMatMulV2 shapes].
ge::graphStatus InferShapeForBatchMatMulV2(gert::InferShapeContext* context) {
  MatMulIo io;
  if (ReadMatMulIo(context, &io) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  if (IsUnknownRank(*io.x1) || IsUnknownRank(*io.x2)) {
    SetUnknownRank(io.y);
    return ge::GRAPH_SUCCESS;
  }
  MatMulOperand lhs;
  MatMulOperand rhs;
  if (!BatchOperand(context, "x1", *io.x1, io.transpose_x1, true, true, &lhs) ||
      !BatchOperand(context, "x2", *io.x2, io.transpose_x2, false, true, &rhs)) {
    return ge::GRAPH_FAILED;
  }
  return InferMatMulOutput(context, io, lhs, rhs, "adj");
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BatchMatMulV2).InferShape(oppkit::ops::InferShapeForBatchMatMulV2);
