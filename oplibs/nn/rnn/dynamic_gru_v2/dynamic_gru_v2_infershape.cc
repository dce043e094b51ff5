// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicGRUV2 InferShape.
//
// Note [DynamicGRUV2 shapes]
// x is [T, B, input] (rank 3), weight_input [input, 3 * hidden], weight_hidden [hidden, 3 * hidden] (the three gates
// side by side). hidden is weight_hidden's first dim or a third of either weight's second dim (which must be a multiple
// of 3); the sources must agree where known, and weight_input's first dim must be x's input size. Every output (y,
// output_h, update, reset, new, hidden_new) is [T, B, hidden]: output_h holds every step, as DynamicRNN's does.
// Unknown dims stay -1; an x of unknown rank leaves T and B unknown (the outputs stay rank 3).
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kOutputs = 6;

// Merges what \p weight ([rows, 3 * hidden], named \p name) says about hidden into *hidden; false after logging.
bool HiddenFromWeight(gert::InferShapeContext* context, const gert::Shape& weight, const char* name,
                      int64_t* hidden) {
  if (IsUnknownRank(weight)) return true;
  if (weight.GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "input %s %s must be 2-D", name, ShapeToString(weight).c_str());
    return false;
  }
  const int64_t gates = weight.GetDim(1);
  if (!IsUnknownDim(gates) && gates % 3 != 0) {
    OPPKIT_OP_LOGE(context, "input %s %s: dim 1 must be 3 * hidden", name, ShapeToString(weight).c_str());
    return false;
  }
  if (!MergeDim(*hidden, IsUnknownDim(gates) ? ge::UNKNOWN_DIM : gates / 3, hidden)) {
    OPPKIT_OP_LOGE(context, "input %s %s does not match the hidden size %lld", name, ShapeToString(weight).c_str(),
                   static_cast<long long>(*hidden));
    return false;
  }
  return true;
}

// InferShape of DynamicGRUV2; see Note [DynamicGRUV2 shapes].
ge::graphStatus InferShapeForDynamicGRUV2(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* weight_input = context->GetInputShape(1);
  const gert::Shape* weight_hidden = context->GetInputShape(2);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, weight_input);
  OPS_CHECK_NULL_WITH_CONTEXT(context, weight_hidden);
  if (!IsUnknownRank(*x) && x->GetDimNum() != 3) {
    OPPKIT_OP_LOGE(context, "input x %s must be [T, B, input]", ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  int64_t hidden = ge::UNKNOWN_DIM;
  if (!IsUnknownRank(*weight_hidden) && weight_hidden->GetDimNum() == 2) hidden = weight_hidden->GetDim(0);
  if (!HiddenFromWeight(context, *weight_hidden, "weight_hidden", &hidden) ||
      !HiddenFromWeight(context, *weight_input, "weight_input", &hidden)) {
    return ge::GRAPH_FAILED;
  }
  int64_t input_size = 0;
  if (!IsUnknownRank(*x) && !IsUnknownRank(*weight_input) &&
      !MergeDim(x->GetDim(2), weight_input->GetDim(0), &input_size)) {
    OPPKIT_OP_LOGE(context, "input weight_input %s must have x's input size (x %s)",
                   ShapeToString(*weight_input).c_str(), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  for (size_t k = 0; k < kOutputs; ++k) {
    gert::Shape* out = context->GetOutputShape(k);
    OPS_CHECK_NULL_WITH_CONTEXT(context, out);
    out->SetDimNum(3);
    (*out)[0] = IsUnknownRank(*x) ? ge::UNKNOWN_DIM : x->GetDim(0);
    (*out)[1] = IsUnknownRank(*x) ? ge::UNKNOWN_DIM : x->GetDim(1);
    (*out)[2] = hidden;
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(DynamicGRUV2).InferShape(oppkit::ops::InferShapeForDynamicGRUV2);
