// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The shared InferShape / InferDataType logic of DynamicRNN and DynamicRNNV3; see Note [DynamicRNN shapes].
#include "common/rnn/rnn_common.h"

#include <cstring>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbolic.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kInputW = 1;
constexpr size_t kInputB = 2;
constexpr size_t kAttrCellType = 0;
constexpr size_t kOutputY = 0;
constexpr size_t kOutputH = 1;
constexpr size_t kOutputCount = 8;
constexpr int64_t kGates = 4;

// hidden from a 4 * hidden dim of input \p name; -1 if unknown.
bool HiddenFromGates(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, int64_t gates,
                     int64_t* hidden) {
  *hidden = ge::UNKNOWN_DIM;
  if (IsUnknownDim(gates)) return true;
  if (gates % kGates != 0) {
    OPPKIT_OP_LOGE(context, "input %s %s: %lld is not 4 * hidden (a multiple of 4)", name, ShapeToString(shape).c_str(),
                   static_cast<long long>(gates));
    return false;
  }
  *hidden = gates / kGates;
  return true;
}

bool CheckRank(const gert::InferShapeContext* context, const char* name, const gert::Shape& shape, size_t rank) {
  if (IsUnknownRank(shape) || shape.GetDimNum() == rank) return true;
  OPPKIT_OP_LOGE(context, "input %s %s must have rank %zu", name, ShapeToString(shape).c_str(), rank);
  return false;
}

}  // namespace

