// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of StridedSlice: Note [StridedSlice semantics] (strided_slice_infershape.cc) with formulas, the
// sparse spec expanded by the one expansion its InferShape uses (strided_slice_spec.h). The strides must be constants;
// begin and end may be formulas (a Shape's dims). A range dim with a positive stride clamps its bounds with
// ClampSliceBound; one with a negative stride needs a constant dim and constant bounds. An x with symbolic values (a
// shape tensor) gives the values it picks: `tf.shape(x)[0]` (a shrunk entry) is x's first dim.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "array/strided_slice/strided_slice_spec.h"
#include "common/array/array_symbolic.h"
#include "common/op_log.h"
#include "common/symbolic_values.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbol_checker.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

using strided_slice::DenseDim;
using strided_slice::Masks;

constexpr size_t kInputBegin = 1;
constexpr size_t kInputEnd = 2;
constexpr size_t kInputStrides = 3;

// The elements an entry picks from its dim of x: the first index, the step and the count, when they are constants.
struct Picked {
  bool known = false;
  int64_t first = 0;
  int64_t step = 1;
  int64_t count = 0;
};

// The dim of y for range entry \p i on \p dim (see the Note); \p picked gets the indexes when they are constants.
// UNSUPPORTED where the formula would need a sign the expressions do not give (a negative stride on a formula).
ge::graphStatus RangeDim(const ge::Expression& dim, const Masks& masks, size_t i, const ge::Expression& begin,
                         const ge::Expression& end, int64_t stride, ge::Expression* out, Picked* picked) {
  int64_t size = 0;
  int64_t first = 0;
  int64_t last = 0;
  int64_t b = 0;
  int64_t e = 0;
  const bool begin_known = strided_slice::Bit(masks.begin, i) || begin.GetConstValue(b);
  const bool end_known = strided_slice::Bit(masks.end, i) || end.GetConstValue(e);
  if (dim.GetConstValue(size) && begin_known && end_known) {
    strided_slice::RangeBounds(size, masks, i, b, e, stride, &first, &last);
    const int64_t length = strided_slice::RangeLength(first, last, stride);
    *out = ge::Symbol(length);
    *picked = Picked{true, first, stride, length};
    return ge::GRAPH_SUCCESS;
  }
  if (stride < 0) return ge::UNSUPPORTED;
  const ge::Expression from = strided_slice::Bit(masks.begin, i) ? ge::Symbol(0) : ClampSliceBound(begin, dim);
  const ge::Expression to = strided_slice::Bit(masks.end, i) ? dim : ClampSliceBound(end, dim);
  *out = EXPECT_SYMBOL_GE(to, from) ? ge::sym::CeilDiv(to - from, ge::Symbol(stride)) : ge::Symbol(0);
  int64_t length = 0;
  if (from.GetConstValue(first) && out->GetConstValue(length)) *picked = Picked{true, first, stride, length};
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferSymbolShapeForStridedSlice(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const std::vector<ge::Expression>* begin = InputSymbolicValues(context, kInputBegin);
  const std::vector<ge::Expression>* end = InputSymbolicValues(context, kInputEnd);
  const std::vector<ge::Expression>* stride_values = InputSymbolicValues(context, kInputStrides);
  std::vector<int64_t> strides;
  if (begin == nullptr || end == nullptr || stride_values == nullptr || !ConstantValues(*stride_values, &strides) ||
      begin->size() != end->size() || begin->size() != strides.size() ||
      begin->size() > static_cast<size_t>(strided_slice::kMaxSpecLength)) {
    return ge::UNSUPPORTED;  // the InferShape answers (or reports the mismatch)
  }
  const Masks masks = strided_slice::ReadMasks(context->GetAttrs());
  const std::vector<ge::Expression>& x_dims = x->GetDims();
  strided_slice::DenseSpec dense;
  std::string error;
  if (!strided_slice::ExpandSparseSpec(x_dims.size(), begin->size(), masks, &dense, &error)) {
    OPPKIT_OP_LOGE(context, "%s", error.c_str());
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims;
  std::vector<Picked> picks(dense.size);  // the elements each entry takes from its dim of x
  for (size_t e = 0; e < dense.size; ++e) {
    const DenseDim& d = dense.dims[e];
    switch (d.kind) {
      case DenseDim::Kind::kWhole:
        dims.push_back(x_dims[d.x_dim]);
        if (int64_t size = 0; x_dims[d.x_dim].GetConstValue(size)) picks[e] = Picked{true, 0, 1, size};
        break;
      case DenseDim::Kind::kNewAxis:
        dims.push_back(ge::Symbol(1));
        picks[e] = Picked{true, 0, 1, 1};
        break;
      case DenseDim::Kind::kShrink: {
        if (strides[d.entry] <= 0) return ge::UNSUPPORTED;  // the InferShape reports it
        int64_t index = 0;
        int64_t size = 0;
        if ((*begin)[d.entry].GetConstValue(index) && x_dims[d.x_dim].GetConstValue(size)) {
          if (index < 0) index += size;
          picks[e] = Picked{index >= 0 && index < size, index, 1, 1};
        }
        break;
      }
      case DenseDim::Kind::kRange: {
        if (strides[d.entry] == 0) return ge::UNSUPPORTED;  // the InferShape reports it
        ge::Expression dim;
        const ge::graphStatus status = RangeDim(x_dims[d.x_dim], masks, d.entry, (*begin)[d.entry],
                                                (*end)[d.entry], strides[d.entry], &dim, &picks[e]);
        if (status != ge::GRAPH_SUCCESS) return status;
        dims.push_back(dim);
        break;
      }
    }
  }
  context->GetOutputSymbolShape(0)->MutableDims() = std::move(dims);
  // Values: each index of y names an element of x through the entries' picks.
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  const std::optional<std::vector<int64_t>> y_shape = OutputConstantShape(context);
  const bool all_known = std::all_of(picks.begin(), picks.end(), [](const Picked& p) { return p.known; });
  if (!x_values || !y_shape || !all_known) return ge::GRAPH_SUCCESS;
  std::vector<int64_t> at(x_dims.size());
  SetOutputValues(context, MakeValues(*y_shape, [&](const std::vector<int64_t>& index) {
    size_t y_dim = 0;
    for (size_t e = 0; e < dense.size; ++e) {
      const DenseDim& d = dense.dims[e];
      if (d.kind == DenseDim::Kind::kNewAxis) {
        ++y_dim;
      } else if (d.kind == DenseDim::Kind::kShrink) {
        at[d.x_dim] = picks[e].first;
      } else {
        at[d.x_dim] = picks[e].first + index[y_dim++] * picks[e].step;
      }
    }
    return std::optional<ge::Expression>(x_values->At(at));
  }));
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(StridedSlice).InferSymbolShape(oppkit::ops::InferSymbolShapeForStridedSlice);
