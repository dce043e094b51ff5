// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string PadV3(std::vector<int64_t> x, std::vector<int64_t> paddings, bool contiguous = true) {
  return OpCase("PadV3")
      .Input(std::move(x))
      .ValueInput(std::move(paddings))
      .Input({})
      .Attr(AttrValue::String("constant"))
      .Attr(AttrValue::Bool(contiguous))
      .InferShape();
}

}  // namespace

TEST_CASE("PadV3: contiguous paddings are begin/end pairs per dim", "[oplibs][pad_v3]") {
  CHECK(PadV3({2, 3}, {1, 2, 0, 3}) == "[5, 6]");
  CHECK(PadV3({1, 3, 4, 4}, {0, 0, 0, 0, 2, 2, 1, 1}) == "[1, 3, 8, 6]");
}

TEST_CASE("PadV3: non-contiguous paddings are all begins then all ends (ONNX)", "[oplibs][pad_v3]") {
  CHECK(PadV3({2, 3}, {1, 2, 0, 3}, false) == "[3, 8]");
}

TEST_CASE("PadV3: negative pads crop", "[oplibs][pad_v3]") {
  CHECK(PadV3({5, 6}, {-1, -1, 0, -2}) == "[3, 4]");
  CHECK(PadV3({2, 3}, {-1, -1, 0, 0}) == "[0, 3]");
  CHECK(PadV3({2, 3}, {-2, -1, 0, 0}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input paddings for dim 0 (-2, -1) make dim 2 of input x"));
}

TEST_CASE("PadV3: unknown dims and ranks", "[oplibs][pad_v3]") {
  CHECK(PadV3({-1, 3}, {1, 1, 1, 1}) == "[-1, 5]");
  CHECK(PadV3({-2}, {1, 1, 1, 1, 0, 0}) == "[-1, -1, -1]");
  const std::string no_value =
      OpCase("PadV3").Input({2, 3, 4}).Input({6}, ge::DT_INT32).Input({}).InferShape();
  CHECK(no_value == "[-1, -1, -1]");
}

TEST_CASE("PadV3: a paddings length other than 2 * rank fails", "[oplibs][pad_v3]") {
  CHECK(PadV3({2, 3}, {1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("PadV3 'PadV3_node': input paddings [2] must hold 2 values per dim"));
  CHECK(PadV3({2, 3}, {1, 1, 1}) == kFailed);
  CHECK(PadV3({}, {}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x must have rank >= 1"));
}

}  // namespace oppkit::ops
