// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/reduce_axes.h"

#include <cstdint>
#include <cstdio>
#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

#include "common/op_log.h"
#include "common/shape_input.h"
#include "common/shape_utils.h"
#include "common/symbolic_values.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"

namespace oppkit::ops {

void ReduceDims(const gert::Shape& x, const bool* reduced, bool keep_dims, gert::Shape* y) {
  gert::Shape out;
  out.SetDimNum(0);
  for (size_t i = 0; i < x.GetDimNum(); ++i) {
    if (!reduced[i]) {
      out.AppendDim(x.GetDim(i));
    } else if (keep_dims) {
      out.AppendDim(1);
    }
  }
  *y = out;
}

bool MarkReducedAxes(const gert::ExtendedKernelContext* context, const char* input_name, const int64_t* values,
                     size_t count, size_t rank, bool* reduced) {
  for (size_t i = 0; i < rank; ++i) reduced[i] = false;
  for (size_t i = 0; i < count; ++i) {
    int64_t axis = 0;
    if (!NormalizeAxis(values[i], static_cast<int64_t>(rank), &axis)) {
      OPPKIT_OP_LOGE(context, "%s[%zu] = %lld is out of range [%lld, %zu) for x of rank %zu", input_name, i,
                     static_cast<long long>(values[i]), -static_cast<long long>(rank), rank, rank);
      return false;
    }
    if (reduced[axis]) {
      OPPKIT_OP_LOGE(context, "%s names dim %lld twice (value %lld at %zu)", input_name,
                     static_cast<long long>(axis), static_cast<long long>(values[i]), i);
      return false;
    }
    reduced[axis] = true;
  }
  return true;
}

namespace {

// Reduction without the value of axes: only their count may be known (-1 if not).
ge::graphStatus ReduceWithoutValue(const gert::InferShapeContext* context, const gert::Shape& x, int64_t count,
                                   const char* axes_name, const ReduceOptions& options, gert::Shape* y) {
  if (count == 0) {
    if (options.noop_with_empty_axes) {
      *y = x;
    } else if (IsUnknownRank(x)) {
      if (options.keep_dims) {
        SetUnknownRank(y);
      } else {
        y->SetDimNum(0);
      }
    } else {
      bool all[gert::Shape::kMaxDimNum];
      for (bool& r : all) r = true;
      ReduceDims(x, all, options.keep_dims, y);
    }
    return ge::GRAPH_SUCCESS;
  }
  if (IsUnknownRank(x)) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const size_t rank = x.GetDimNum();
  if (options.keep_dims) {
    y->SetDimNum(rank);
    for (size_t i = 0; i < rank; ++i) (*y)[i] = x.GetDim(i) == 1 ? 1 : ge::UNKNOWN_DIM;
    return ge::GRAPH_SUCCESS;
  }
  if (count < 0) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  if (static_cast<uint64_t>(count) > rank) {
    OPPKIT_OP_LOGE(context, "%s has %lld axes, more than the rank %zu of x %s", axes_name,
                   static_cast<long long>(count), rank, ShapeToString(x).c_str());
    return ge::GRAPH_FAILED;
  }
  SetUnknownDims(y, rank - static_cast<size_t>(count));
  return ge::GRAPH_SUCCESS;
}

}  // namespace

ge::graphStatus InferReduceShape(gert::InferShapeContext* context, size_t axes_index, const char* axes_name,
                                 const ReduceOptions& options) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  const gert::Shape* axes_shape = context->GetInputShape(axes_index);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, axes_shape);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (!IsUnknownRank(*axes_shape) && axes_shape->GetDimNum() > 1) {
    OPPKIT_OP_LOGE(context, "input %s must be 1-D or a scalar, got %s", axes_name, ShapeToString(*axes_shape).c_str());
    return ge::GRAPH_FAILED;
  }
  IntValueView values;
  switch (ReadIntValues(context->GetInputTensor(axes_index), &values)) {
    case ValueState::kOk:
      break;
    case ValueState::kNoValue: {
      int64_t count = ge::UNKNOWN_DIM;
      if (!IsUnknownRank(*axes_shape)) count = axes_shape->GetDimNum() == 0 ? 1 : axes_shape->GetDim(0);
      char label[64];
      std::snprintf(label, sizeof(label), "input %s", axes_name);
      return ReduceWithoutValue(context, *x, IsUnknownDim(count) ? -1 : count, label, options, y);
    }
    case ValueState::kBadDtype:
      OPPKIT_OP_LOGE(context, "input %s must be int32 or int64", axes_name);
      return ge::GRAPH_FAILED;
    case ValueState::kBadSize:
      OPPKIT_OP_LOGE(context, "input %s has a value whose size does not match its shape %s", axes_name,
                     ShapeToString(*axes_shape).c_str());
      return ge::GRAPH_FAILED;
  }
  int64_t axes[gert::Shape::kMaxDimNum];
  if (!CopyDimIndexValues(context, values, axes_name, axes)) return ge::GRAPH_FAILED;
  char label[64];
  std::snprintf(label, sizeof(label), "input %s", axes_name);
  return InferReduceShapeOfAxes(context, axes, values.size(), label, options);
}

