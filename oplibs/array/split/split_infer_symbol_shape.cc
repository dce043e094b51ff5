// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split InferSymbolShape: x (IR input 1) cut into num_split equal parts along the constant value of split_dim (IR
// input 0); see Note [Split semantics] in common/array/split_common.cc and docs/symbolic.md.
#include <vector>

#include "common/array/array_symbolic.h"
#include "common/array/split_common.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForSplit(gert::InferSymbolShapeContext* context) {
  const int64_t* num_split = RequiredSplitAttr(context, 0, "num_split");
  if (num_split == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* split_dim = InputSymbolicValues(context, 0);
  std::vector<int64_t> axis;
  if (split_dim == nullptr || !ConstantValues(*split_dim, &axis) || axis.size() != 1) return ge::UNSUPPORTED;
  return InferSymbolSplit(context, 1, axis[0], nullptr, *num_split);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Split).InferSymbolShape(oppkit::ops::InferSymbolShapeForSplit);
