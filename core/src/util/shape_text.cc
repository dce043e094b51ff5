// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/shape_text.h"

namespace oppkit::detail {

std::string ShapeToString(const int64_t* dims, size_t rank) {
  std::string s = "[";
  for (size_t i = 0; i < rank; ++i) {
    if (i != 0) s += ", ";
    s += std::to_string(dims[i]);
  }
  s += ']';
  return s;
}

}  // namespace oppkit::detail
