// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string GatherElements(std::vector<int64_t> x, std::vector<int64_t> index, int64_t dim) {
  return OpCase("GatherElements")
      .Input(std::move(x))
      .Input(std::move(index), ge::DT_INT64)
      .Attr(AttrValue::Int(dim))
      .InferShape();
}

}  // namespace

TEST_CASE("GatherElements: the output has the shape of index", "[oplibs][gather_elements]") {
  CHECK(GatherElements({4, 5}, {4, 9}, 1) == "[4, 9]");
  CHECK(GatherElements({4, 5}, {2, 3}, 0) == "[2, 3]");
  CHECK(GatherElements({4, 5}, {7, 5}, -2) == "[7, 5]");
  CHECK(GatherElements({4, 5}, {0, 5}, 0) == "[0, 5]");
  CHECK(GatherElements({}, {}, 0) == "[]");
}

TEST_CASE("GatherElements: rank mismatches, large index dims and bad dims fail", "[oplibs][gather_elements]") {
  CHECK(GatherElements({4, 5}, {4}, 0) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input index [4] must have the rank of x [4, 5]"));
  CHECK(GatherElements({4, 5}, {5, 2}, 1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input index [5, 2] exceeds x [4, 5] at dim 0"));
  CHECK(GatherElements({4, 5}, {4, 5}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("GatherElements 'GatherElements_node': attr dim 2 is out of range"));
  CHECK(GatherElements({}, {}, 1) == kFailed);
}

TEST_CASE("GatherElements: unknown dims and rank", "[oplibs][gather_elements]") {
  CHECK(GatherElements({-1, 5}, {7, 3}, 1) == "[7, 3]");
  CHECK(GatherElements({4, 5}, {-1, 3}, 1) == "[-1, 3]");
  CHECK(GatherElements({4, 5}, {-2}, 1) == "[-1, -1]");
  CHECK(GatherElements({-2}, {2, 3}, 5) == "[2, 3]");
}

}  // namespace oppkit::ops
