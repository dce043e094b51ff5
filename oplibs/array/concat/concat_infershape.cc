// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Concat InferShape: the value of IR input 0 (concat_dim, before the dynamic input x) picks the axis; declared data
// dependent. The rule is shared with ConcatV2 and ConcatD: see Note [Concat semantics] in
// common/array/concat_common.cc.
#include "common/array/concat_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Concat (data-dependent on IR input 0, concat_dim); see Note [Concat semantics].
ge::graphStatus InferShapeForConcat(gert::InferShapeContext* context) {
  ConcatAxisSource source;
  source.x_ir_index = 1;
  source.dim_ir_index = 0;
  source.n_attr_index = 0;
  return InferShapeForConcatFamily(context, source);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Concat).InferShape(oppkit::ops::InferShapeForConcat).InputsDataDependency({0});
