// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BNInference dtype: y follows x", "[oplibs][bn_inference]") {
  for (ge::DataType dt : {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16}) {
    CHECK(test::OpCase("BNInference")
              .Input({2, 16, 8, 8}, dt)
              .Input({16}, dt)
              .Input({16}, dt)
              .Input({1}, dt)
              .InstanceNum({1, 1, 1, 1, 0, 0}, {1})
              .InferDataType() == dt);
  }
}

}  // namespace oppkit::ops
