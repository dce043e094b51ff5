// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/shape_input.h"

#include "common/op_log.h"
#include "exe_graph/runtime/tensor.h"

namespace oppkit::ops {

bool ReadShapeInput(const gert::InferShapeContext* context, size_t index, const char* name, ShapeInput* out) {
  return ReadShapeInput(context, context->GetInputShape(index), context->GetInputTensor(index), name, out);
}

bool ReadShapeInput(const gert::InferShapeContext* context, const gert::Shape* shape, const gert::Tensor* tensor,
                    const char* name, ShapeInput* out) {
  if (shape == nullptr) {
    OPPKIT_OP_LOGE(context, "input %s is missing", name);
    return false;
  }
  if (!IsUnknownRank(*shape) && shape->GetDimNum() > 1) {
    OPPKIT_OP_LOGE(context, "input %s must be 1-D, got shape %s", name, ShapeToString(*shape).c_str());
    return false;
  }
  out->has_value = false;
  out->length = -1;
  if (!IsUnknownRank(*shape)) out->length = shape->GetDimNum() == 0 ? 1 : shape->GetDim(0);
  if (IsUnknownDim(out->length)) out->length = -1;
  switch (ReadIntValues(tensor, &out->values)) {
    case ValueState::kOk:
      out->has_value = true;
      out->length = static_cast<int64_t>(out->values.size());
      return true;
    case ValueState::kNoValue:
      return true;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input %s must be int32 or int64", name);
      return false;
    case ValueState::kBadSize:
      break;
  }
  OPPKIT_OP_LOGE(context, "input %s has a value whose size does not match its shape %s", name,
                 ShapeToString(*shape).c_str());
  return false;
}

bool ReadDimsInput(const gert::InferShapeContext* context, size_t index, const char* name, ShapeInput* out) {
  if (!ReadShapeInput(context, index, name, out)) return false;
  if (out->length <= static_cast<int64_t>(gert::Shape::kMaxDimNum)) return true;
  OPPKIT_OP_LOGE(context, "input %s has %lld values, more than the largest rank %zu", name,
                 static_cast<long long>(out->length), gert::Shape::kMaxDimNum);
  return false;
}

bool CopyDimIndexValues(const gert::InferShapeContext* context, const IntValueView& values, const char* name,
                        int64_t (&out)[gert::Shape::kMaxDimNum]) {
  if (values.size() > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "input %s has %zu entries, more than the maximum rank %zu", name, values.size(),
                   gert::Shape::kMaxDimNum);
    return false;
  }
  for (size_t i = 0; i < values.size(); ++i) out[i] = values[i];
  return true;
}

ge::graphStatus ReadScalarValue(const gert::InferShapeContext* context, const gert::Tensor* tensor, const char* name,
                                bool* has_value, int64_t* value) {
  IntValueView values;
  switch (ReadIntValues(tensor, &values)) {
    case ValueState::kNoValue:
      *has_value = false;
      return ge::GRAPH_SUCCESS;
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input %s must be int32 or int64", name);
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input %s has a value that does not match its shape", name);
      return ge::GRAPH_FAILED;
    case ValueState::kOk:
      break;
  }
  if (values.size() != 1) {
    OPPKIT_OP_LOGE(context, "input %s must hold exactly one value, got %zu", name, values.size());
    return ge::GRAPH_FAILED;
  }
  *has_value = true;
  *value = values[0];
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus ReadScalarInput(const gert::InferShapeContext* context, size_t index, const char* name,
                                bool* has_value, int64_t* value) {
  const gert::Shape* shape = context->GetInputShape(index);
  if (shape == nullptr) {
    OPPKIT_OP_LOGE(context, "input %s is missing", name);
    return ge::GRAPH_FAILED;
  }
  const bool one_value = IsUnknownRank(*shape) || shape->GetDimNum() == 0 ||
                         (shape->GetDimNum() == 1 && (IsUnknownDim(shape->GetDim(0)) || shape->GetDim(0) == 1));
  if (!one_value) {
    OPPKIT_OP_LOGE(context, "input %s must be a scalar or hold one value, got shape %s", name,
                   ShapeToString(*shape).c_str());
    return ge::GRAPH_FAILED;
  }
  return ReadScalarValue(context, context->GetInputTensor(index), name, has_value, value);
}

}  // namespace oppkit::ops
