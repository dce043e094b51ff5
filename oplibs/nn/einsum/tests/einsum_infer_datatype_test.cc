// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Einsum dtype: y follows the first x", "[oplibs][einsum]") {
  CHECK(test::OpCase("Einsum")
            .Input({2, 3}, ge::DT_FLOAT16)
            .Input({3, 4}, ge::DT_FLOAT16)
            .InstanceNum({2}, {1})
            .InferDataType() == ge::DT_FLOAT16);
}

}  // namespace oppkit::ops
