// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "array/array_utils/array_utils.h"

#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"

namespace oppkit::ops {

ge::graphStatus ReadScalarInput(const gert::InferShapeContext* context, const gert::Tensor* tensor,
                                const char* input_name, bool* known, int64_t* value) {
  IntValueView values;
  switch (ReadIntValues(tensor, &values)) {
    case ValueState::kNoValue:
      *known = false;
      return ge::GRAPH_SUCCESS;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input %s must be int32 or int64", input_name);
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input %s has a value that does not match its shape", input_name);
      return ge::GRAPH_FAILED;
    case ValueState::kOk:
      break;
  }
  if (values.size() != 1) {
    OPPKIT_OP_LOGE(context, "input %s must hold exactly one value, got %zu", input_name, values.size());
    return ge::GRAPH_FAILED;
  }
  *known = true;
  *value = values[0];
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus ReadIntListInput(const gert::InferShapeContext* context, size_t index, const char* input_name,
                                 IntValueView* values, bool* have, int64_t* count) {
  const gert::Shape* shape = context->GetInputShape(index);
  if (shape == nullptr) {
    OPPKIT_OP_LOGE(context, "input %s is missing", input_name);
    return ge::GRAPH_FAILED;
  }
  if (!IsUnknownRank(*shape) && shape->GetDimNum() > 1) {
    OPPKIT_OP_LOGE(context, "input %s must be 1-D, got %s", input_name, ShapeToString(*shape).c_str());
    return ge::GRAPH_FAILED;
  }
  *have = false;
  switch (ReadIntValues(context->GetInputTensor(index), values)) {
    case ValueState::kOk:
      *have = true;
      *count = static_cast<int64_t>(values->size());
      return ge::GRAPH_SUCCESS;
    case ValueState::kNoValue:
      break;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input %s must be int32 or int64", input_name);
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input %s has a value that does not match its shape", input_name);
      return ge::GRAPH_FAILED;
  }
  if (IsUnknownRank(*shape)) {
    *count = -1;
  } else {
    *count = shape->GetDimNum() == 0 ? 1 : shape->GetDim(0);
    if (IsUnknownDim(*count)) *count = -1;
  }
  return ge::GRAPH_SUCCESS;
}

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
