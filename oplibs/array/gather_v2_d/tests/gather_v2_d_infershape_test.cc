// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherV2D: GatherV2's rule (common/array/gather_common, tested in gather_v2_infershape_test.cc) with the axis as an
// attr.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string GatherV2D(std::vector<int64_t> x, std::vector<int64_t> indices, int64_t axis) {
  return OpCase("GatherV2D")
      .Input(std::move(x))
      .Input(std::move(indices), ge::DT_INT64)
      .Attr(AttrValue::Int(axis))
      .InferShape();
}

}  // namespace

TEST_CASE("GatherV2D: attr axis picks the gathered dim", "[oplibs][gather_v2_d]") {
  CHECK(GatherV2D({4}, {}, 0) == "[]");              // Shape -> Gather(scalar index): a scalar
  CHECK(GatherV2D({5, 6, 7}, {2, 3}, 1) == "[5, 2, 3, 7]");
  CHECK(GatherV2D({5, 6, 7}, {4}, -1) == "[5, 6, 4]");
  CHECK(GatherV2D({-1, 6}, {3}, 0) == "[3, 6]");
}

TEST_CASE("GatherV2D: an axis out of range fails, naming the attr", "[oplibs][gather_v2_d]") {
  CHECK(GatherV2D({5, 6}, {1}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axis"));
}

}  // namespace oppkit::ops