ge::graphStatus InferReduceShapeOfAxes(gert::InferShapeContext* context, const int64_t* axes, size_t count,
                                       const char* axes_label, const ReduceOptions& options) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  const gert::Shape* x = context->GetInputShape(0);
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  if (count == 0 || IsUnknownRank(*x)) {
    if (count > 0 && options.keep_dims) {
      SetUnknownRank(y);
      return ge::GRAPH_SUCCESS;
    }
    return ReduceWithoutValue(context, *x, static_cast<int64_t>(count), axes_label, options, y);
  }
  const size_t rank = x->GetDimNum();
  bool reduced[gert::Shape::kMaxDimNum];
  if (!MarkReducedAxes(context, axes_label, axes, count, rank, reduced)) return ge::GRAPH_FAILED;
  ReduceDims(*x, reduced, options.keep_dims, y);
  return ge::GRAPH_SUCCESS;
}

ge::Expression ReduceSumValues(const ge::Expression& a, const ge::Expression& b) { return a + b; }
ge::Expression ReduceProdValues(const ge::Expression& a, const ge::Expression& b) { return a * b; }
ge::Expression ReduceMaxValues(const ge::Expression& a, const ge::Expression& b) { return ge::sym::Max(a, b); }
ge::Expression ReduceMinValues(const ge::Expression& a, const ge::Expression& b) { return ge::sym::Min(a, b); }

ge::graphStatus InferReduceSymbolShape(gert::InferSymbolShapeContext* context, const std::vector<int64_t>& axes,
                                       const ReduceOptions& options, ReduceValueFn combine) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
  const size_t rank = x->GetDimNum();
  std::vector<char> reduced(rank, 0);
  if (axes.empty()) {
    std::fill(reduced.begin(), reduced.end(), options.noop_with_empty_axes ? 0 : 1);
  } else {
    bool marked[gert::Shape::kMaxDimNum] = {};
    if (rank > gert::Shape::kMaxDimNum ||
        !MarkReducedAxes(context, "axes", axes.data(), axes.size(), rank, marked)) {
      return ge::GRAPH_FAILED;
    }
    for (size_t d = 0; d < rank; ++d) reduced[d] = marked[d] ? 1 : 0;
  }
  std::vector<ge::Expression> dims;
  for (size_t d = 0; d < rank; ++d) {
    if (reduced[d] == 0) {
      dims.push_back(x->GetDim(d));
    } else if (options.keep_dims) {
      dims.push_back(ge::Symbol(1));
    }
  }
  y->MutableDims() = std::move(dims);
  const gert::CompileTimeTensorDesc* desc = context->GetInputDesc(0);
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  const std::optional<std::vector<int64_t>> y_shape = OutputConstantShape(context);
  if (combine == nullptr || desc == nullptr || !x_values || !y_shape ||
      (desc->GetDataType() != ge::DT_INT32 && desc->GetDataType() != ge::DT_INT64)) {
    return ge::GRAPH_SUCCESS;
  }
  // Each element of x joins the group of the y element at its index without the reduced dims (1 with keep_dims).
  std::vector<std::optional<ge::Expression>> groups(static_cast<size_t>(ElementCount(*y_shape)));
  const std::vector<int64_t> y_strides = RowMajorStrides(*y_shape);
  const bool valid = ForEachIndex(x_values->shape, [&](const std::vector<int64_t>& index) {
    int64_t flat = 0;
    size_t y_dim = 0;
    for (size_t d = 0; d < rank; ++d) {
      if (reduced[d] == 0) {
        flat += index[d] * y_strides[y_dim++];
      } else if (options.keep_dims) {
        ++y_dim;  // index 0 of a kept dim of 1
      }
    }
    std::optional<ge::Expression>& group = groups[static_cast<size_t>(flat)];
    const ge::Expression& element = x_values->At(index);
    group = group ? combine(*group, element) : element;
    return group->IsValid();  // an overflow: no values
  });
  std::vector<ge::Expression> values;
  for (std::optional<ge::Expression>& group : groups) {
    if (!group) return ge::GRAPH_SUCCESS;  // an empty group: no value
    values.push_back(std::move(*group));
  }
  if (valid) SetOutputValues(context, std::move(values));
  return ge::GRAPH_SUCCESS;
}

}  // namespace oppkit::ops
