// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

const char* const kBinaryOps[] = {"Sub", "Mul", "RealDiv", "Maximum", "Minimum", "Pow", "SquaredDifference"};

std::string Binary(const char* op, std::vector<int64_t> x1, std::vector<int64_t> x2) {
  return test::OpCase(op).Input(std::move(x1)).Input(std::move(x2)).InferShape();
}

}  // namespace

TEST_CASE("Binary element-wise: every op broadcasts the numpy way", "[oplibs][elementwise_binary]") {
  for (const char* op : kBinaryOps) {
    INFO(op);
    CHECK(Binary(op, {4, 8, 16}, {4, 8, 16}) == "[4, 8, 16]");
    CHECK(Binary(op, {4, 1, 8}, {3, 1}) == "[4, 3, 8]");
    CHECK(Binary(op, {8}, {2, 4, 8}) == "[2, 4, 8]");
    CHECK(Binary(op, {}, {5, 6}) == "[5, 6]");
    CHECK(Binary(op, {5, 6}, {}) == "[5, 6]");
    CHECK(Binary(op, {}, {}) == "[]");
    CHECK(test::LastOpErrors().empty());
  }
}

TEST_CASE("Binary element-wise: zero-size dims broadcast only against 1", "[oplibs][elementwise_binary]") {
  CHECK(Binary("Mul", {0, 3}, {1, 3}) == "[0, 3]");
  CHECK(Binary("Sub", {2, 0}, {1}) == "[2, 0]");
  CHECK(Binary("Pow", {0, 3}, {2, 3}) == test::kFailed);
}

TEST_CASE("Binary element-wise: incompatible shapes fail naming both inputs", "[oplibs][elementwise_binary]") {
  CHECK(Binary("Sub", {2, 3}, {3, 3}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Sub 'Sub_node': input x2 [3, 3] cannot broadcast with x1 [2, 3] (output axis 0)"));
  CHECK(Binary("Maximum", {4, 5}, {4}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x2 [4] cannot broadcast with x1 [4, 5] (output axis 1)"));
}

TEST_CASE("Binary element-wise: unknown dims resolve only where every valid value agrees",
          "[oplibs][elementwise_binary]") {
  CHECK(Binary("RealDiv", {-1, 8}, {4, 8}) == "[4, 8]");
  CHECK(Binary("RealDiv", {-1, 8}, {1, 8}) == "[-1, 8]");
  CHECK(Binary("Minimum", {-1, 1, 3}, {5, -1}) == "[-1, 5, 3]");
  CHECK(Binary("SquaredDifference", {-1, 2}, {3, 3}) == test::kFailed);
}

TEST_CASE("Binary element-wise: an unknown rank on either side gives an unknown rank", "[oplibs][elementwise_binary]") {
  CHECK(Binary("Mul", {-2}, {4, 8}) == "[-2]");
  CHECK(Binary("Pow", {4, 8}, {-2}) == "[-2]");
  CHECK(Binary("Sub", {-2}, {-2}) == "[-2]");
}

}  // namespace oppkit::ops
