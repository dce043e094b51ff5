// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// paddings given flat, shaped [rank, 2].
std::string Pad(std::vector<int64_t> x, std::vector<int64_t> paddings) {
  const int64_t rows = static_cast<int64_t>(paddings.size() / 2);
  return OpCase("Pad")
      .Input(std::move(x))
      .ValueInput({rows, 2}, std::move(paddings), ge::DT_INT32)
      .InferShape();
}

std::string PadNoValue(std::vector<int64_t> x, std::vector<int64_t> paddings_shape) {
  return OpCase("Pad").Input(std::move(x)).Input(std::move(paddings_shape), ge::DT_INT64).InferShape();
}

}  // namespace

TEST_CASE("Pad: each dim grows by its before and after pads", "[oplibs][pad]") {
  CHECK(Pad({2, 3}, {1, 1, 2, 0}) == "[4, 5]");
  CHECK(Pad({1, 3, 4, 4}, {0, 0, 0, 0, 1, 1, 1, 1}) == "[1, 3, 6, 6]");
  CHECK(Pad({0, 2}, {1, 0, 0, 0}) == "[1, 2]");
  CHECK(Pad({}, {}) == "[]");
}

TEST_CASE("Pad: unknown dims stay unknown", "[oplibs][pad]") {
  CHECK(Pad({-1, 3}, {1, 1, 1, 1}) == "[-1, 5]");
  CHECK(Pad({-2}, {1, 1, 1, 1}) == "[-1, -1]");
}

TEST_CASE("Pad: without the value every dim is unknown", "[oplibs][pad]") {
  CHECK(PadNoValue({2, 3}, {2, 2}) == "[-1, -1]");
  CHECK(PadNoValue({-2}, {3, 2}) == "[-1, -1, -1]");
  CHECK(PadNoValue({-2}, {-1, 2}) == "[-2]");
}

TEST_CASE("Pad: bad paddings fail naming paddings", "[oplibs][pad]") {
  CHECK(Pad({2, 3}, {1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Pad 'Pad_node': input paddings [1, 2] must hold 2 values per dim"));
  CHECK(Pad({2, 3}, {1, 1, -1, 0}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input paddings for dim 1 (-1, 0) must be >= 0"));
  CHECK(PadNoValue({2, 3}, {2, 3}) == kFailed);
  CHECK(PadNoValue({2, 3}, {3, 2}) == kFailed);
}

}  // namespace oppkit::ops
