// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of StridedSliceV2 (ONNX Slice): Note [StridedSliceV2 semantics] with formulas, for constant axes
// and constant steps; begin and end may be formulas (a Shape's dims), clamped by ClampSliceBound, for a positive
// step (a negative one needs a constant dim and constant bounds) (docs/symbolic.md). An x with symbolic values (a
// shape tensor) gives the values it picks when the bounds come out constant.
#include <cstdint>
#include <optional>
#include <vector>

#include "array/strided_slice_v2/strided_slice_v2_layout.h"
#include "common/array/array_symbolic.h"
#include "common/op_log.h"
#include "common/symbolic_values.h"
#include "common/shape_utils.h"
#include "graph/symbolizer/symbol_checker.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using strided_slice_v2::kInputAxes;
using strided_slice_v2::kInputBegin;
using strided_slice_v2::kInputEnd;
using strided_slice_v2::kInputStrides;
// The values of input \p ir (an optional one by IR index), or nullptr.
const std::vector<ge::Expression>* ValuesOf(gert::InferSymbolShapeContext* context, size_t ir) {
  const gert::SymbolTensor* t = context->GetOptionalInputSymbolTensor(ir);
  return t == nullptr ? nullptr : t->GetSymbolicValue();
}

ge::graphStatus InferSymbolShapeForStridedSliceV2(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* begin = ValuesOf(context, kInputBegin);
  const std::vector<ge::Expression>* end = ValuesOf(context, kInputEnd);
  if (begin == nullptr || end == nullptr || begin->size() != end->size()) return ge::UNSUPPORTED;
  const size_t n = begin->size();
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  std::vector<int64_t> axes;
  std::vector<int64_t> steps(n, 1);
  const bool has_axes = context->GetOptionalInputSymbolTensor(kInputAxes) != nullptr;
  const bool has_steps = context->GetOptionalInputSymbolTensor(kInputStrides) != nullptr;
  if (has_axes) {
    const std::vector<ge::Expression>* given = ValuesOf(context, kInputAxes);
    if (given == nullptr || !ConstantValues(*given, &axes)) return ge::UNSUPPORTED;
  } else {
    for (size_t i = 0; i < n; ++i) axes.push_back(static_cast<int64_t>(i));
  }
  if (has_steps) {
    const std::vector<ge::Expression>* given = ValuesOf(context, kInputStrides);
    if (given == nullptr || !ConstantValues(*given, &steps)) return ge::UNSUPPORTED;
  }
  if (axes.size() != n || steps.size() != n) {
    OPPKIT_OP_LOGE(context, "begin has %zu entries, axes %zu and strides %zu", n, axes.size(), steps.size());
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims = x->GetDims();
  // Per dim of x, the elements y takes from it (first, step), when they are constants: the whole dim unless sliced.
  std::vector<int64_t> firsts(dims.size(), 0);
  std::vector<int64_t> step_of(dims.size(), 1);
  bool picks_known = true;
  for (size_t i = 0; i < n; ++i) {
    int64_t axis = 0;
    if (!NormalizeAxis(axes[i], rank, &axis)) {
      OPPKIT_OP_LOGE(context, "axes[%zu] = %lld is out of range for x of rank %lld", i, static_cast<long long>(axes[i]),
                     static_cast<long long>(rank));
      return ge::GRAPH_FAILED;
    }
    if (steps[i] == 0) return ge::UNSUPPORTED;  // the InferShape reports it
    const auto a = static_cast<size_t>(axis);
    const ge::Expression& dim = dims[a];
    int64_t size = 0;
    int64_t start = 0;
    int64_t stop = 0;
    if (dim.GetConstValue(size) && (*begin)[i].GetConstValue(start) && (*end)[i].GetConstValue(stop)) {
      dims[a] = ge::Symbol(strided_slice_v2::OnnxSliceCount(size, start, stop, steps[i], &firsts[a]));
      step_of[a] = steps[i];
      continue;
    }
    if (steps[i] < 0) return ge::UNSUPPORTED;  // a reversed slice of a formula: the numeric rule answers
    const ge::Expression first = ClampSliceBound((*begin)[i], dim);
    const ge::Expression last = ClampSliceBound((*end)[i], dim);
    dims[a] = EXPECT_SYMBOL_GE(last, first) ? ge::sym::CeilDiv(last - first, ge::Symbol(steps[i])) : ge::Symbol(0);
    step_of[a] = steps[i];
    picks_known = picks_known && first.GetConstValue(firsts[a]);
  }
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  // Values: each index of y names an element of x (Slice(Shape(x), 0, 2) is x's first two dims).
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  const std::optional<std::vector<int64_t>> y_shape = OutputConstantShape(context);
  if (!picks_known || !x_values || !y_shape) return ge::GRAPH_SUCCESS;
  std::vector<int64_t> at(firsts.size());
  SetOutputValues(context, MakeValues(*y_shape, [&](const std::vector<int64_t>& index) {
    for (size_t d = 0; d < at.size(); ++d) at[d] = firsts[d] + index[d] * step_of[d];
    return std::optional<ge::Expression>(x_values->At(at));
  }));
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(StridedSliceV2).InferSymbolShape(oppkit::ops::InferSymbolShapeForStridedSliceV2);
