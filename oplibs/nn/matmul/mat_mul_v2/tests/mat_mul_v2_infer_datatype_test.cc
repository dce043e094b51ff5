// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

ge::DataType MatMulType(ge::DataType x1, ge::DataType x2) {
  return test::OpCase("MatMulV2")
      .Input({4, 8}, x1)
      .Input({8, 16}, x2)
      .InstanceNum({1, 1, 0, 0}, {1})
      .InferDataType();
}

}  // namespace

TEST_CASE("MatMulV2 dtype: y follows x1, int8 accumulates to int32", "[oplibs][matmul]") {
  CHECK(MatMulType(ge::DT_FLOAT16, ge::DT_FLOAT16) == ge::DT_FLOAT16);
  CHECK(MatMulType(ge::DT_FLOAT, ge::DT_FLOAT) == ge::DT_FLOAT);
  CHECK(MatMulType(ge::DT_BF16, ge::DT_BF16) == ge::DT_BF16);
  CHECK(MatMulType(ge::DT_INT32, ge::DT_INT32) == ge::DT_INT32);
  CHECK(MatMulType(ge::DT_INT8, ge::DT_INT8) == ge::DT_INT32);
}

TEST_CASE("MatMulV2 dtype: an undefined x1 dtype fails", "[oplibs][matmul]") {
  CHECK(MatMulType(ge::DT_UNDEFINED, ge::DT_FLOAT) == ge::DT_MAX);
}

}  // namespace oppkit::ops
