// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Einsum InferShape (Note [Einsum shapes] in einsum_equation.cc).
#include <array>

#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "nn/einsum/einsum_equation.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using einsum::Equation;
using einsum::kInputX;
using einsum::kLabelSpace;
using einsum::Term;

// The dims of an operand's ellipsis, appended to \p out.
void AppendDims(const gert::Shape& shape, size_t begin, size_t count, gert::Shape* out) {
  for (size_t i = 0; i < count; ++i) out->AppendDim(shape.GetDim(begin + i));
}

// What the operands fixed so far: the broadcast dim of each label and the broadcast ellipsis dims.
struct LabelDims {
  std::array<int64_t, kLabelSpace> dims;
  gert::Shape ellipsis;
  bool ellipsis_unknown = false;
};

// Reads the dim of each label of operand k (equal dims where a label repeats: a diagonal) into local/seen and its
// ellipsis dims into own_ellipsis; the rank is already checked against the term.
bool ReadOperandDims(const gert::InferShapeContext* context, size_t k, const gert::Shape& shape, const Term& term,
                     std::array<int64_t, kLabelSpace>* local, std::array<bool, kLabelSpace>* seen,
                     gert::Shape* own_ellipsis) {
  const size_t named = term.labels.size();
  const size_t ellipsis_rank = shape.GetDimNum() - named;
  size_t axis = 0;
  for (size_t i = 0; i <= named; ++i) {
    if (static_cast<int>(i) == term.ellipsis_at) {
      AppendDims(shape, axis, ellipsis_rank, own_ellipsis);
      axis += ellipsis_rank;
    }
    if (i == named) break;
    const size_t c = static_cast<size_t>(term.labels[i]);
    const int64_t d = shape.GetDim(axis++);
    if ((*seen)[c] && !MergeDim((*local)[c], d, &(*local)[c])) {
      OPPKIT_OP_LOGE(context, "input x instance %zu %s: label '%c' repeats with dims %lld and %lld", k,
                     ShapeToString(shape).c_str(), term.labels[i], static_cast<long long>((*local)[c]),
                     static_cast<long long>(d));
      return false;
    }
    if (!(*seen)[c]) (*local)[c] = d;
    (*seen)[c] = true;
  }
  return true;
}

// Broadcasts operand k (its shape and term) into *state (Note [Einsum shapes]); logs and returns false on a clash.
bool FoldOperand(const gert::InferShapeContext* context, const char* equation, size_t k, const gert::Shape& shape,
                 const Term& term, LabelDims* state) {
  const bool has_ellipsis = term.ellipsis_at >= 0;
  if (IsUnknownRank(shape)) {
    state->ellipsis_unknown = state->ellipsis_unknown || has_ellipsis;
    for (char label : term.labels) {
      int64_t& dim = state->dims[static_cast<size_t>(label)];
      BroadcastDim(dim, ge::UNKNOWN_DIM, &dim);  // never fails: an unknown dim matches anything
    }
    return true;
  }
  const size_t rank = shape.GetDimNum();
  const size_t named = term.labels.size();
  if (has_ellipsis ? rank < named : rank != named) {
    OPPKIT_OP_LOGE(context, "input x instance %zu %s has rank %zu but term %zu of attr equation '%s' names %s%zu dims",
                   k, ShapeToString(shape).c_str(), rank, k, equation, has_ellipsis ? "at least " : "", named);
    return false;
  }
  std::array<int64_t, kLabelSpace> local{};
  std::array<bool, kLabelSpace> seen{};
  gert::Shape own_ellipsis;
  if (!ReadOperandDims(context, k, shape, term, &local, &seen, &own_ellipsis)) return false;
  for (char label : term.labels) {
    const size_t c = static_cast<size_t>(label);
    if (!seen[c]) continue;
    seen[c] = false;  // once per label
    const int64_t before = state->dims[c];
    if (!BroadcastDim(before, local[c], &state->dims[c])) {
      OPPKIT_OP_LOGE(context,
                     "label '%c' of attr equation '%s' is %lld in input x instance %zu %s but %lld in an "
                     "earlier instance",
                     label, equation, static_cast<long long>(local[c]), k, ShapeToString(shape).c_str(),
                     static_cast<long long>(before));
      return false;
    }
  }
  if (has_ellipsis && !state->ellipsis_unknown) {
    const gert::Shape before = state->ellipsis;
    if (!BroadcastShapes(before, own_ellipsis, &state->ellipsis)) {
      OPPKIT_OP_LOGE(context, "the '...' dims %s of input x instance %zu %s cannot broadcast with %s",
                     ShapeToString(own_ellipsis).c_str(), k, ShapeToString(shape).c_str(),
                     ShapeToString(before).c_str());
      return false;
    }
  }
  return true;
}

// InferShape of Einsum; see Note [Einsum shapes].
ge::graphStatus InferShapeForEinsum(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::AnchorInstanceInfo* x_info = context->GetIrInputInstanceInfo(kInputX);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_info);
  const size_t count = x_info->GetInstanceNum();
  const char* equation = nullptr;
  Equation eq;
  if (!einsum::ReadEquation(context, count, &equation, &eq)) return ge::GRAPH_FAILED;

  LabelDims state;
  state.dims.fill(1);  // the neutral element of broadcasting
  for (size_t k = 0; k < count; ++k) {
    const gert::Shape* shape = context->GetDynamicInputShape(kInputX, k);
    OPS_CHECK_NULL_WITH_CONTEXT(context, shape);
    if (!FoldOperand(context, equation, k, *shape, eq.inputs[k], &state)) return ge::GRAPH_FAILED;
  }

  Term out;
  if (!einsum::OutputTerm(context, equation, eq, &out)) return ge::GRAPH_FAILED;
  if (out.ellipsis_at >= 0 && state.ellipsis_unknown) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const gert::Shape& ellipsis = state.ellipsis;
  const size_t out_rank = out.labels.size() + (out.ellipsis_at >= 0 ? ellipsis.GetDimNum() : 0);
  if (out_rank > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "the output of attr equation '%s' would have rank %zu (at most %zu)", equation, out_rank,
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(0);
  for (size_t i = 0; i <= out.labels.size(); ++i) {
    if (static_cast<int>(i) == out.ellipsis_at) AppendDims(ellipsis, 0, ellipsis.GetDimNum(), y);
    if (i < out.labels.size()) y->AppendDim(state.dims[static_cast<size_t>(out.labels[i])]);
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Einsum).InferShape(oppkit::ops::InferShapeForEinsum);
