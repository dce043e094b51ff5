// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of MaxPool3D and AvgPool3D: Note [3-D pooling shapes] (pool3d_window.cc) with formulas
// (docs/symbolic.md).
#include <utility>
#include <vector>

#include "common/op_log.h"
#include "common/pooling/pool_common.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "nn/pooling/pool3d/pool3d_window.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferPool3dSymbolShape(gert::InferSymbolShapeContext* context, const pool3d::AttrIndexes& at) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || y == nullptr || x->GetDimNum() != pool3d::kRank) {
    OPPKIT_OP_LOGE(context, "input x must have a 5-D symbolic shape");
    return ge::GRAPH_FAILED;
  }
  pool3d::Window window;
  if (!pool3d::ReadWindow(context, at, &window)) return ge::GRAPH_FAILED;
  std::vector<ge::Expression> out = x->GetDims();
  for (size_t s = 0; s < pool3d::kSpatial; ++s) {
    ge::Expression& dim = out[window.spatial[s]];
    dim = pool::PoolOutputSymbol(dim, window.span[s], window.strides[s], window.pads[2 * s], window.pads[2 * s + 1],
                                 window.padding, window.ceil_mode);
  }
  y->MutableDims() = std::move(out);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(MaxPool3D).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferPool3dSymbolShape(context, oppkit::ops::pool3d::kMaxPool3DAttrs);
});
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(AvgPool3D).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferPool3dSymbolShape(context, oppkit::ops::pool3d::kAvgPool3DAttrs);
});
