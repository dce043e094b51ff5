// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// MatMulV2 TilingParse and Tiling: x1 [M, K] (transpose_x1: [K, M]) times x2 [K, N] (transpose_x2: [N, K]),
// planned over the cores in fractal blocks as Note [Matmul tiling] (matmul_tiling.cc) says; the tiling key is
// Note [Matmul tiling key]. M, K and N come from the origin shapes; a FRACTAL_NZ storage format only sets a bit of
// MatMulTilingData::format_flags for the kernel.
#include <utility>

#include "common/matmul/matmul_tiling.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tiling_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX1 = 0;
constexpr size_t kInputX2 = 1;

// Tiling of MatMulV2 (Note [Matmul tiling]): x1 and x2 2-D with known dims.
ge::graphStatus TilingForMatMulV2(gert::TilingContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape x1;
  gert::Shape x2;
  if (!ReadKnownInputShape(context, kInputX1, "x1", &x1) || !ReadKnownInputShape(context, kInputX2, "x2", &x2)) {
    return ge::GRAPH_FAILED;
  }
  for (const auto& [name, shape] : {std::pair<const char*, const gert::Shape*>{"x1", &x1}, {"x2", &x2}}) {
    if (shape->GetDimNum() != 2) {
      OPPKIT_OP_LOGE(context, "input %s %s must be 2-D", name, ShapeToString(*shape).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  MatMulProblem problem;
  if (ReadMatMulCommon(context, &problem) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  problem.m = x1.GetDim(problem.transpose_x1 ? 1 : 0);
  problem.k = x1.GetDim(problem.transpose_x1 ? 0 : 1);
  const int64_t k2 = x2.GetDim(problem.transpose_x2 ? 1 : 0);
  problem.n = x2.GetDim(problem.transpose_x2 ? 0 : 1);
  if (problem.k != k2) {
    OPPKIT_OP_LOGE(context, "K of x1 %s (%lld) differs from K of x2 %s (%lld) (transpose_x1 %d, transpose_x2 %d)",
                   ShapeToString(x1).c_str(), static_cast<long long>(problem.k), ShapeToString(x2).c_str(),
                   static_cast<long long>(k2), problem.transpose_x1, problem.transpose_x2);
    return ge::GRAPH_FAILED;
  }
  return WriteMatMulTiling(context, problem);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(MatMulV2)
    .TilingParse<oppkit::ops::MatMulCompileInfo>(oppkit::ops::TilingParseForMatMul)
    .Tiling(oppkit::ops::TilingForMatMulV2, sizeof(oppkit::ops::MatMulTilingData));
