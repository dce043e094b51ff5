// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

ge::DataType MatMulType(ge::DataType x1) {
  return test::OpCase("MatMul")
      .Input({4, 8}, x1)
      .Input({8, 16}, x1)
      .InstanceNum({1, 1, 0}, {1})
      .InferDataType();
}

}  // namespace

TEST_CASE("MatMul dtype: y follows x1", "[oplibs][mat_mul]") {
  CHECK(MatMulType(ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(MatMulType(ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(MatMulType(ge::DT_BF16) == ge::DT_BF16);
  CHECK(MatMulType(ge::DT_INT32) == ge::DT_INT32);
  CHECK(MatMulType(ge::DT_UNDEFINED) == ge::DT_MAX);
}

}  // namespace oppkit::ops