ge::graphStatus InferDynamicRnnShapes(gert::InferShapeContext* context, int project_index) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(kInputX);
  const gert::Shape* w = context->GetInputShape(kInputW);
  const gert::Shape* b = context->GetInputShape(kInputB);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, w);
  OPS_CHECK_NULL_WITH_CONTEXT(context, b);
  const char* cell_type = GetStrAttr(context->GetAttrs(), kAttrCellType, "LSTM");
  if (std::strcmp(cell_type, "LSTM") != 0) {
    OPPKIT_OP_LOGE(context, "attr cell_type '%s' is not supported (only LSTM)", cell_type);
    return ge::GRAPH_FAILED;
  }
  if (!CheckRank(context, "x", *x, 3) || !CheckRank(context, "w", *w, 2) || !CheckRank(context, "b", *b, 1)) {
    return ge::GRAPH_FAILED;
  }
  const bool x_known = !IsUnknownRank(*x);
  const int64_t steps = x_known ? x->GetDim(0) : ge::UNKNOWN_DIM;
  const int64_t batch = x_known ? x->GetDim(1) : ge::UNKNOWN_DIM;
  const int64_t input = x_known ? x->GetDim(2) : ge::UNKNOWN_DIM;
  const int64_t w_rows = IsUnknownRank(*w) ? ge::UNKNOWN_DIM : w->GetDim(0);
  const int64_t w_gates = IsUnknownRank(*w) ? ge::UNKNOWN_DIM : w->GetDim(1);
  const int64_t b_gates = IsUnknownRank(*b) ? ge::UNKNOWN_DIM : b->GetDim(0);
  int64_t gates = 0;
  if (!MergeDim(w_gates, b_gates, &gates)) {
    OPPKIT_OP_LOGE(context, "input b %s does not match the 4 * hidden = %lld columns of input w %s",
                   ShapeToString(*b).c_str(), static_cast<long long>(w_gates), ShapeToString(*w).c_str());
    return ge::GRAPH_FAILED;
  }
  int64_t hidden = 0;
  if (!HiddenFromGates(context, IsUnknownDim(w_gates) ? "b" : "w", IsUnknownDim(w_gates) ? *b : *w, gates, &hidden)) {
    return ge::GRAPH_FAILED;
  }
  bool project_given = false;
  int64_t state = hidden;
  if (project_index >= 0) {
    const gert::Shape* project = context->GetOptionalInputShape(static_cast<size_t>(project_index));
    project_given = project != nullptr;
    if (project != nullptr) {
      if (IsUnknownRank(*project)) {
        state = ge::UNKNOWN_DIM;
      } else if (project->GetDimNum() < 2) {
        OPPKIT_OP_LOGE(context, "input project %s must have rank >= 2 ([hidden, state])",
                       ShapeToString(*project).c_str());
        return ge::GRAPH_FAILED;
      } else {
        state = project->GetDim(1);
      }
    }
  }
  int64_t rows = 0;  // input + hidden; an x dim near INT64_MAX must not overflow the sum
  if (!project_given && !IsUnknownDim(input) && !IsUnknownDim(hidden) && !IsUnknownDim(w_rows) &&
      (__builtin_add_overflow(input, hidden, &rows) || w_rows != rows)) {
    OPPKIT_OP_LOGE(context, "input w %s must have input + hidden = %lld + %lld rows (x %s)", ShapeToString(*w).c_str(),
                   static_cast<long long>(input), static_cast<long long>(hidden), ShapeToString(*x).c_str());
    return ge::GRAPH_FAILED;
  }
  for (size_t i = 0; i < kOutputCount; ++i) {
    gert::Shape* out = context->GetOutputShape(i);
    OPS_CHECK_NULL_WITH_CONTEXT(context, out);
    out->SetDimNum(0);
    out->AppendDim(steps);
    out->AppendDim(batch);
    out->AppendDim((i == kOutputY || i == kOutputH) ? state : hidden);
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferDynamicRnnDataTypes(gert::InferDataTypeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const ge::DataType x = context->GetInputDataType(kInputX);
  const ge::DataType b = context->GetInputDataType(kInputB);
  if (x == ge::DT_UNDEFINED || b == ge::DT_UNDEFINED) {
    OPPKIT_OP_LOGE(context, "inputs x and b need dtypes");
    return ge::GRAPH_FAILED;
  }
  for (size_t i = 0; i < kOutputCount; ++i) {
    if (context->SetOutputDataType(i, i == kOutputH ? x : b) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

bool RecurrentStepsAndBatch(const gert::InferSymbolShapeContext* context, ge::Expression* steps,
                            ge::Expression* batch) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(kInputX);
  if (x == nullptr || x->GetDimNum() != 3) {
    OPPKIT_OP_LOGE(context, "%s", "input x must have a symbolic shape [T, B, input]");
    return false;
  }
  *steps = x->GetDim(0);
  *batch = x->GetDim(1);
  return true;
}

bool HiddenFromGateDim(const gert::InferSymbolShapeContext* context, const char* name, const ge::Expression& gates,
                       int64_t gate_count, ge::Expression* hidden) {
  int64_t value = 0;
  if (gates.GetConstValue(value) && value % gate_count != 0) {
    OPPKIT_OP_LOGE(context, "input %s: dim %lld is not %lld * hidden", name, static_cast<long long>(value),
                   static_cast<long long>(gate_count));
    return false;
  }
  *hidden = gates / ge::Symbol(gate_count);
  return true;
}

ge::graphStatus InferDynamicRnnSymbolShapes(gert::InferSymbolShapeContext* context, int project_index) {
  ge::Expression steps;
  ge::Expression batch;
  if (!RecurrentStepsAndBatch(context, &steps, &batch)) return ge::GRAPH_FAILED;
  const gert::SymbolShape* w = context->GetInputSymbolShape(kInputW);
  if (w == nullptr || w->GetDimNum() != 2) {
    OPPKIT_OP_LOGE(context, "%s", "input w must have a symbolic shape [input + hidden, 4 * hidden]");
    return ge::GRAPH_FAILED;
  }
  ge::Expression hidden;
  if (!HiddenFromGateDim(context, "w", w->GetDim(1), kGates, &hidden)) return ge::GRAPH_FAILED;
  ge::Expression state = hidden;
  if (project_index >= 0) {
    if (const gert::SymbolShape* project = context->GetOptionalInputSymbolShape(static_cast<size_t>(project_index))) {
      if (project->GetDimNum() < 2) {
        OPPKIT_OP_LOGE(context, "%s", "input project must have rank >= 2 ([hidden, state])");
        return ge::GRAPH_FAILED;
      }
      state = project->GetDim(1);
    }
  }
  for (size_t i = 0; i < kOutputCount; ++i) {
    gert::SymbolShape* out = context->GetOutputSymbolShape(i);
    OPS_CHECK_NULL_WITH_CONTEXT(context, out);
    out->MutableDims() = {steps, batch, (i == kOutputY || i == kOutputH) ? state : hidden};
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
