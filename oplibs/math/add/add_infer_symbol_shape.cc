// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Add: y is the symbolic numpy broadcast of x1 and x2 (docs/symbolic.md).
#include "common/symbolic_rules.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// y is the broadcast of x1 and x2, with guards where the dims' equality is not known (Note [Broadcasting symbolic
// dims] in common/symbolic_rules.cc).
ge::graphStatus InferSymbolShapeForBroadcast(gert::InferSymbolShapeContext* context) {
  static const char* const kNames[] = {"x1", "x2"};
  return InferSymbolShapeBroadcastInputs(context, kNames, 2);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Add).InferSymbolShape(oppkit::ops::InferSymbolShapeForBroadcast);
