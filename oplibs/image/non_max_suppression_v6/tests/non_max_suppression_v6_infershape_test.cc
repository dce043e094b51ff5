// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// NonMaxSuppressionV6 with max_output_size given as \p max (a value, or no value when \p max < 0).
std::string Nms(std::vector<int64_t> boxes, std::vector<int64_t> scores, int64_t max) {
  OpCase op("NonMaxSuppressionV6");
  op.Input(std::move(boxes)).Input(std::move(scores));
  if (max >= 0) {
    op.ValueInput({}, {max}, ge::DT_INT32);
  } else {
    op.Input({}, ge::DT_INT32);
  }
  return op.InstanceNum({1, 1, 1, 0, 0}, {1}).InferShape();
}

}  // namespace

TEST_CASE("NonMaxSuppressionV6: [count, 3] with a count known after compute", "[oplibs][non_max_suppression_v6]") {
  CHECK(Nms({1, 100, 4}, {1, 80, 100}, 10) == "[-1, 3]");
  CHECK(Nms({2, -1, 4}, {2, 3, -1}, -1) == "[-1, 3]");
  CHECK(Nms({-2}, {-2}, 5) == "[-1, 3]");
}

TEST_CASE("NonMaxSuppressionV6: nothing is selected for max 0, no max, or no boxes",
          "[oplibs][non_max_suppression_v6]") {
  CHECK(Nms({1, 100, 4}, {1, 80, 100}, 0) == "[0, 3]");
  CHECK(OpCase("NonMaxSuppressionV6").Input({1, 100, 4}).Input({1, 80, 100}).InstanceNum({1, 1, 0, 0, 0}, {1})
            .InferShape() == "[0, 3]");
  CHECK(Nms({1, 0, 4}, {1, 80, 0}, 10) == "[0, 3]");
}

TEST_CASE("NonMaxSuppressionV6: boxes and scores that disagree fail", "[oplibs][non_max_suppression_v6]") {
  CHECK(Nms({1, 100, 5}, {1, 80, 100}, 10) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input boxes [1, 100, 5] must be [batch, boxes, 4]"));
  CHECK(Nms({1, 100, 4}, {1, 80, 99}, 10) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("disagree on the batch or box count"));
  CHECK(Nms({1, 100, 4}, {80, 100}, 10) == kFailed);
  CHECK(Nms({1, 100, 4}, {1, 80, 100}, -1) == "[-1, 3]");
}

TEST_CASE("NonMaxSuppressionV6: the count ranges up to every batch, class and box",
          "[oplibs][non_max_suppression_v6]") {
  const std::string range = OpCase("NonMaxSuppressionV6")
                                .RangeInput({1, 10, 4}, {2, 100, 4})
                                .RangeInput({1, 3, 10}, {2, 3, 100})
                                .InstanceNum({1, 1, 0, 0, 0}, {1})
                                .InferShapeRange();
  CHECK(range == "[0, 3] - [600, 3]");
}

}  // namespace oppkit::ops
