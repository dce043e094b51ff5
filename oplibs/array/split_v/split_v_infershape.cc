// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// SplitV InferShape: the values of IR inputs 1 (size_splits) and 2 (split_dim); declared data dependent. The rule
// is shared with Split and SplitD: see Note [Split semantics] in common/array/split_common.cc.
#include "common/array/split_common.h"
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of SplitV (data-dependent on IR inputs 1 and 2, size_splits and split_dim); see Note [Split semantics].
ge::graphStatus InferShapeForSplitV(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  const int64_t* num_split = RequiredSplitAttr(context, 0, "num_split");
  if (num_split == nullptr) return ge::GRAPH_FAILED;
  IntValueView sizes;
  bool have_sizes = false;
  switch (ReadIntValues(context->GetInputTensor(1), &sizes)) {
    case ValueState::kOk:
      have_sizes = true;
      break;
    case ValueState::kNoValue:
      break;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input size_splits must be int32 or int64");
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input size_splits has a value that does not match its shape");
      return ge::GRAPH_FAILED;
  }
  SplitAxis axis;
  axis.name = "input split_dim";
  if (ReadScalarValue(context, context->GetInputTensor(2), "split_dim", &axis.known, &axis.value) !=
      ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  return InferSizedSplit(context, *x, axis, have_sizes ? &sizes : nullptr, *num_split);
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(SplitV).InferShape(oppkit::ops::InferShapeForSplitV).InputsDataDependency({1, 2});
