// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Small helpers of the acme unit tests: an op's functions by op type (as CANN's op unit tests read them), tensors for
// the context builders, shapes as text (as ops-nn tests compare).
#pragma once

#include <stdexcept>
#include <string>

#include "exe_graph/runtime/shape.h"
#include "exe_graph/runtime/tensor.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "register/op_impl_kernel_registry.h"
#include "register/op_impl_registry.h"

namespace acme::test {

/// The host functions the IMPL_OP blocks of \p op_type registered in this test executable (its sources are compiled
/// in): `gert::OpImplRegistry::GetInstance().GetOpImpl(op_type)`, as CANN's op unit tests read them. Throws, failing
/// the test, if there are none.
inline const gert::OpImplKernelRegistry::OpImplFunctions& OpImplOf(const char* op_type) {
  const auto* functions = gert::OpImplRegistry::GetInstance().GetOpImpl(op_type);
  if (functions == nullptr) throw std::runtime_error(std::string("no IMPL_OP of ") + op_type + " in the test");
  return *functions;
}

/// The TilingParse of \p op_type, which the registry keeps as a KernelFunc (CANN's type for that field).
inline ge::graphStatus (*TilingParseOf(const char* op_type))(gert::TilingParseContext*) {
  return reinterpret_cast<ge::graphStatus (*)(gert::TilingParseContext*)>(OpImplOf(op_type).tiling_parse);
}

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
