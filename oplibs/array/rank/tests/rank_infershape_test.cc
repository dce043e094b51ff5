// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Rank: y is a scalar whatever x is", "[oplibs][rank]") {
  for (const std::vector<int64_t>& x : {std::vector<int64_t>{2, 3, 4, 5}, {}, {0, 1}, {-1}, {-2}}) {
    CHECK(test::OpCase("Rank").Input(x).InferShape() == "[]");
  }
}

}  // namespace oppkit::ops
