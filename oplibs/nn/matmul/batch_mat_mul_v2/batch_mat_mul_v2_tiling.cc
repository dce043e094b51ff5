// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// BatchMatMulV2 TilingParse and Tiling: x1 [..., M, K] (adj_x1: [..., K, M]) times x2 [..., K, N] (adj_x2:
// [..., N, K]), both of rank >= 2 (the rank-1 vectors InferShape accepts are not planned here), the batch dims
// broadcast as in Note [BatchMatMulV2 shapes]. The batch (the product of y's batch dims) is the outermost axis of
// the core grid of Note [Matmul tiling] (matmul_tiling.cc); the tiling data carries y's, x1's and x2's batch dims
// (at most kMatMulMaxBatchDims) so that the kernel can find the x1 and x2 matrices of each y matrix.
#include <algorithm>

#include "common/matmul/matmul_tiling.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX1 = 0;
constexpr size_t kInputX2 = 1;

// Fills the batch part of \p problem from x1 and x2 (rank >= 2): the broadcast batch dims, right-aligned.
bool ReadBatch(const gert::TilingContext* context, const gert::Shape& x1, const gert::Shape& x2,
               MatMulProblem* problem) {
  const size_t r1 = x1.GetDimNum() - 2;
  const size_t r2 = x2.GetDimNum() - 2;
  const size_t rank = std::max(r1, r2);
  if (rank > kMatMulMaxBatchDims) {
    OPPKIT_OP_LOGE(context, "x1 %s and x2 %s have %zu batch dims; the tiling supports at most %zu",
                   ShapeToString(x1).c_str(), ShapeToString(x2).c_str(), rank, kMatMulMaxBatchDims);
    return false;
  }
  problem->batch_dim_num = static_cast<int64_t>(rank);
  problem->batch = 1;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t a = i + r1 >= rank ? x1.GetDim(i + r1 - rank) : 1;
    const int64_t b = i + r2 >= rank ? x2.GetDim(i + r2 - rank) : 1;
    if (a != b && a != 1 && b != 1) {
      OPPKIT_OP_LOGE(context, "batch dims of x1 %s and x2 %s cannot be broadcast (batch axis %zu: %lld vs %lld)",
                     ShapeToString(x1).c_str(), ShapeToString(x2).c_str(), i, static_cast<long long>(a),
                     static_cast<long long>(b));
      return false;
    }
    const int64_t y = a == 1 ? b : a;
    problem->batch_x1[i] = a;
    problem->batch_x2[i] = b;
    problem->batch_y[i] = y;
    if (__builtin_mul_overflow(problem->batch, y, &problem->batch)) {
      OPPKIT_OP_LOGE(context, "the batch of x1 %s and x2 %s has more than INT64_MAX matrices",
                     ShapeToString(x1).c_str(), ShapeToString(x2).c_str());
      return false;
    }
  }
  return true;
}

// Tiling of BatchMatMulV2 (Note [Matmul tiling]): x1 and x2 of rank >= 2 with known dims; the batch dims
// broadcast.
ge::graphStatus TilingForBatchMatMulV2(gert::TilingContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape x1;
  gert::Shape x2;
  if (!ReadKnownInputShape(context, kInputX1, "x1", &x1) || !ReadKnownInputShape(context, kInputX2, "x2", &x2)) {
    return ge::GRAPH_FAILED;
  }
  if (x1.GetDimNum() < 2 || x2.GetDimNum() < 2) {
    const bool bad_x1 = x1.GetDimNum() < 2;
    OPPKIT_OP_LOGE(context, "input %s %s must have rank >= 2", bad_x1 ? "x1" : "x2",
                   ShapeToString(bad_x1 ? x1 : x2).c_str());
    return ge::GRAPH_FAILED;
  }
  MatMulProblem problem;
  if (ReadMatMulCommon(context, &problem) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  const size_t r1 = x1.GetDimNum();
  const size_t r2 = x2.GetDimNum();
  problem.m = x1.GetDim(problem.transpose_x1 ? r1 - 1 : r1 - 2);
  problem.k = x1.GetDim(problem.transpose_x1 ? r1 - 2 : r1 - 1);
  const int64_t k2 = x2.GetDim(problem.transpose_x2 ? r2 - 1 : r2 - 2);
  problem.n = x2.GetDim(problem.transpose_x2 ? r2 - 2 : r2 - 1);
  if (problem.k != k2) {
    OPPKIT_OP_LOGE(context, "K of x1 %s (%lld) differs from K of x2 %s (%lld) (adj_x1 %d, adj_x2 %d)",
                   ShapeToString(x1).c_str(), static_cast<long long>(problem.k), ShapeToString(x2).c_str(),
                   static_cast<long long>(k2), problem.transpose_x1, problem.transpose_x2);
    return ge::GRAPH_FAILED;
  }
  if (!ReadBatch(context, x1, x2, &problem)) return ge::GRAPH_FAILED;
  return WriteMatMulTiling(context, problem);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(BatchMatMulV2)
    .TilingParse<oppkit::ops::MatMulCompileInfo>(oppkit::ops::TilingParseForMatMul)
    .Tiling(oppkit::ops::TilingForBatchMatMulV2, sizeof(oppkit::ops::MatMulTilingData));
