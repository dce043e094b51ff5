// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Relu(std::vector<int64_t> x) {
  return test::OpCase("Relu").Input(std::move(x)).InferShape();
}

}  // namespace

TEST_CASE("Relu: the output has the input's shape", "[oplibs][relu]") {
  CHECK(Relu({4, 8, 16, 32, 64}) == "[4, 8, 16, 32, 64]");
  CHECK(Relu({}) == "[]");
  CHECK(Relu({7, 0}) == "[7, 0]");
}

TEST_CASE("Relu: unknown dims and unknown rank pass through", "[oplibs][relu]") {
  CHECK(Relu({-1, -1, 3}) == "[-1, -1, 3]");
  CHECK(Relu({-2}) == "[-2]");
}

}  // namespace oppkit::ops
