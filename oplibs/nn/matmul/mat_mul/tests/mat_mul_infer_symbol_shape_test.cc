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
  return test::SymbolicMatMul("MatMul", std::move(x1), std::move(x2), transpose_x1, transpose_x2);
}

}  // namespace

TEST_CASE("MatMul: the symbolic product of two matrices", "[oplibs][mat_mul][symbolic]") {
  CHECK(Product({"m", "k"}, {"k", "n"}) == "[m, n]");
  CHECK(Product({"k", "m"}, {"n", "k"}, true, true) == "[m, n]");
  CHECK(Product({"batch*seq", "64"}, {"64", "256"}) == "[batch*seq, 256]");
  CHECK(Product({"m", "k1"}, {"k2", "n"}) == "[m, n] if k1 == k2");
  CHECK(Product({"m", "3"}, {"5", "n"}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("K of x1 (3) differs from K of x2 (5)"));
  CHECK(Product({"b", "m", "k"}, {"k", "n"}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x1 has rank 3, expected 2"));
}

}  // namespace oppkit::ops
