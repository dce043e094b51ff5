// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ConcatV2 InferShape: the value of IR input 1 (concat_dim) picks the axis; declared data dependent.
//
// The rule is shared with Concat and ConcatD: see Note [Concat semantics] in array/concat_common/concat_common.cc.
#include "array/concat_common/concat_common.h"
#include "array/concat_v2/concat_v2_host.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {

ge::graphStatus InferShapeForConcatV2(gert::InferShapeContext* context) {
  ConcatAxisSource source;
  source.x_ir_index = 0;
  source.dim_ir_index = 1;
  source.n_attr_index = 0;
  return InferShapeForConcatFamily(context, source);
}

}  // namespace oppkit::ops

IMPL_OP(ConcatV2).InferShape(oppkit::ops::InferShapeForConcatV2).InputsDataDependency({1});
