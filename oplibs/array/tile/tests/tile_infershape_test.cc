// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Tile(std::vector<int64_t> x, std::vector<int64_t> multiples, ge::DataType dtype = ge::DT_INT64) {
  return OpCase("Tile").Input(std::move(x)).ValueInput(std::move(multiples), dtype).InferShape();
}

std::string TileNoValue(std::vector<int64_t> x, std::vector<int64_t> multiples_shape) {
  return OpCase("Tile")
      .Input(std::move(x))
      .Input(std::move(multiples_shape), ge::DT_INT64)
      .InferShape();
}

}  // namespace

TEST_CASE("Tile: each dim is multiplied", "[oplibs][tile]") {
  CHECK(Tile({2, 3}, {2, 3}) == "[4, 9]");
  CHECK(Tile({2, 3}, {1, 1}, ge::DT_INT32) == "[2, 3]");
  CHECK(Tile({2, 3}, {0, 2}) == "[0, 6]");
  CHECK(Tile({}, {}) == "[]");
}

TEST_CASE("Tile: more multiples than dims prepend dims of 1", "[oplibs][tile]") {
  CHECK(Tile({2, 3}, {4, 1, 2}) == "[4, 2, 6]");
  CHECK(Tile({}, {3}) == "[3]");
}

TEST_CASE("Tile: bad multiples fail", "[oplibs][tile]") {
  CHECK(Tile({2, 3}, {2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Tile 'Tile_node': input multiples has 1 values, fewer than"));
  CHECK(Tile({2, 3}, {2, -1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input multiples[1] = -1 is negative"));
  CHECK(OpCase("Tile").Input({2}).ValueInput({1, 1}, {2}, ge::DT_INT64).InferShape() == kFailed);
}

TEST_CASE("Tile: unknown dims, rank and values", "[oplibs][tile]") {
  CHECK(Tile({-1, 3}, {2, 2}) == "[-1, 6]");
  CHECK(Tile({-1, 3}, {0, 2}) == "[0, 6]");
  CHECK(Tile({-2}, {2, 0}) == "[-1, 0]");
  CHECK(TileNoValue({0, 3}, {2}) == "[0, -1]");
  CHECK(TileNoValue({2, 3}, {3}) == "[-1, -1, -1]");
  CHECK(TileNoValue({2, 3}, {1}) == kFailed);
  CHECK(TileNoValue({2, 3}, {-1}) == "[-2]");
  CHECK(TileNoValue({-2}, {2}) == "[-1, -1]");
}

}  // namespace oppkit::ops
