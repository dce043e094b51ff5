// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/symbolic_values.h"

#include <memory>

namespace oppkit::ops {

bool ConstantShape(const std::vector<ge::Expression>& dims, std::vector<int64_t>* shape) {
  shape->clear();
  int64_t count = 1;
  for (const ge::Expression& dim : dims) {
    int64_t value = 0;
    if (!dim.GetConstValue(value) || value < 0 || (value != 0 && count > kMaxSymbolicValues / value)) return false;
    count *= value;
    shape->push_back(value);
  }
  return count <= kMaxSymbolicValues;
}

int64_t ElementCount(const std::vector<int64_t>& shape) {
  int64_t count = 1;
  for (int64_t d : shape) count *= d;
  return count;
}

std::vector<int64_t> RowMajorStrides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d > 1; --d) strides[d - 2] = strides[d - 1] * shape[d - 1];
  return strides;
}

const ge::Expression& ValueView::At(const std::vector<int64_t>& index) const {
  int64_t offset = 0;
  for (size_t d = 0; d < index.size(); ++d) offset += index[d] * strides[d];
  return (*values)[static_cast<size_t>(offset)];
}

std::optional<ValueView> InputValueView(const gert::InferSymbolShapeContext* context, size_t index) {
  const gert::SymbolTensor* t = context->GetInputSymbolTensor(index);
  if (t == nullptr || t->GetSymbolicValue() == nullptr) return std::nullopt;
  ValueView view;
  if (!ConstantShape(t->GetOriginSymbolShape().GetDims(), &view.shape)) return std::nullopt;
  if (ElementCount(view.shape) != static_cast<int64_t>(t->GetSymbolicValue()->size())) return std::nullopt;
  view.strides = RowMajorStrides(view.shape);
  view.values = t->GetSymbolicValue();
  return view;
}

std::optional<std::vector<int64_t>> OutputConstantShape(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* y = context->GetOutputSymbolShape(0);
  std::vector<int64_t> shape;
  if (y == nullptr || !ConstantShape(y->GetDims(), &shape)) return std::nullopt;
  return shape;
}

void SetOutputValues(gert::InferSymbolShapeContext* context, std::optional<std::vector<ge::Expression>> values) {
  gert::SymbolTensor* y = context->GetOutputSymbolTensor(0);
  if (!values || y == nullptr) return;
  y->SetSymbolicValue(std::make_unique<std::vector<ge::Expression>>(std::move(*values)));
}

}  // namespace oppkit::ops
