// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ConcatV2 InferShape: the value of IR input 1 (concat_dim) picks the axis; declared data dependent.
//
// The rule is shared with Concat and ConcatD: see Note [Concat semantics] in common/array/concat_common.cc.
#include "common/array/concat_common.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of ConcatV2 (data-dependent on IR input 1, concat_dim); see Note [Concat semantics].
ge::graphStatus InferShapeForConcatV2(gert::InferShapeContext* context) {
  ConcatAxisSource source;
  source.x_ir_index = 0;
  source.dim_ir_index = 1;
  source.n_attr_index = 0;
  return InferShapeForConcatFamily(context, source);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(ConcatV2).InferShape(oppkit::ops::InferShapeForConcatV2).InputsDataDependency({1});
