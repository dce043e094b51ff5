// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// TransposeD: Transpose's rule with the perm as an attr (the ONNX parser's target for Transpose).
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string TransposeD(std::vector<int64_t> x, std::vector<int64_t> perm) {
  return OpCase("TransposeD").Input(std::move(x)).Attr(AttrValue::ListInt(std::move(perm))).InferShape();
}

}  // namespace

TEST_CASE("TransposeD: attr perm permutes the dims", "[oplibs][transpose_d]") {
  CHECK(TransposeD({2, 10, 8, 64}, {0, 2, 1, 3}) == "[2, 8, 10, 64]");
  CHECK(TransposeD({2, 3, 4}, {2, 0, 1}) == "[4, 2, 3]");
  CHECK(TransposeD({2, 3, 4}, {-1, 0, 1}) == "[4, 2, 3]");  // negative entries count from the end
  CHECK(TransposeD({-1, 3}, {1, 0}) == "[3, -1]");
  CHECK(TransposeD({-2}, {1, 0, 2}) == "[-1, -1, -1]");     // the perm gives the rank of an unknown-rank x
  CHECK(TransposeD({}, {}) == "[]");
}

TEST_CASE("TransposeD: a perm that is not a permutation of x's axes fails, naming the attr", "[oplibs][transpose_d]") {
  CHECK(TransposeD({2, 3, 4}, {0, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("TransposeD 'TransposeD_node': attr perm has 2 entries but x [2, 3, 4]"));
  CHECK(TransposeD({2, 3}, {1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr perm names axis 1 twice"));
  CHECK(TransposeD({2, 3}, {0, 2}) == kFailed);
}

}  // namespace oppkit::ops
