// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Slice(std::vector<int64_t> x, std::vector<int64_t> offsets, std::vector<int64_t> size,
                  ge::DataType dtype = ge::DT_INT64) {
  return OpCase("Slice")
      .Input(std::move(x))
      .ValueInput(std::move(offsets), dtype)
      .ValueInput(std::move(size), dtype)
      .InferShape();
}

}  // namespace

TEST_CASE("Slice: the output takes the size values", "[oplibs][slice]") {
  CHECK(Slice({4, 5, 6}, {0, 1, 2}, {2, 3, 4}) == "[2, 3, 4]");
  CHECK(Slice({4, 5, 6}, {1, 1, 1}, {3, 4, 5}, ge::DT_INT32) == "[3, 4, 5]");
  CHECK(Slice({4, 5}, {4, 0}, {0, 5}) == "[0, 5]");
  CHECK(Slice({}, {}, {}) == "[]");
}

TEST_CASE("Slice: a size of -1 runs to the end of the dim", "[oplibs][slice]") {
  CHECK(Slice({4, 5, 6}, {1, 0, 2}, {-1, -1, 2}) == "[3, 5, 2]");
  CHECK(Slice({4, 5}, {4, 5}, {-1, -1}) == "[0, 0]");
}

TEST_CASE("Slice: out-of-range offsets and sizes fail", "[oplibs][slice]") {
  CHECK(Slice({4, 5}, {0, 3}, {2, 3}) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Slice 'Slice_node': input size[1] = 3 from offset 3 exceeds dim 5 of x [4, 5]"));
  CHECK(Slice({4, 5}, {5, 0}, {-1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input offsets[0] = 5 is out of range"));
  CHECK(Slice({4, 5}, {-1, 0}, {1, 1}) == kFailed);
  CHECK(Slice({4, 5}, {0, 0}, {-2, 1}) == kFailed);
  CHECK(Slice({4, 5}, {0}, {1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input size has 1 values, x [4, 5] has rank 2"));
  CHECK(Slice({4, 5}, {0, 0, 0}, {1, 1}) == kFailed);
}

TEST_CASE("Slice: unknown dims keep the known sizes", "[oplibs][slice]") {
  CHECK(Slice({-1, 5}, {1, 1}, {2, -1}) == "[2, 4]");
  CHECK(Slice({-1, 5}, {1, 1}, {-1, 2}) == "[-1, 2]");
  CHECK(Slice({-2}, {1, 1}, {2, -1}) == "[2, -1]");
}

TEST_CASE("Slice: absent values", "[oplibs][slice]") {
  // size known, offsets not: known sizes stay, -1 becomes unknown
  CHECK(OpCase("Slice").Input({4, 5}).Input({2}, ge::DT_INT64).ValueInput({2, -1}).InferShape() ==
        "[2, -1]");
  // size not known: rank only, 0 dims stay 0
  CHECK(OpCase("Slice").Input({0, 5}).ValueInput({0, 1}).Input({2}, ge::DT_INT64).InferShape() ==
        "[0, -1]");
  CHECK(OpCase("Slice").Input({-2}).Input({3}, ge::DT_INT64).Input({3}, ge::DT_INT64).InferShape() ==
        "[-1, -1, -1]");
  CHECK(
      OpCase("Slice").Input({-2}).Input({-1}, ge::DT_INT64).Input({-1}, ge::DT_INT64).InferShape() ==
      "[-2]");
}

}  // namespace oppkit::ops
