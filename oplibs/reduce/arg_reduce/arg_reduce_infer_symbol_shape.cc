// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ArgMaxV2 and ArgMin: x without the dim named by the constant value of `dimension`.
#include <cstdint>
#include <vector>

#include "common/array/array_symbolic.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForArgReduce(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* dimension = InputSymbolicValues(context, 1);
  std::vector<int64_t> axis;
  if (dimension == nullptr || !ConstantValues(*dimension, &axis) || axis.size() != 1) return ge::UNSUPPORTED;
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  int64_t at = 0;
  if (!NormalizeAxis(axis[0], rank, &at)) {
    OPPKIT_OP_LOGE(context, "dimension %lld does not fit x of rank %lld", static_cast<long long>(axis[0]),
                   static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims = x->GetDims();
  dims.erase(dims.begin() + at);
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ArgMaxV2).InferSymbolShape(oppkit::ops::InferSymbolShapeForArgReduce);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ArgMin).InferSymbolShape(oppkit::ops::InferSymbolShapeForArgReduce);
