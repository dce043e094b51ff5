// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

ge::DataType BatchMatMulType(ge::DataType x1) {
  return test::OpCase("BatchMatMulV2")
      .Input({2, 4, 8}, x1)
      .Input({2, 8, 16}, x1)
      .InstanceNum({1, 1, 0, 0}, {1})
      .InferDataType();
}

}  // namespace

TEST_CASE("BatchMatMulV2 dtype: y follows x1, int8 accumulates to int32", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMulType(ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(BatchMatMulType(ge::DT_BF16) == ge::DT_BF16);
  CHECK(BatchMatMulType(ge::DT_INT8) == ge::DT_INT32);
  CHECK(BatchMatMulType(ge::DT_UNDEFINED) == ge::DT_MAX);
}

}  // namespace oppkit::ops
