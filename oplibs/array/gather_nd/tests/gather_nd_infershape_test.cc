// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string GatherNd(std::vector<int64_t> x, std::vector<int64_t> indices) {
  return OpCase("GatherNd").Input(std::move(x)).Input(std::move(indices), ge::DT_INT64).InferShape();
}

}  // namespace

TEST_CASE("GatherNd: indices' leading dims, then x's dims after the tuple length", "[oplibs][gather_nd]") {
  CHECK(GatherNd({2, 2}, {2, 2}) == "[2]");
  CHECK(GatherNd({2, 2}, {2, 1}) == "[2, 2]");
  CHECK(GatherNd({2, 3, 4}, {5, 7, 1}) == "[5, 7, 3, 4]");
  CHECK(GatherNd({2, 3, 4}, {3}) == "[]");
  CHECK(GatherNd({2, 3, 4}, {6, 0}) == "[6, 2, 3, 4]");
  CHECK(GatherNd({-1, 3, 4}, {-1, 1}) == "[-1, 3, 4]");
}

TEST_CASE("GatherNd: unknown tuple length or ranks give an unknown rank", "[oplibs][gather_nd]") {
  CHECK(GatherNd({2, 3, 4}, {5, -1}) == "[-2]");
  CHECK(GatherNd({-2}, {5, 2}) == "[-2]");
  CHECK(GatherNd({2, 3}, {-2}) == "[-2]");
}

TEST_CASE("GatherNd: bad indices fail", "[oplibs][gather_nd]") {
  CHECK(GatherNd({2, 3}, {5, 3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("has index tuples of length 3, more than the rank of x [2, 3]"));
  CHECK(GatherNd({2, 3}, {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input indices must have rank >= 1"));
}

}  // namespace oppkit::ops
