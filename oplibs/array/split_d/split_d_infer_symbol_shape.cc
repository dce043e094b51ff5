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
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t* split_dim = attrs == nullptr ? nullptr : attrs->GetInt(0);
  const int64_t* num_split = attrs == nullptr ? nullptr : attrs->GetInt(1);
  if (split_dim == nullptr || num_split == nullptr) {
    OPPKIT_OP_LOGE(context, "required attr %s is missing", split_dim == nullptr ? "split_dim" : "num_split");
    return ge::GRAPH_FAILED;
  }
  return InferSymbolSplit(context, 0, *split_dim, nullptr, *num_split);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(SplitD).InferSymbolShape(oppkit::ops::InferSymbolShapeForSplitD);
