// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Pack InferShape.
//
// Note [Pack semantics]
// The n instances of the dynamic input x (n >= 1) must have one shape s of rank r (dims merge: -1 with d gives d;
// scalars stack into [n]); y is s with n inserted at attr axis, in [-(r + 1), r] (negative: axis + r + 1). Instances
// of unknown rank constrain nothing; if all have an unknown rank, so has y. The attr N, when not left at its
// default 1, must equal n.
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

// InferShape of Pack; see Note [Pack semantics].
ge::graphStatus InferShapeForPack(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::AnchorInstanceInfo* x_info = context->GetIrInputInstanceInfo(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_info);
  const size_t count = x_info->GetInstanceNum();
  if (count == 0) {
    OPPKIT_OP_LOGE(context, "dynamic input x has no instance");
    return ge::GRAPH_FAILED;
  }
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  const int64_t axis = GetIntAttr(attrs, 0, 0);
  const int64_t n_attr = GetIntAttr(attrs, 1, 1);
  if (n_attr != 1 && n_attr != static_cast<int64_t>(count)) {
    OPPKIT_OP_LOGE(context, "attr N %lld differs from the %zu instances of input x", static_cast<long long>(n_attr),
                   count);
    return ge::GRAPH_FAILED;
  }
  gert::Shape merged;
  bool have_known = false;
  size_t first_index = 0;
  for (size_t i = 0; i < count; ++i) {
    const gert::Shape* shape = context->GetDynamicInputShape(0, i);
    OPS_CHECK_NULL_WITH_CONTEXT(context, shape);
    if (IsUnknownRank(*shape)) continue;
    if (!have_known) {
      merged = *shape;
      have_known = true;
      first_index = i;
      continue;
    }
    if (shape->GetDimNum() != merged.GetDimNum()) {
      OPPKIT_OP_LOGE(context, "input x[%zu] %s and x[%zu] %s have different ranks", first_index,
                     ShapeToString(merged).c_str(), i, ShapeToString(*shape).c_str());
      return ge::GRAPH_FAILED;
    }
    for (size_t d = 0; d < merged.GetDimNum(); ++d) {
      if (!MergeDim(merged[d], shape->GetDim(d), &merged[d])) {
        OPPKIT_OP_LOGE(context, "input x[%zu] %s differs from the other inputs (%s) at dim %zu", i,
                       ShapeToString(*shape).c_str(), ShapeToString(merged).c_str(), d);
        return ge::GRAPH_FAILED;
      }
    }
  }
  if (!have_known) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = merged.GetDimNum();
  if (rank + 1 > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "input x %s already has the largest rank %zu", ShapeToString(merged).c_str(), rank);
    return ge::GRAPH_FAILED;
  }
  int64_t position = 0;
  if (!NormalizeAxis(axis, static_cast<int64_t>(rank) + 1, &position)) {
    OPPKIT_OP_LOGE(context, "attr axis %lld is out of range [%lld, %zu] for inputs x of rank %zu",
                   static_cast<long long>(axis), -static_cast<long long>(rank) - 1, rank, rank);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t d = 0; d <= rank; ++d) {
    if (d == static_cast<size_t>(position)) out.AppendDim(static_cast<int64_t>(count));
    if (d < rank) out.AppendDim(merged[d]);
  }
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Pack).InferShape(oppkit::ops::InferShapeForPack);
