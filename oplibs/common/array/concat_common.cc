// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Concat semantics]
// The n instances of the dynamic input x (n >= 1; one instance is a copy) must have one rank r >= 1 and equal
// dims except on the axis; y has those dims and, on the axis, the sum of the inputs' dims (unknown if any is
// unknown). The axis (the value of concat_dim, a scalar or one-element int32/int64, or the concat_dim attr) lies in
// [-r, r), negative counting from the end. Unknowns: instances of unknown rank constrain nothing (and make the
// axis dim unknown); if every instance has an unknown rank, so has y. Without the concat_dim value the axis is
// unknown, so y has rank r and all dims unknown (for n == 1, y = x). Non-axis dims merge: -1 with d gives d. The
// attr N, when not left at its default 1, must equal n.
#include "common/array/concat_common.h"

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

namespace {

// Finds the first instance of x of known rank (nullptr if none) and checks that every known rank is that one, and
// not 0; logs on failure.
ge::graphStatus FindCommonRank(const gert::InferShapeContext* context, size_t x_ir_index, size_t count,
                               const gert::Shape** first_known, size_t* first_index) {
  for (size_t i = 0; i < count; ++i) {
    const gert::Shape* shape = context->GetDynamicInputShape(x_ir_index, i);
    OPS_CHECK_NULL_WITH_CONTEXT(context, shape);
    if (IsUnknownRank(*shape)) continue;
    if (*first_known == nullptr) {
      *first_known = shape;
      *first_index = i;
    } else if (shape->GetDimNum() != (*first_known)->GetDimNum()) {
      OPPKIT_OP_LOGE(context, "input x[%zu] %s and x[%zu] %s have different ranks", *first_index,
                     ShapeToString(**first_known).c_str(), i, ShapeToString(*shape).c_str());
      return ge::GRAPH_FAILED;
    }
  }
  if (*first_known != nullptr && (*first_known)->GetDimNum() == 0) {
    OPPKIT_OP_LOGE(context, "input x[%zu] is a scalar; scalars cannot be concatenated", *first_index);
    return ge::GRAPH_FAILED;
  }
  return ge::GRAPH_SUCCESS;
}

// The axis: the concat_dim attr, or the value of input concat_dim (*axis_known false without one); false with a
// message logged for a value that is not one int32/int64.
bool ReadConcatAxis(const gert::InferShapeContext* context, const ConcatAxisSource& source, bool* axis_known,
                    int64_t* raw_axis) {
  *axis_known = true;
  *raw_axis = source.axis_attr;
  if (!source.axis_from_value) return true;
  IntValueView values;
  const ValueState state = ReadIntValues(context->GetRequiredInputTensor(source.dim_ir_index), &values);
  if (state == ValueState::kBadDtype) {
    OPPKIT_OP_LOGE(context, "input concat_dim must be int32 or int64");
    return false;
  }
  if (state == ValueState::kBadSize || (state == ValueState::kOk && values.size() != 1)) {
    OPPKIT_OP_LOGE(context, "input concat_dim must hold exactly one value");
    return false;
  }
  *axis_known = state == ValueState::kOk;
  if (*axis_known) *raw_axis = values[0];
  return true;
}

// Sums the instances' dims on concat_axis into *out (a known-rank instance, of `rank` <= kMaxDimNum dims) and merges
// the others; false with a message logged on overflow or a dim that differs.
bool ConcatDims(const gert::InferShapeContext* context, size_t x_ir_index, size_t count, size_t rank,
                size_t concat_axis, gert::Shape* out) {
  out->SetDim(concat_axis, 0);
  for (size_t i = 0; i < count; ++i) {
    const gert::Shape* shape = context->GetDynamicInputShape(x_ir_index, i);
    if (IsUnknownRank(*shape)) {
      out->SetDim(concat_axis, ge::UNKNOWN_DIM);
      continue;
    }
    for (size_t d = 0; d < rank; ++d) {
      const int64_t dim = shape->GetDim(d);
      int64_t& merged = (*out)[d];
      if (d == concat_axis) {
        if (IsUnknownDim(merged) || IsUnknownDim(dim)) {
          merged = ge::UNKNOWN_DIM;
        } else if (__builtin_add_overflow(merged, dim, &merged)) {
          OPPKIT_OP_LOGE(context, "concatenated dim %zu overflows int64", d);
          return false;
        }
      } else if (!MergeDim(merged, dim, &merged)) {
        OPPKIT_OP_LOGE(context, "input x[%zu] %s has dim %zu = %lld, other inputs have %lld (concat axis %lld)", i,
                       ShapeToString(*shape).c_str(), d, static_cast<long long>(dim), static_cast<long long>(merged),
                       static_cast<long long>(concat_axis));
        return false;
      }
    }
  }
  return true;
}

}  // namespace

ge::graphStatus InferShapeForConcatFamily(gert::InferShapeContext* context, const ConcatAxisSource& source) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::AnchorInstanceInfo* x_info = context->GetIrInputInstanceInfo(source.x_ir_index);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_info);
  const size_t count = x_info->GetInstanceNum();
  if (count == 0) {
    OPPKIT_OP_LOGE(context, "dynamic input x has no instance");
    return ge::GRAPH_FAILED;
  }
  const int64_t n_attr = GetIntAttr(context->GetAttrs(), source.n_attr_index, 1);
  if (n_attr != 1 && n_attr != static_cast<int64_t>(count)) {
    OPPKIT_OP_LOGE(context, "attr N %lld differs from the %zu instances of input x", static_cast<long long>(n_attr),
                   count);
    return ge::GRAPH_FAILED;
  }
  const gert::Shape* first_known = nullptr;
  size_t first_index = 0;
  if (FindCommonRank(context, source.x_ir_index, count, &first_known, &first_index) != ge::GRAPH_SUCCESS) {
    return ge::GRAPH_FAILED;
  }
  bool axis_known = true;
  int64_t raw_axis = 0;
  if (!ReadConcatAxis(context, source, &axis_known, &raw_axis)) return ge::GRAPH_FAILED;
  const char* axis_name = source.axis_from_value ? "input concat_dim" : "attr concat_dim";
  if (first_known == nullptr) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = first_known->GetDimNum();
  if (rank > gert::Shape::kMaxDimNum) return ge::GRAPH_FAILED;  // cannot happen; bounds the dim loops below
  if (!axis_known) {
    if (count == 1) {
      *y = *first_known;
    } else {
      SetUnknownDims(y, rank);
    }
    return ge::GRAPH_SUCCESS;
  }
  int64_t axis = 0;
  if (!NormalizeAxis(raw_axis, static_cast<int64_t>(rank), &axis)) {
    OPPKIT_OP_LOGE(context, "%s %lld is out of range for rank %zu", axis_name, static_cast<long long>(raw_axis), rank);
    return ge::GRAPH_FAILED;
  }
  gert::Shape out = *first_known;
  if (!ConcatDims(context, source.x_ir_index, count, rank, static_cast<size_t>(axis), &out)) return ge::GRAPH_FAILED;
  *y = out;
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
