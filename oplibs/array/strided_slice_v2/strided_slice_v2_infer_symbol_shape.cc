// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of StridedSliceV2 (ONNX Slice): Note [StridedSliceV2 semantics] with formulas, for constant axes
// and positive constant steps; begin and end may be formulas (a Shape's dims). ONNX's clamps are decided by guards:
// an end of at least 2^31 (INT64_MAX, "to the end") is the dim itself, a negative constant counts from the end, and
// any other bound b is min(b, dim) decided by the guard `b <= dim` (docs/symbolic.md). A 1-D x with symbolic values
// (a shape tensor) sliced between bounds that come out constant gives the picked values too.
#include <cstdint>
#include <memory>
#include <vector>

#include "array/strided_slice_v2/strided_slice_v2_layout.h"
#include "common/array/array_symbolic.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "graph/symbolizer/symbol_checker.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using strided_slice_v2::kInputAxes;
using strided_slice_v2::kInputBegin;
using strided_slice_v2::kInputEnd;
using strided_slice_v2::kInputStrides;
constexpr int64_t kToTheEnd = int64_t{1} << 31;

// A bound of ONNX Slice on a dim of size \p dim, clamped to [0, dim] (step > 0).
ge::Expression ClampBound(const ge::Expression& bound, const ge::Expression& dim) {
  int64_t value = 0;
  if (bound.GetConstValue(value)) {
    if (value >= kToTheEnd) return dim;
    if (value < 0) {
      const ge::Expression from_end = dim + ge::Symbol(value);
      return EXPECT_SYMBOL_GE(from_end, ge::Symbol(0)) ? from_end : ge::Symbol(0);
    }
  }
  return EXPECT_SYMBOL_LE(bound, dim) ? bound : dim;
}

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
  const std::vector<ge::Expression>* x_values = InputSymbolicValues(context, 0);
  for (size_t i = 0; i < n; ++i) {
    int64_t axis = 0;
    if (!NormalizeAxis(axes[i], rank, &axis)) {
      OPPKIT_OP_LOGE(context, "axes[%zu] = %lld is out of range for x of rank %lld", i, static_cast<long long>(axes[i]),
                     static_cast<long long>(rank));
      return ge::GRAPH_FAILED;
    }
    if (steps[i] <= 0) return ge::UNSUPPORTED;  // a reversed slice: the numeric rule answers
    const ge::Expression& dim = dims[static_cast<size_t>(axis)];
    const ge::Expression first = ClampBound((*begin)[i], dim);
    const ge::Expression last = ClampBound((*end)[i], dim);
    dims[static_cast<size_t>(axis)] =
        EXPECT_SYMBOL_GE(last, first) ? ge::sym::CeilDiv(last - first, ge::Symbol(steps[i])) : ge::Symbol(0);
    // The elements of a 1-D shape tensor between constant bounds: Slice(Shape(x), 0, 2) is x's first two dims.
    int64_t from = 0;
    int64_t to = 0;
    if (x_values != nullptr && rank == 1 && n == 1 && first.GetConstValue(from) && last.GetConstValue(to) &&
        from >= 0 && to <= static_cast<int64_t>(x_values->size())) {
      auto picked = std::make_unique<std::vector<ge::Expression>>();
      for (int64_t k = from; k < to; k += steps[i]) picked->push_back((*x_values)[static_cast<size_t>(k)]);
      context->GetOutputSymbolTensor(0)->SetSymbolicValue(std::move(picked));
    }
  }
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(StridedSliceV2).InferSymbolShape(oppkit::ops::InferSymbolShapeForStridedSliceV2);
