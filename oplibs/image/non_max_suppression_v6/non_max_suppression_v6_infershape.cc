// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// NonMaxSuppressionV6 InferShape, a third-class op (the count of kept boxes is known only after compute), data
// dependent on max_output_size.
//
// Note [NonMaxSuppression shape]
// ONNX NonMaxSuppression: boxes [B, N, 4], scores [B, C, N] (B and N must agree where known); selected_indices is
// [M, 3], one [batch, class, box] triple per kept box, M <= B * C * min(N, max_output_size). M is -1 (known after
// compute) unless it is 0 for sure: max_output_size absent or 0 (ONNX's default 0 selects nothing), or B, C or N 0.
// InferShapeRange gives M in [0, B * C * N], the element count of the scores' max shape.
#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputBoxes = 0;
constexpr size_t kInputScores = 1;
constexpr size_t kInputMaxOutput = 2;

// Checks boxes [B, N, 4] against scores [B, C, N] where known; false after logging.
bool BoxesFitScores(gert::InferShapeContext* context, const gert::Shape& boxes, const gert::Shape& scores) {
  if (!IsUnknownRank(boxes) && (boxes.GetDimNum() != 3 || (!IsUnknownDim(boxes.GetDim(2)) && boxes.GetDim(2) != 4))) {
    OPPKIT_OP_LOGE(context, "input boxes %s must be [batch, boxes, 4]", ShapeToString(boxes).c_str());
    return false;
  }
  if (!IsUnknownRank(scores) && scores.GetDimNum() != 3) {
    OPPKIT_OP_LOGE(context, "input scores %s must be [batch, classes, boxes]", ShapeToString(scores).c_str());
    return false;
  }
  if (IsUnknownRank(boxes) || IsUnknownRank(scores)) return true;
  int64_t merged = 0;
  if (!MergeDim(boxes.GetDim(0), scores.GetDim(0), &merged) || !MergeDim(boxes.GetDim(1), scores.GetDim(2), &merged)) {
    OPPKIT_OP_LOGE(context, "input boxes %s and scores %s disagree on the batch or box count",
                   ShapeToString(boxes).c_str(), ShapeToString(scores).c_str());
    return false;
  }
  return true;
}

// The max_output_size value: 0 when absent (ONNX's default), -1 when it has no value; false (logged) if malformed.
bool ReadMaxOutput(gert::InferShapeContext* context, int64_t* max_output) {
  *max_output = 0;
  if (context->GetOptionalInputShape(kInputMaxOutput) == nullptr) return true;
  bool has_value = false;
  if (ReadScalarValue(context, context->GetOptionalInputTensor(kInputMaxOutput), "max_output_size", &has_value,
                      max_output) != ge::GRAPH_SUCCESS) {
    return false;
  }
  if (!has_value) {
    *max_output = -1;
  } else if (*max_output < 0) {
    OPPKIT_OP_LOGE(context, "input max_output_size %lld must be >= 0", static_cast<long long>(*max_output));
    return false;
  }
  return true;
}

// InferShape of NonMaxSuppressionV6; see Note [NonMaxSuppression shape].
ge::graphStatus InferShapeForNonMaxSuppressionV6(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* boxes = context->GetInputShape(kInputBoxes);
  const gert::Shape* scores = context->GetInputShape(kInputScores);
  gert::Shape* selected = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, boxes);
  OPS_CHECK_NULL_WITH_CONTEXT(context, scores);
  OPS_CHECK_NULL_WITH_CONTEXT(context, selected);
  int64_t max_output = 0;
  if (!BoxesFitScores(context, *boxes, *scores) || !ReadMaxOutput(context, &max_output)) return ge::GRAPH_FAILED;
  bool none = max_output == 0;
  for (const gert::Shape* s : {boxes, scores}) {
    for (size_t d = 0; !IsUnknownRank(*s) && d < s->GetDimNum(); ++d) none = none || s->GetDim(d) == 0;
  }
  selected->SetDimNum(2);
  (*selected)[0] = none ? 0 : ge::UNKNOWN_DIM;
  (*selected)[1] = 3;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(NonMaxSuppressionV6)
    .InferShape(oppkit::ops::InferShapeForNonMaxSuppressionV6)
    .InputsDataDependency({2})
    .OutputShapeDependOnCompute({0});
