// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransposeD InferShape: Transpose's rule with the permutation given by attr perm.
#include "common/array/transpose_common.h"
#include "common/attr_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of TransposeD: Transpose's rule (Note [Transpose semantics]) with the perm of attr 0.
ge::graphStatus InferShapeForTransposeD(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::TypedContinuousVector<int64_t>* perm = GetListIntAttr(context->GetAttrs(), 0);
  return InferTransposeShape(context, perm == nullptr ? nullptr : perm->GetData(),
                             perm == nullptr ? 0 : perm->GetSize(), "attr perm");
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(TransposeD).InferShape(oppkit::ops::InferShapeForTransposeD);
