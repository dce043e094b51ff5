// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Slice: Note [Slice semantics] (slice_infershape.cc) with formulas. y's dim i is size[i], or
// dim - offsets[i] for a constant size of -1; offsets and size may be formulas (a Shape's dims), the range checks are
// stated as guards (offsets[i] >= 0, offsets[i] + y's dim <= dim). An x with symbolic values (a shape tensor) sliced
// at constant offsets by constant sizes gives the values it picks.
#include <cstdint>
#include <optional>
#include <vector>

#include "common/array/array_symbolic.h"
#include "common/symbolic_values.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbol_checker.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputOffsets = 1;
constexpr size_t kInputSize = 2;

ge::graphStatus InferSymbolShapeForSlice(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* offsets = InputSymbolicValues(context, kInputOffsets);
  const std::vector<ge::Expression>* sizes = InputSymbolicValues(context, kInputSize);
  const std::vector<ge::Expression>& x_dims = x->GetDims();
  if (offsets == nullptr || sizes == nullptr || offsets->size() != x_dims.size() || sizes->size() != x_dims.size()) {
    return ge::UNSUPPORTED;  // the InferShape answers (or reports the mismatch)
  }
  std::vector<ge::Expression> dims;
  dims.reserve(x_dims.size());
  for (size_t i = 0; i < x_dims.size(); ++i) {
    const ge::Expression& offset = (*offsets)[i];
    int64_t size = 0;
    const bool to_the_end = (*sizes)[i].GetConstValue(size) && size == -1;
    const ge::Expression dim = to_the_end ? x_dims[i] - offset : (*sizes)[i];
    ASSERT_SYMBOL_GE(offset, ge::Symbol(0));
    ASSERT_SYMBOL_GE(dim, ge::Symbol(0));
    ASSERT_SYMBOL_LE(offset + dim, x_dims[i]);
    dims.push_back(dim);
  }
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  // Values: x's elements from constant offsets.
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  const std::optional<std::vector<int64_t>> y_shape = OutputConstantShape(context);
  std::vector<int64_t> starts;
  if (!x_values || !y_shape || !ConstantValues(*offsets, &starts)) return ge::GRAPH_SUCCESS;
  for (size_t d = 0; d < starts.size(); ++d) {
    if (starts[d] < 0 || starts[d] + (*y_shape)[d] > x_values->shape[d]) return ge::GRAPH_SUCCESS;
  }
  std::vector<int64_t> at(starts.size());
  SetOutputValues(context, MakeValues(*y_shape, [&](const std::vector<int64_t>& index) {
    for (size_t d = 0; d < at.size(); ++d) at[d] = starts[d] + index[d];
    return std::optional<ge::Expression>(x_values->At(at));
  }));
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Slice).InferSymbolShape(oppkit::ops::InferSymbolShapeForSlice);
