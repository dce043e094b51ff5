// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string BatchMatMul(std::vector<int64_t> x1, std::vector<int64_t> x2, bool adj_x1 = false, bool adj_x2 = false) {
  return test::OpCase("BatchMatMul")
      .Input(std::move(x1))
      .Input(std::move(x2))
      .Attr(AttrValue::Bool(adj_x1))
      .Attr(AttrValue::Bool(adj_x2))
      .InferShape();
}

}  // namespace

TEST_CASE("BatchMatMul: batches multiply and batch dims broadcast", "[oplibs][batch_mat_mul]") {
  CHECK(BatchMatMul({2, 4, 8}, {2, 8, 16}) == "[2, 4, 16]");
  CHECK(BatchMatMul({4, 8}, {8, 16}) == "[4, 16]");
  CHECK(BatchMatMul({3, 1, 4, 8}, {5, 8, 16}) == "[3, 5, 4, 16]");
  CHECK(BatchMatMul({7, 4, 8}, {8, 16}) == "[7, 4, 16]");
  CHECK(BatchMatMul({0, 4, 8}, {1, 8, 16}) == "[0, 4, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {3, 8, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("batch dims of x1 [2, 4, 8] and x2 [3, 8, 16]"));
}

TEST_CASE("BatchMatMul: adj flags swap the matrix dims", "[oplibs][batch_mat_mul]") {
  CHECK(BatchMatMul({2, 8, 4}, {2, 8, 16}, true, false) == "[2, 4, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {2, 16, 8}, false, true) == "[2, 4, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {2, 8, 16}, false, true) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("adj_x1 0, adj_x2 1"));
}

TEST_CASE("BatchMatMul: operands below rank 2 fail naming the input", "[oplibs][batch_mat_mul]") {
  CHECK(BatchMatMul({8}, {2, 8, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x1 [8] must have rank >= 2"));
  CHECK(BatchMatMul({2, 4, 8}, {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x2 [] must have rank >= 2"));
}

TEST_CASE("BatchMatMul: unknown dims and ranks", "[oplibs][batch_mat_mul]") {
  CHECK(BatchMatMul({-1, 4, 8}, {3, 8, 16}) == "[3, 4, 16]");
  CHECK(BatchMatMul({-1, 4, 8}, {1, 8, 16}) == "[-1, 4, 16]");
  CHECK(BatchMatMul({2, 4, -1}, {2, 9, 16}) == "[2, 4, 16]");
  CHECK(BatchMatMul({-2}, {2, 8, 16}) == "[-2]");
  CHECK(BatchMatMul({2, 4, 8}, {-2}) == "[-2]");
  CHECK(BatchMatMul({8}, {-2}) == kFailed);
}

}  // namespace oppkit::ops
