// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("BatchMatMul dtype: y follows x1", "[oplibs][batch_mat_mul]") {
  for (ge::DataType dt : {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16, ge::DT_INT32}) {
    CHECK(test::OpCase("BatchMatMul")
              .Input({2, 4, 8}, dt)
              .Input({2, 8, 16}, dt)
              .InferDataType() == dt);
  }
}

}  // namespace oppkit::ops
