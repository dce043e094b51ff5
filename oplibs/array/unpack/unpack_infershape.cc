// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Unpack InferShape: writes every instance of the dynamic output y.
//
// Note [Unpack semantics]
// x (rank r >= 1) is cut along attr axis (in [-r, r)) into num tensors, each x without that dim; num must equal
// x.shape[axis] when that dim is known, and the node must have num instances of y. An x of unknown rank gives
// outputs of unknown rank.
#include "common/array/array_utils.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Unpack; see Note [Unpack semantics].
ge::graphStatus InferShapeForUnpack(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t* num = attrs == nullptr ? nullptr : attrs->GetInt(0);
  if (num == nullptr) {
    OPPKIT_OP_LOGE(context, "required attr num is missing");
    return ge::GRAPH_FAILED;
  }
  const int64_t axis = GetIntAttr(attrs, 1, 0);
  if (CheckDynamicOutputCount(context, 0, *num, "num") != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  gert::Shape out;
  if (IsUnknownRank(*x)) {
    SetUnknownRank(&out);
  } else {
    const size_t rank = x->GetDimNum();
    int64_t position = 0;
    if (!NormalizeAxis(axis, static_cast<int64_t>(rank), &position)) {
      OPPKIT_OP_LOGE(context, "attr axis %lld is out of range for x %s", static_cast<long long>(axis),
                     ShapeToString(*x).c_str());
      return ge::GRAPH_FAILED;
    }
    const int64_t dim = x->GetDim(static_cast<size_t>(position));
    if (!IsUnknownDim(dim) && dim != *num) {
      OPPKIT_OP_LOGE(context, "attr num %lld differs from dim %lld of x %s (axis %lld)", static_cast<long long>(*num),
                     static_cast<long long>(dim), ShapeToString(*x).c_str(), static_cast<long long>(axis));
      return ge::GRAPH_FAILED;
    }
    out.SetDimNum(0);
    for (size_t d = 0; d < rank; ++d) {
      if (d != static_cast<size_t>(position)) out.AppendDim(x->GetDim(d));
    }
  }
  for (int64_t k = 0; k < *num; ++k) {
    gert::Shape* y = context->GetDynamicOutputShape(0, static_cast<size_t>(k));
    OPS_CHECK_NULL_WITH_CONTEXT(context, y);
    *y = out;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Unpack).InferShape(oppkit::ops::InferShapeForUnpack);
