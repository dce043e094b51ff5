// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string BatchMatMul(std::vector<int64_t> x1, std::vector<int64_t> x2, bool adj_x1 = false, bool adj_x2 = false,
                        const std::vector<int64_t>* bias = nullptr) {
  test::OpCase c("BatchMatMulV2");
  c.Input(std::move(x1)).Input(std::move(x2));
  if (bias != nullptr) c.Input(*bias);
  c.InstanceNum({1, 1, bias != nullptr ? 1U : 0U, 0}, {1});
  c.Attr(AttrValue::Bool(adj_x1)).Attr(AttrValue::Bool(adj_x2)).Attr(AttrValue::Int(0));
  return c.InferShape();
}

std::string BatchMatMulBias(std::vector<int64_t> x1, std::vector<int64_t> x2, std::vector<int64_t> bias) {
  return BatchMatMul(std::move(x1), std::move(x2), false, false, &bias);
}

}  // namespace

TEST_CASE("BatchMatMulV2: batches of matrices multiply", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMul({2, 4, 8}, {2, 8, 16}) == "[2, 4, 16]");
  CHECK(BatchMatMul({4, 8}, {8, 16}) == "[4, 16]");
  CHECK(BatchMatMul({2, 3, 5, 4, 8}, {2, 3, 5, 8, 16}) == "[2, 3, 5, 4, 16]");
}

TEST_CASE("BatchMatMulV2: batch dims broadcast, missing ones count as 1", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMul({3, 1, 4, 8}, {5, 8, 16}) == "[3, 5, 4, 16]");
  CHECK(BatchMatMul({4, 8}, {7, 8, 16}) == "[7, 4, 16]");
  CHECK(BatchMatMul({7, 4, 8}, {8, 16}) == "[7, 4, 16]");
  CHECK(BatchMatMul({1, 4, 8}, {6, 8, 16}) == "[6, 4, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {3, 8, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("BatchMatMulV2 'BatchMatMulV2_node': batch dims of x1 [2, 4, 8] and x2 [3, 8, 16]"));
  CHECK(BatchMatMul({0, 4, 8}, {1, 8, 16}) == "[0, 4, 16]");
}

TEST_CASE("BatchMatMulV2: adj flags swap the matrix dims", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMul({2, 8, 4}, {2, 8, 16}, true, false) == "[2, 4, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {2, 16, 8}, false, true) == "[2, 4, 16]");
  CHECK(BatchMatMul({2, 8, 4}, {2, 16, 8}, true, true) == "[2, 4, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {2, 8, 16}, false, true) == kFailed);
}

TEST_CASE("BatchMatMulV2: mismatched K fails", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMul({2, 4, 8}, {2, 9, 16}) == kFailed);
}

TEST_CASE("BatchMatMulV2: rank-1 operands follow numpy.matmul", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMul({8}, {2, 8, 16}) == "[2, 16]");
  CHECK(BatchMatMul({2, 4, 8}, {8}) == "[2, 4]");
  CHECK(BatchMatMul({8}, {8}) == "[]");
  CHECK(BatchMatMul({8}, {8, 16}, true, false) == "[16]");  // adj does not apply to a vector
  CHECK(BatchMatMul({8}, {9}) == kFailed);
  CHECK(BatchMatMul({}, {8, 16}) == kFailed);
  CHECK(BatchMatMul({4, 8}, {}) == kFailed);
}

TEST_CASE("BatchMatMulV2: unknown dims and ranks", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMul({-1, 4, 8}, {3, 8, 16}) == "[3, 4, 16]");
  CHECK(BatchMatMul({-1, 4, 8}, {1, 8, 16}) == "[-1, 4, 16]");
  CHECK(BatchMatMul({2, -1, -1}, {2, 8, -1}) == "[2, -1, -1]");
  CHECK(BatchMatMul({2, 4, -1}, {2, 9, 16}) == "[2, 4, 16]");
  CHECK(BatchMatMul({-2}, {2, 8, 16}) == "[-2]");
  CHECK(BatchMatMul({2, 4, 8}, {-2}) == "[-2]");
}

TEST_CASE("BatchMatMulV2: the bias must broadcast onto the output", "[oplibs][batch_matmul]") {
  CHECK(BatchMatMulBias({2, 4, 8}, {2, 8, 16}, {16}) == "[2, 4, 16]");
  CHECK(BatchMatMulBias({2, 4, 8}, {2, 8, 16}, {2, 1, 16}) == "[2, 4, 16]");
  CHECK(BatchMatMulBias({2, 4, 8}, {2, 8, -1}, {16}) == "[2, 4, 16]");
  CHECK(BatchMatMulBias({2, 4, 8}, {2, 8, 16}, {5}) == kFailed);
  CHECK(BatchMatMulBias({2, 4, 8}, {2, 8, 16}, {3, 4, 16}) == kFailed);
  CHECK(BatchMatMulBias({-2}, {2, 8, 16}, {5}) == "[-2]");
}

}  // namespace oppkit::ops
