// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape of Unpack: Note [Unpack semantics] (unpack_infershape.cc) with formulas. Each of the num instances
// of y is x without dim `axis`, whose size must be num (an assertion where it is a formula); a shape tensor's values
// are split too (Unpack of `Shape(x)` gives x's dims one by one).
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "common/array/array_utils.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "common/symbolic_rules.h"
#include "common/symbolic_values.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kOutputY = 0;

ge::graphStatus InferSymbolShapeForUnpack(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr) return ge::GRAPH_FAILED;
  const int64_t num = GetIntAttr(context->GetAttrs(), 0, -1);
  if (num < 1) {
    OPPKIT_OP_LOGE(context, "attr num is %lld, not >= 1", static_cast<long long>(num));
    return ge::GRAPH_FAILED;
  }
  if (CheckDynamicOutputCount(context, kOutputY, num, "num") != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;
  const auto rank = static_cast<int64_t>(x->GetDimNum());
  int64_t axis = 0;
  if (!NormalizeAxis(GetIntAttr(context->GetAttrs(), 1, 0), rank, &axis)) {
    OPPKIT_OP_LOGE(context, "attr axis does not fit x of rank %lld", static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  const auto at = static_cast<size_t>(axis);
  if (!SymbolRequired(ge::sym::Eq(x->GetDim(at), ge::Symbol(num)))) {
    OPPKIT_OP_LOGE(context, "dim %zu of x is %s, not num %lld", at, x->GetDim(at).Text(), static_cast<long long>(num));
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims = x->GetDims();
  dims.erase(dims.begin() + static_cast<std::ptrdiff_t>(at));
  // Values: instance k takes x's elements with index k along the axis.
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  std::vector<int64_t> y_shape;
  const bool with_values = x_values && ConstantShape(dims, &y_shape);
  std::vector<int64_t> index(x->GetDimNum());
  for (int64_t k = 0; k < num; ++k) {
    gert::SymbolTensor* y = context->GetOutputSymbolTensor(static_cast<size_t>(k));
    if (y == nullptr) return ge::GRAPH_FAILED;
    y->MutableOriginSymbolShape().MutableDims() = dims;
    if (!with_values) continue;
    std::optional<std::vector<ge::Expression>> values = MakeValues(y_shape, [&](const std::vector<int64_t>& at_y) {
      for (size_t d = 0, j = 0; d < index.size(); ++d) index[d] = d == at ? k : at_y[j++];
      return std::optional<ge::Expression>(x_values->At(index));
    });
    if (values) y->SetSymbolicValue(std::make_unique<std::vector<ge::Expression>>(std::move(*values)));
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP_INFER_SYMBOL_SHAPE_INNER(Unpack).InferSymbolShape(oppkit::ops::InferSymbolShapeForUnpack);
