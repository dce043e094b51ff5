// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// Resize of x by scales (roi and sizes absent).
std::string ByScales(std::vector<int64_t> x, std::vector<float> scales) {
  return OpCase("Resize").Input(std::move(x)).FloatValueInput(std::move(scales)).InstanceNum({1, 0, 1, 0}, {1})
      .InferShape();
}

// Resize of x to sizes, with the empty scales tensor exporters pass (roi absent).
std::string ToSizes(std::vector<int64_t> x, std::vector<int64_t> sizes) {
  return OpCase("Resize")
      .Input(std::move(x))
      .FloatValueInput({})
      .ValueInput(std::move(sizes))
      .InstanceNum({1, 0, 1, 1}, {1})
      .InferShape();
}

}  // namespace

TEST_CASE("Resize: scales floor x's dims", "[oplibs][resize]") {
  CHECK(ByScales({1, 3, 7, 9}, {1, 1, 2, 2}) == "[1, 3, 14, 18]");
  CHECK(ByScales({1, 3, 7, 9}, {1, 1, 0.5f, 0.5f}) == "[1, 3, 3, 4]");
  CHECK(ByScales({2, 5, 10}, {1, 1, 1.5f}) == "[2, 5, 15]");
  CHECK(ByScales({2, 4, 3, 5, 6}, {1, 1, 2, 0.6f, 3}) == "[2, 4, 6, 3, 18]");
  CHECK(ByScales({1, 3, -1, 9}, {1, 1, 2, 2}) == "[1, 3, -1, 18]");
}

TEST_CASE("Resize: sizes are the output", "[oplibs][resize]") {
  CHECK(ToSizes({1, 3, 7, 9}, {1, 3, 32, 40}) == "[1, 3, 32, 40]");
  CHECK(ToSizes({1, 3, -1, -1}, {1, 3, 32, 40}) == "[1, 3, 32, 40]");
  CHECK(ToSizes({-2}, {1, 3, 32, 40}) == "[1, 3, 32, 40]");
  // Without a value: x's rank, unknown dims.
  CHECK(OpCase("Resize").Input({1, 3, 7, 9}).Input({0}).Input({4}, ge::DT_INT64).InstanceNum({1, 0, 1, 1}, {1})
            .InferShape() == "[-1, -1, -1, -1]");
}

TEST_CASE("Resize: tf_crop_and_resize scales the roi's extent", "[oplibs][resize]") {
  const std::string y = OpCase("Resize")
                            .Input({1, 1, 10, 20})
                            .FloatValueInput({0, 0, 0, 0, 1, 1, 0.5f, 0.5f})
                            .FloatValueInput({1, 1, 2, 2})
                            .InstanceNum({1, 1, 1, 0}, {1})
                            .Attr("coordinate_transformation_mode", AttrValue::String("tf_crop_and_resize"))
                            .InferShape();
  CHECK(y == "[1, 1, 10, 20]");
}

TEST_CASE("Resize: bad scales, sizes and combinations fail", "[oplibs][resize]") {
  CHECK(ByScales({1, 3, 7, 9}, {1, 2, 2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input scales has 3 values, x [1, 3, 7, 9] has rank 4"));
  CHECK(ByScales({1, 3, 7, 9}, {1, 1, 0, 2}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input scales value 0 at dim 2 must be a finite number > 0"));
  CHECK(ToSizes({1, 3, 7, 9}, {1, 3, 32}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input sizes has 3 values"));
  CHECK(ToSizes({1, 3, 7, 9}, {1, 3, -32, 4}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input sizes value -32 at dim 2 is negative"));
  CHECK(OpCase("Resize").Input({1, 3, 7, 9}).FloatValueInput({1, 1, 2, 2}).ValueInput({1, 3, 8, 8})
            .InstanceNum({1, 0, 1, 1}, {1}).InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("inputs scales and sizes are both given"));
  CHECK(OpCase("Resize").Input({1, 3, 7, 9}).InstanceNum({1, 0, 0, 0}, {1}).InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("neither input scales nor input sizes is given"));
  CHECK(ByScales({}, {}) == kFailed);
  CHECK(OpCase("Resize").Input({1, 1, 4, 4}).FloatValueInput({1, 1, 2, 2}).InstanceNum({1, 0, 1, 0}, {1})
            .Attr("coordinate_transformation_mode", AttrValue::String("tf_crop_and_resize")).InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("tf_crop_and_resize needs input roi"));
}

}  // namespace oppkit::ops
