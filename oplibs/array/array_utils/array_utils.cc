// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "array/array_utils/array_utils.h"

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"

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

ge::graphStatus CheckDynamicOutputCount(const gert::InferShapeContext* context, size_t ir_index, int64_t expected,
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

}  // namespace oppkit::ops
