// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of SelectV2: the symbolic broadcast of its three inputs, and the values it picks where the
// condition's values are constants (docs/symbolic.md).
#include "common/symbolic_rules.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace {

constexpr const char* kInputNames[] = {"condition", "then", "else"};

}  // namespace

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(SelectV2).InferSymbolShape([](gert::InferSymbolShapeContext* context) {
  return oppkit::ops::InferSymbolShapeSelectValues(context, kInputNames);
});
