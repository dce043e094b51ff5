// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of ClipByValue: the symbolic broadcast of x and both bounds (docs/symbolic.md).
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace {

constexpr const char* kInputNames[] = {"x", "clip_value_min", "clip_value_max"};

}  // namespace

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(ClipByValue).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeBroadcastInputs(context, kInputNames, 3);
});
