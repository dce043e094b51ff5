// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers of the acme unit tests: tensors for the context builders, shapes as text (as ops-nn tests compare).
#pragma once

#include <string>

#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/tensor.h"

namespace acme::test {

/// A host tensor of \p shape (origin = storage) in \p format, without data.
inline gert::Tensor MakeTensor(std::initializer_list<int64_t> shape, ge::DataType dtype = ge::DT_FLOAT16,
                               ge::Format format = ge::FORMAT_ND) {
  return gert::Tensor(gert::StorageShape(shape, shape), gert::StorageFormat(format, format, {}), gert::kOnHost, dtype,
                      nullptr);
}

/// "[2, 3, 4]".
inline std::string ToString(const gert::Shape& shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.GetDimNum(); ++i) {
    if (i != 0) text += ", ";
    text += std::to_string(shape.GetDim(i));
  }
  return text + "]";
}

}  // namespace acme::test
