// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

// The symbolic product of x1 and x2, transposed as asked.
std::string Product(std::vector<std::string> x1, std::vector<std::string> x2, bool transpose_x1 = false,
                    bool transpose_x2 = false) {
  return test::SymbolicMatMul("BatchMatMulV2", std::move(x1), std::move(x2), transpose_x1, transpose_x2);
}

}  // namespace

TEST_CASE("BatchMatMulV2: the symbolic product broadcasts the batch dims", "[oplibs][batch_mat_mul_v2][symbolic]") {
  CHECK(Product({"b", "m", "k"}, {"b", "k", "n"}) == "[b, m, n]");
  CHECK(Product({"b", "1", "m", "k"}, {"h", "k", "n"}) == "[b, h, m, n]");
  CHECK(Product({"b", "k", "m"}, {"k", "n"}, true, false) == "[b, m, n]");
  CHECK(Product({"b", "s", "64"}, {"b", "t", "64"}, false, true) == "[b, s, t]");
  CHECK(Product({"b0", "m", "k"}, {"b1", "k", "n"}) == "[b0, m, n] if b0 == b1");
  CHECK(Product({"2", "m", "k"}, {"3", "k", "n"}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("batch dims: dims 2 and 3 cannot broadcast"));
}

TEST_CASE("BatchMatMulV2: a 1-D operand is a vector", "[oplibs][batch_mat_mul_v2][symbolic]") {
  CHECK(Product({"k"}, {"b", "k", "n"}) == "[b, n]");
  CHECK(Product({"b", "m", "k"}, {"k"}) == "[b, m]");
  CHECK(Product({"k"}, {"k"}) == "[]");
  CHECK(Product({}, {"k"}) == test::kFailed);
}

}  // namespace oppkit::ops
