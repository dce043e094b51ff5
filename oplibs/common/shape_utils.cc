// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/shape_utils.h"

#include "exe_graph/runtime/tensor.h"

namespace oppkit::ops {

bool IsUnknownShape(const gert::Shape& shape) {
  for (size_t i = 0; i < shape.GetDimNum(); ++i) {
    if (IsUnknownDim(shape.GetDim(i))) return true;
  }
  return false;
}

bool SetUnknownDims(gert::Shape* shape, size_t rank) {
  if (rank > gert::Shape::kMaxDimNum) return false;
  shape->SetDimNum(rank);
  for (size_t i = 0; i < rank; ++i) (*shape)[i] = ge::UNKNOWN_DIM;
  return true;
}

bool NormalizeAxis(int64_t axis, int64_t rank, int64_t* normalized) {
  if (rank <= 0 || axis < -rank || axis >= rank) return false;
  *normalized = axis < 0 ? axis + rank : axis;
  return true;
}

bool MergeDim(int64_t a, int64_t b, int64_t* merged) {
  if (IsUnknownDim(a)) {
    *merged = b;
  } else if (IsUnknownDim(b) || a == b) {
    *merged = a;
  } else {
    return false;
  }
  return true;
}

bool KnownProduct(const gert::Shape& shape, size_t begin, size_t end, int64_t* product) {
  int64_t result = 1;
  for (size_t i = begin; i < end; ++i) {
    const int64_t dim = shape.GetDim(i);
    if (IsUnknownDim(dim)) continue;
    if (__builtin_mul_overflow(result, dim, &result)) return false;
  }
  *product = result;
  return true;
}

std::string ShapeToString(const gert::Shape& shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.GetDimNum(); ++i) {
    if (i != 0) text += ", ";
    text += std::to_string(shape.GetDim(i));
  }
  text += "]";
  return text;
}

ValueState ReadIntValues(const gert::Tensor* tensor, IntValueView* view) {
  if (tensor == nullptr || tensor->GetAddr() == nullptr) return ValueState::kNoValue;
  const ge::DataType dtype = tensor->GetDataType();
  if (dtype != ge::DT_INT32 && dtype != ge::DT_INT64) return ValueState::kBadDtype;
  const int64_t count = tensor->GetOriginShape().GetShapeSize();
  if (count < 0) return ValueState::kBadSize;
  const size_t element_size = dtype == ge::DT_INT32 ? sizeof(int32_t) : sizeof(int64_t);
  // A tensor that states its byte size must hold every value; one that does not (size 0) is trusted, as in CANN.
  const size_t byte_size = tensor->GetSize();
  if (byte_size != 0 && static_cast<uint64_t>(count) > byte_size / element_size) return ValueState::kBadSize;
  view->data_ = tensor->GetAddr();
  view->dtype_ = dtype;
  view->size_ = static_cast<size_t>(count);
  return ValueState::kOk;
}

ValueState ReadFloatValues(const gert::Tensor* tensor, std::vector<double>* values) {
  if (tensor == nullptr || tensor->GetAddr() == nullptr) return ValueState::kNoValue;
  const ge::DataType dtype = tensor->GetDataType();
  if (dtype != ge::DT_FLOAT && dtype != ge::DT_DOUBLE) return ValueState::kBadDtype;
  const int64_t count = tensor->GetOriginShape().GetShapeSize();
  if (count < 0) return ValueState::kBadSize;
  const size_t element_size = dtype == ge::DT_FLOAT ? sizeof(float) : sizeof(double);
  const size_t byte_size = tensor->GetSize();  // 0: not stated, trusted (ReadIntValues)
  if (byte_size != 0 && static_cast<uint64_t>(count) > byte_size / element_size) return ValueState::kBadSize;
  values->resize(static_cast<size_t>(count));
  for (size_t i = 0; i < values->size(); ++i) {
    (*values)[i] = dtype == ge::DT_FLOAT ? static_cast<double>(static_cast<const float*>(tensor->GetAddr())[i])
                                         : static_cast<const double*>(tensor->GetAddr())[i];
  }
  return ValueState::kOk;
}

int64_t MaxElementCount(const gert::Shape& max_shape) {
  int64_t count = 1;
  bool bounded = true;
  for (size_t i = 0; i < max_shape.GetDimNum(); ++i) {
    const int64_t dim = max_shape.GetDim(i);
    if (dim == 0) return 0;
    if (bounded && (IsUnknownDim(dim) || __builtin_mul_overflow(count, dim, &count))) bounded = false;
  }
  return bounded ? count : -1;
}

}  // namespace oppkit::ops
