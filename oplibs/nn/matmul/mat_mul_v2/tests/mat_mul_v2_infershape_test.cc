// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// MatMulV2 on x1, x2 and an optional bias (empty = absent); IR inputs x1, x2, bias, offset_w.
std::string MatMul(std::vector<int64_t> x1, std::vector<int64_t> x2, bool transpose_x1 = false,
                   bool transpose_x2 = false, const std::vector<int64_t>* bias = nullptr) {
  test::OpCase c("MatMulV2");
  c.Input(std::move(x1)).Input(std::move(x2));
  if (bias != nullptr) c.Input(*bias);
  c.InstanceNum({1, 1, bias != nullptr ? 1U : 0U, 0}, {1});
  c.Attr(AttrValue::Bool(transpose_x1)).Attr(AttrValue::Bool(transpose_x2)).Attr(AttrValue::Int(0));
  return c.InferShape();
}

std::string MatMulBias(std::vector<int64_t> x1, std::vector<int64_t> x2, std::vector<int64_t> bias) {
  return MatMul(std::move(x1), std::move(x2), false, false, &bias);
}

}  // namespace

TEST_CASE("MatMulV2: (M, K) x (K, N) gives (M, N)", "[oplibs][matmul]") {
  CHECK(MatMul({4, 8}, {8, 16}) == "[4, 16]");
  CHECK(MatMul({1, 1}, {1, 1}) == "[1, 1]");
  CHECK(MatMul({4, 0}, {0, 16}) == "[4, 16]");
  CHECK(MatMul({0, 8}, {8, 16}) == "[0, 16]");
}

TEST_CASE("MatMulV2: transpose flags swap the operands' dims", "[oplibs][matmul]") {
  CHECK(MatMul({8, 4}, {8, 16}, true, false) == "[4, 16]");
  CHECK(MatMul({4, 8}, {16, 8}, false, true) == "[4, 16]");
  CHECK(MatMul({8, 4}, {16, 8}, true, true) == "[4, 16]");
  CHECK(MatMul({4, 8}, {8, 16}, true, false) == kFailed);  // K would be 4 vs 8
}

TEST_CASE("MatMulV2: mismatched K and non-2-D operands fail", "[oplibs][matmul]") {
  CHECK(MatMul({4, 8}, {9, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("MatMulV2 'MatMulV2_node': K of x1 [4, 8] (8) differs from K of x2 [9, 16] (9)"));
  CHECK(MatMul({2, 4, 8}, {8, 16}) == kFailed);
  CHECK(MatMul({8}, {8, 16}) == kFailed);
  CHECK(MatMul({4, 8}, {}) == kFailed);
}

TEST_CASE("MatMulV2: unknown dims and ranks", "[oplibs][matmul]") {
  CHECK(MatMul({-1, 8}, {8, -1}) == "[-1, -1]");
  CHECK(MatMul({4, -1}, {-1, 16}) == "[4, 16]");
  CHECK(MatMul({4, -1}, {8, 16}) == "[4, 16]");
  CHECK(MatMul({-2}, {8, 16}) == "[-1, 16]");
  CHECK(MatMul({4, 8}, {-2}) == "[4, -1]");
  CHECK(MatMul({-2}, {-2}) == "[-1, -1]");
  CHECK(MatMul({-1, 8}, {16, -1}, false, true) == "[-1, 16]");
}

TEST_CASE("MatMulV2: the bias must broadcast onto (M, N)", "[oplibs][matmul]") {
  CHECK(MatMulBias({4, 8}, {8, 16}, {16}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {1}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {4, 16}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {1, 16}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {-1}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {-2}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, 16}, {15}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [15] cannot be broadcast to the output [4, 16]"));
  CHECK(MatMulBias({4, 8}, {8, 16}, {2, 16}) == kFailed);
  CHECK(MatMulBias({4, 8}, {8, 16}, {1, 4, 16}) == kFailed);
}

TEST_CASE("MatMulV2: a bias fixes an unknown N", "[oplibs][matmul]") {
  CHECK(MatMulBias({4, 8}, {8, -1}, {16}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {-2}, {16}) == "[4, 16]");
  CHECK(MatMulBias({4, 8}, {8, -1}, {1}) == "[4, -1]");
}

}  // namespace oppkit::ops
