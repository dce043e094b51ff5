// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherV2 and Gather share one rule (common/array/gather_common); each op's own input handling is tested here.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string GatherV2(std::vector<int64_t> x, std::vector<int64_t> indices, int64_t axis, int64_t batch_dims = 0) {
  return OpCase("GatherV2")
      .Input(std::move(x))
      .Input(std::move(indices), ge::DT_INT32)
      .ValueInput({}, {axis}, ge::DT_INT32)
      .Attr(AttrValue::Int(batch_dims))
      .InferShape();
}

std::string GatherV2NoAxis(std::vector<int64_t> x, std::vector<int64_t> indices, int64_t batch_dims = 0) {
  return OpCase("GatherV2")
      .Input(std::move(x))
      .Input(std::move(indices), ge::DT_INT32)
      .Input({}, ge::DT_INT32)
      .Attr(AttrValue::Int(batch_dims))
      .InferShape();
}

}  // namespace

TEST_CASE("GatherV2: indices replace the axis dim", "[oplibs][gather_v2]") {
  CHECK(GatherV2({4, 6, 7}, {2, 3}, 1) == "[4, 2, 3, 7]");
  CHECK(GatherV2({4, 6, 7}, {5}, 0) == "[5, 6, 7]");
  CHECK(GatherV2({4, 6, 7}, {}, 2) == "[4, 6]");  // a scalar index removes the dim
  CHECK(GatherV2({4, 6}, {0}, 1) == "[4, 0]");
  CHECK(OpCase("GatherV2")
            .Input({4, 6})
            .Input({3}, ge::DT_INT64)
            .ValueInput({1}, ge::DT_INT64)
            .InferShape() == "[4, 3]");  // attrs omitted, 1-D axis
}

TEST_CASE("GatherV2: negative axis counts from the end", "[oplibs][gather_v2]") {
  CHECK(GatherV2({4, 6, 7}, {2}, -1) == "[4, 6, 2]");
  CHECK(GatherV2({4, 6, 7}, {2}, -3) == "[2, 6, 7]");
}

TEST_CASE("GatherV2: batch_dims share leading dims", "[oplibs][gather_v2]") {
  CHECK(GatherV2({4, 6, 7}, {4, 5}, 1, 1) == "[4, 5, 7]");
  CHECK(GatherV2({4, 6, 7}, {4, 5}, 2, 1) == "[4, 6, 5]");
  CHECK(GatherV2({4, 6, 7}, {4, 5}, 1, -1) == "[4, 5, 7]");
  CHECK(GatherV2({-1, 6, 7}, {4, 5}, 1, 1) == "[4, 5, 7]");  // the batch dim merges
}

TEST_CASE("GatherV2: bad axis and batch_dims fail", "[oplibs][gather_v2]") {
  CHECK(GatherV2({4, 6}, {2}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("GatherV2 'GatherV2_node': input axis 2 is out of range for x [4, 6]"));
  CHECK(GatherV2({4, 6}, {2}, -3) == kFailed);
  CHECK(GatherV2({4, 6, 7}, {3, 5}, 1, 1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("batch dim 0 differs"));
  CHECK(GatherV2({4, 6, 7}, {4, 5}, 0, 1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr batch_dims 1 exceeds input axis 0"));
  CHECK(GatherV2({4, 6, 7}, {4, 5}, 2, 3) == kFailed);
  CHECK(GatherV2({}, {2}, 0) == kFailed);
  CHECK(OpCase("GatherV2").Input({4}).Input({2}).ValueInput({0, 0}).InferShape() == kFailed);
}

TEST_CASE("GatherV2: unknown axis value, dims and rank", "[oplibs][gather_v2]") {
  CHECK(GatherV2({4, -1, 7}, {-1, 3}, 1) == "[4, -1, 3, 7]");
  CHECK(GatherV2NoAxis({4, 6, 7}, {2, 3}) == "[-1, -1, -1, -1]");
  CHECK(GatherV2NoAxis({4, 6, 7}, {4, 3}, 1) == "[4, -1, -1]");
  CHECK(GatherV2({-2}, {2, 3}, 1) == "[-2]");
  CHECK(GatherV2({4, 6}, {-2}, 1) == "[-2]");
}

}  // namespace oppkit::ops
