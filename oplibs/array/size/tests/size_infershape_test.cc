// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Size: y is a scalar whatever x is", "[oplibs][size]") {
  for (const std::vector<int64_t>& x : {std::vector<int64_t>{2, 3}, {}, {0}, {-1, 4}, {-2}}) {
    CHECK(test::OpCase("Size").Input(x).Attr(AttrValue::DataType(ge::DT_INT32)).InferShape() == "[]");
  }
}

}  // namespace oppkit::ops
