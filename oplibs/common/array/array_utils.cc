// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/array/array_utils.h"

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

bool DimRangeProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product) {
  int64_t result = 1;
  bool unknown = false;
  bool overflow = false;
  for (size_t i = begin; i < end; ++i) {
    const int64_t dim = shape.GetDim(i);
    if (dim == 0) {
      *product = 0;
      return true;
    }
    if (IsUnknownDim(dim)) {
      unknown = true;
    } else if (!overflow && __builtin_mul_overflow(result, dim, &result)) {
      overflow = true;
    }
  }
  if (unknown) {
    *product = ge::UNKNOWN_DIM;
    return true;
  }
  if (overflow) return false;
  *product = result;
  return true;
}

ge::graphStatus CheckDynamicOutputCount(const gert::ExtendedKernelContext* context, size_t ir_index, int64_t expected,
                                        const char* attr_name) {
  if (expected < 1) {
    OPPKIT_OP_LOGE(context, "attr %s must be >= 1, got %lld", attr_name, static_cast<long long>(expected));
    return ge::GRAPH_FAILED;
  }
  const gert::AnchorInstanceInfo* info = context->GetIrOutputInstanceInfo(ir_index);
  const size_t count = info == nullptr ? 0 : info->GetInstanceNum();
  if (static_cast<int64_t>(count) != expected) {
    OPPKIT_OP_LOGE(context, "dynamic output y has %zu instances, attr %s is %lld", count, attr_name,
                   static_cast<long long>(expected));
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferIndexListRange(gert::InferShapeRangeContext* context, size_t min_rank, size_t max_rank,
                                    bool transpose) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Range<gert::Shape>* x_range = context->GetInputShapeRange(0);
  gert::Range<gert::Shape>* y_range = context->GetOutputShapeRange(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_range);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_range);
  const gert::Shape* x_max = x_range->GetMax();
  gert::Shape* y_min = y_range->GetMin();
  gert::Shape* y_max = y_range->GetMax();
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_max);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_min);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y_max);
  const size_t count_at = transpose ? 1 : 0;
  const size_t rank_at = transpose ? 0 : 1;
  y_min->SetDimNum(2);
  y_max->SetDimNum(2);
  (*y_min)[count_at] = 0;
  if (IsUnknownRank(*x_max)) {
    (*y_min)[rank_at] = static_cast<int64_t>(min_rank);
    (*y_max)[count_at] = ge::UNKNOWN_DIM;
    (*y_max)[rank_at] = static_cast<int64_t>(max_rank);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x_max->GetDimNum();
  if (rank < min_rank || rank > max_rank) {
    OPPKIT_OP_LOGE(context, "input x max shape %s must have rank %zu..%zu", ShapeToString(*x_max).c_str(), min_rank,
                   max_rank);
    return ge::GRAPH_FAILED;
  }
  (*y_min)[rank_at] = static_cast<int64_t>(rank);
  (*y_max)[count_at] = MaxElementCount(*x_max);  // -1 = ge::UNKNOWN_DIM when unbounded
  (*y_max)[rank_at] = static_cast<int64_t>(rank);
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
