// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic values of small tensors of any rank (docs/symbolic.md, "Symbolic values"): the shape tensors and
// their arithmetic that InferSymbolShape rules compute element by element. A tensor has values only when its shape
// is constant and it has at most kMaxSymbolicValues elements; elements are row-major.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbolic.h"

namespace oppkit::ops {

/// Values of more elements are neither written nor read as formulas: shape tensors are small.
constexpr int64_t kMaxSymbolicValues = 4096;

/// \p dims as numbers in \p shape; false when a dim is a formula, negative, or the element count exceeds
/// kMaxSymbolicValues.
bool ConstantShape(const std::vector<ge::Expression>& dims, std::vector<int64_t>* shape);

/// The element count of a constant shape.
int64_t ElementCount(const std::vector<int64_t>& shape);

/// The row-major strides of constant shape \p shape (the last dim's 1).
std::vector<int64_t> RowMajorStrides(const std::vector<int64_t>& shape);

/// A tensor's values with the constant shape they are laid out in (row-major).
struct ValueView {
  std::vector<int64_t> shape;
  std::vector<int64_t> strides;
  const std::vector<ge::Expression>* values = nullptr;
  /// The element at \p index (one entry per dim, each in range).
  const ge::Expression& At(const std::vector<int64_t>& index) const;
};

/// Input instance \p index's values with its shape; nullopt unless it has values, a constant shape and as many
/// values as that shape has elements.
std::optional<ValueView> InputValueView(const gert::InferSymbolShapeContext* context, size_t index);

/// Output 0's constant shape (after the rule has written its dims), or nullopt.
std::optional<std::vector<int64_t>> OutputConstantShape(gert::InferSymbolShapeContext* context);

/// Calls \p visit(index) for every index of constant shape \p shape (one entry per dim), in row-major order, while it
/// returns true; false if it stopped early.
template <typename Visit>
bool ForEachIndex(const std::vector<int64_t>& shape, Visit&& visit) {
  const int64_t count = ElementCount(shape);
  std::vector<int64_t> index(shape.size(), 0);
  for (int64_t k = 0; k < count; ++k) {
    if (!visit(static_cast<const std::vector<int64_t>&>(index))) return false;
    for (size_t d = shape.size(); d-- > 0;) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
  return true;
}

/// The values of a tensor of constant shape \p shape whose element at each index is \p element(index), in row-major
/// order; nullopt as soon as \p element gives nullopt or an invalid expression (an overflow).
template <typename Element>
std::optional<std::vector<ge::Expression>> MakeValues(const std::vector<int64_t>& shape, Element&& element) {
  std::vector<ge::Expression> out;
  out.reserve(static_cast<size_t>(ElementCount(shape)));
  const bool complete = ForEachIndex(shape, [&](const std::vector<int64_t>& index) {
    std::optional<ge::Expression> e = element(index);
    if (!e || !e->IsValid()) return false;
    out.push_back(std::move(*e));
    return true;
  });
  if (!complete) return std::nullopt;
  return out;
}

/// Writes \p values (when given) as output 0's values.
void SetOutputValues(gert::InferSymbolShapeContext* context, std::optional<std::vector<ge::Expression>> values);

}  // namespace oppkit::ops
