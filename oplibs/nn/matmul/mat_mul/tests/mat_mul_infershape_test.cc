// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string MatMul(std::vector<int64_t> x1, std::vector<int64_t> x2, bool t1 = false, bool t2 = false,
                   const std::vector<int64_t>* bias = nullptr) {
  test::OpCase c("MatMul");
  c.Input(std::move(x1)).Input(std::move(x2));
  if (bias != nullptr) c.Input(*bias);
  c.InstanceNum({1, 1, bias != nullptr ? 1U : 0U}, {1});
  c.Attr(AttrValue::Bool(t1)).Attr(AttrValue::Bool(t2));
  return c.InferShape();
}

}  // namespace

TEST_CASE("MatMul: 2-D operands multiply with transpose flags", "[oplibs][mat_mul]") {
  CHECK(MatMul({4, 8}, {8, 16}) == "[4, 16]");
  CHECK(MatMul({8, 4}, {8, 16}, true, false) == "[4, 16]");
  CHECK(MatMul({4, 8}, {16, 8}, false, true) == "[4, 16]");
  CHECK(MatMul({8, 4}, {16, 8}, true, true) == "[4, 16]");
  CHECK(MatMul({0, 8}, {8, 16}) == "[0, 16]");
  CHECK(MatMul({4, 0}, {0, 16}) == "[4, 16]");
}

TEST_CASE("MatMul: mismatched K and non-2-D operands fail naming the input", "[oplibs][mat_mul]") {
  CHECK(MatMul({4, 8}, {9, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("K of x1 [4, 8] (8) differs from K of x2 [9, 16] (9)"));
  CHECK(MatMul({2, 4, 8}, {8, 16}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x1 [2, 4, 8] must be 2-D"));
  CHECK(MatMul({4, 8}, {8}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x2 [8] must be 2-D"));
}

TEST_CASE("MatMul: the bias broadcasts onto y and may fix N", "[oplibs][mat_mul]") {
  std::vector<int64_t> bias{16};
  CHECK(MatMul({4, 8}, {8, 16}, false, false, &bias) == "[4, 16]");
  CHECK(MatMul({4, 8}, {8, -1}, false, false, &bias) == "[4, 16]");
  std::vector<int64_t> bad{5};
  CHECK(MatMul({4, 8}, {8, 16}, false, false, &bad) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input bias [5]"));
}

TEST_CASE("MatMul: unknown dims and ranks", "[oplibs][mat_mul]") {
  CHECK(MatMul({-1, 8}, {8, 16}) == "[-1, 16]");
  CHECK(MatMul({4, -1}, {8, 16}) == "[4, 16]");
  CHECK(MatMul({-2}, {8, 16}) == "[-1, 16]");
  CHECK(MatMul({4, 8}, {-2}) == "[4, -1]");
  CHECK(MatMul({-2}, {-2}) == "[-1, -1]");
}

}  // namespace oppkit::ops
