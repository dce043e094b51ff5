// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SplitD InferSymbolShape: x cut into num_split equal parts along attr split_dim; see Note [Split semantics] in
// common/array/split_common.cc and docs/symbolic.md.
#include "common/array/split_common.h"
#include "common/op_log.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferSymbolShapeForSplitD(gert::InferSymbolShapeContext* context) {
  const int64_t* split_dim = RequiredSplitAttr(context, 0, "split_dim");
  const int64_t* num_split = split_dim == nullptr ? nullptr : RequiredSplitAttr(context, 1, "num_split");
  if (num_split == nullptr) return ge::GRAPH_FAILED;
  return InferSymbolSplit(context, 0, *split_dim, nullptr, *num_split);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(SplitD).InferSymbolShape(oppkit::ops::InferSymbolShapeForSplitD);
