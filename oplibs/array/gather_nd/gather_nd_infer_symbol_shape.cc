// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of GatherNd: Note [GatherNd shape] (gather_nd_infershape.cc) with formulas, y =
// indices.shape[:-1] + x.shape[k:] for the constant tuple length k = indices.shape[-1].
#include <cstdint>
#include <vector>

#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForGatherNd(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  const gert::SymbolShape* indices = context->GetInputSymbolShape(1);
  if (x == nullptr || indices == nullptr) return ge::GRAPH_FAILED;
  int64_t k = 0;
  if (indices->GetDimNum() == 0) {
    OPPKIT_OP_LOGE(context, "%s", "indices is a scalar; it needs rank >= 1");
    return ge::GRAPH_FAILED;
  }
  if (!indices->GetDims().back().GetConstValue(k)) return ge::UNSUPPORTED;  // y's rank depends on it
  if (k < 0 || k > static_cast<int64_t>(x->GetDimNum())) {
    OPPKIT_OP_LOGE(context, "index tuples of length %lld for x of rank %zu", static_cast<long long>(k),
                   x->GetDimNum());
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims(indices->GetDims().begin(), indices->GetDims().end() - 1);
  dims.insert(dims.end(), x->GetDims().begin() + k, x->GetDims().end());
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(GatherNd).InferSymbolShape(oppkit::ops::InferSymbolShapeForGatherNd);
