// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("LayerNorm dtype: every output follows x", "[oplibs][layer_norm]") {
  for (ge::DataType dt : {ge::DT_FLOAT16, ge::DT_FLOAT, ge::DT_BF16}) {
    CHECK(test::OpCase("LayerNorm")
              .Input({2, 4}, dt)
              .Input({4}, dt)
              .Input({4}, dt)
              .InstanceNum({1, 1, 1}, {1, 1, 1})
              .InferDataType() == dt);
  }
}

}  // namespace oppkit::ops
