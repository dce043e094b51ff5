// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferShapeRange of TopK and TopKV2. Without the value of k the automatic range rule has nothing to work with (it
// needs every data-dependent value), yet the bound is plain: the dim `dim` of both outputs lies in [0, x's max dim],
// the other dims keep x's range. With k's value the dim is exactly k.
#include <cstdint>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

ge::graphStatus InferTopKRange(gert::InferShapeRangeContext* context, size_t dim_attr_index) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Range<gert::Shape>* x_range = context->GetInputShapeRange(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_range);
  const gert::Shape* x_min = x_range->GetMin();
  const gert::Shape* x_max = x_range->GetMax();
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_min);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_max);
  int64_t k = ge::UNKNOWN_DIM;
  const gert::TensorRange* k_range = context->GetInputTensorRange(1);
  IntValueView values;
  if (k_range != nullptr && ReadIntValues(k_range->GetMin(), &values) == ValueState::kOk && values.size() == 1 &&
      values[0] >= 0) {
    k = values[0];
  }
  const int64_t dim = GetIntAttr(context->GetAttrs(), dim_attr_index, -1);
  for (size_t output = 0; output < 2; ++output) {
    gert::Range<gert::Shape>* y_range = context->GetOutputShapeRange(output);
    OPS_CHECK_NULL_WITH_CONTEXT(context, y_range);
    gert::Shape* y_min = y_range->GetMin();
    gert::Shape* y_max = y_range->GetMax();
    OPS_CHECK_NULL_WITH_CONTEXT(context, y_min);
    OPS_CHECK_NULL_WITH_CONTEXT(context, y_max);
    *y_min = *x_min;
    *y_max = *x_max;
    if (IsUnknownRank(*x_max) || IsUnknownRank(*x_min)) continue;
    int64_t axis = 0;
    if (x_min->GetDimNum() != x_max->GetDimNum() ||
        !NormalizeAxis(dim, static_cast<int64_t>(x_max->GetDimNum()), &axis)) {
      OPPKIT_OP_LOGE(context, "attr dim %lld does not fit input x range %s - %s", static_cast<long long>(dim),
                     ShapeToString(*x_min).c_str(), ShapeToString(*x_max).c_str());
      return ge::GRAPH_FAILED;
    }
    const size_t at = static_cast<size_t>(axis);
    (*y_min)[at] = k >= 0 ? k : 0;
    (*y_max)[at] = k >= 0 ? k : x_max->GetDim(at);
  }
  return ge::GRAPH_SUCCESS;
}

// InferShapeRange of TopK: both outputs keep x's range, except dim `dim`: [0, x's max dim] (k unknown) or [k, k].
ge::graphStatus InferShapeRangeForTopK(gert::InferShapeRangeContext* context) { return InferTopKRange(context, 2); }

// InferShapeRange of TopKV2: as TopK, with `dim` at attr index 1.
ge::graphStatus InferShapeRangeForTopKV2(gert::InferShapeRangeContext* context) { return InferTopKRange(context, 1); }

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(TopK).InferShapeRange(oppkit::ops::InferShapeRangeForTopK);
IMPL_OP(TopKV2).InferShapeRange(oppkit::ops::InferShapeRangeForTopKV2);
