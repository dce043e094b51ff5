// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Add(std::vector<int64_t> x1, std::vector<int64_t> x2) {
  return test::OpCase("Add").Input(std::move(x1)).Input(std::move(x2)).InferShape();
}

}  // namespace

TEST_CASE("Add: equal shapes give the same shape", "[oplibs][add]") {
  CHECK(Add({4, 8, 16}, {4, 8, 16}) == "[4, 8, 16]");
  CHECK(test::LastOpErrors().empty());
  CHECK(Add({}, {}) == "[]");
}

TEST_CASE("Add: shapes broadcast the numpy way", "[oplibs][add]") {
  CHECK(Add({4, 1, 8}, {3, 1}) == "[4, 3, 8]");
  CHECK(Add({8}, {2, 4, 8}) == "[2, 4, 8]");
  CHECK(Add({2, 4, 8}, {1}) == "[2, 4, 8]");
  CHECK(Add({}, {5, 6}) == "[5, 6]");
  CHECK(Add({5, 6}, {}) == "[5, 6]");
  CHECK(Add({1, 1}, {1}) == "[1, 1]");
}

TEST_CASE("Add: zero-size dims broadcast only against 1", "[oplibs][add]") {
  CHECK(Add({0, 3}, {1, 3}) == "[0, 3]");
  CHECK(Add({0}, {}) == "[0]");
  CHECK(Add({0, 3}, {2, 3}) == test::kFailed);
}

TEST_CASE("Add: incompatible shapes fail", "[oplibs][add]") {
  CHECK(Add({2, 3}, {3, 3}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Add 'Add_node': inputs x1 [2, 3] and x2 [3, 3] cannot be broadcast (output axis 0)"));
  CHECK(Add({4, 5}, {4}) == test::kFailed);
}

TEST_CASE("Add: unknown dims resolve only where every valid value agrees", "[oplibs][add]") {
  CHECK(Add({-1, 8}, {4, 8}) == "[4, 8]");   // -1 must be 1 or 4
  CHECK(Add({-1, 8}, {1, 8}) == "[-1, 8]");  // 1 decides nothing
  CHECK(Add({-1}, {-1}) == "[-1]");
  CHECK(Add({-1, 3}, {0, 3}) == "[0, 3]");
  CHECK(Add({-1, 1, 3}, {5, -1}) == "[-1, 5, 3]");
  CHECK(Add({-1, 2}, {3, 3}) == test::kFailed);  // the known 2 and 3 still clash
}

TEST_CASE("Add: an unknown rank on either side gives an unknown rank", "[oplibs][add]") {
  CHECK(Add({-2}, {4, 8}) == "[-2]");
  CHECK(Add({4, 8}, {-2}) == "[-2]");
  CHECK(Add({-2}, {-2}) == "[-2]");
}

}  // namespace oppkit::ops
