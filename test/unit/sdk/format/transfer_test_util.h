// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
// Helpers shared by the format transfer tests.
#pragma once

#include <string>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "oppkit/format_transfer.h"

namespace oppkit::test {

inline gert::Shape MakeShape(const std::vector<int64_t>& dims) {
  gert::Shape s;
  for (int64_t d : dims) s.AppendDim(d);
  return s;
}

inline std::vector<int64_t> Dims(const gert::Shape& s) {
  std::vector<int64_t> v;
  for (size_t i = 0; i < s.GetDimNum(); ++i) v.push_back(s.GetDim(i));
  return v;
}

/// The storage dims of a successful transfer; a failure gives {-999} so CHECKs print something recognisable.
inline std::vector<int64_t> Transfer(ge::Format origin, int32_t storage, ge::DataType dtype,
                                     const std::vector<int64_t>& dims, TransferRule rule = TransferRule::kRuntime) {
  TransferOptions options;
  options.rule = rule;
  gert::Shape out;
  if (TransferShape(origin, static_cast<ge::Format>(storage), dtype, MakeShape(dims), out, options) !=
      TransferStatus::kSuccess) {
    return {-999};
  }
  return Dims(out);
}

inline TransferStatus TransferStatusOf(ge::Format origin, int32_t storage, ge::DataType dtype,
                                       const std::vector<int64_t>& dims, TransferRule rule = TransferRule::kRuntime) {
  TransferOptions options;
  options.rule = rule;
  gert::Shape out;
  return TransferShape(origin, static_cast<ge::Format>(storage), dtype, MakeShape(dims), out, options);
}

}  // namespace oppkit::test
