// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GatherV2 and Gather share one rule (common/array/gather_common); each op's own input handling is tested here.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Gather(std::vector<int64_t> x, std::vector<int64_t> indices, int64_t batch_dims = 0) {
  return OpCase("Gather")
      .Input(std::move(x))
      .Input(std::move(indices), ge::DT_INT64)
      .Attr(AttrValue::Bool(true))
      .Attr(AttrValue::Int(batch_dims))
      .InferShape();
}

}  // namespace

TEST_CASE("Gather: gathers along the first non-batch dim", "[oplibs][gather]") {
  CHECK(Gather({10, 6}, {2, 3}) == "[2, 3, 6]");
  CHECK(Gather({10}, {}) == "[]");
  CHECK(Gather({4, 10, 6}, {4, 3}, 1) == "[4, 3, 6]");
  CHECK(Gather({4, 10, 6}, {4, 3}, -1) == "[4, 3, 6]");
  CHECK(OpCase("Gather").Input({10, 6}).Input({5}, ge::DT_INT32).InferShape() == "[5, 6]");
}

TEST_CASE("Gather: bad batch_dims and unknown shapes", "[oplibs][gather]") {
  CHECK(Gather({4, 10}, {5, 3}, 1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Gather 'Gather_node': batch dim 0 differs"));
  CHECK(Gather({4, 10}, {4}, 2) == kFailed);
  CHECK(Gather({}, {3}) == kFailed);
  CHECK(Gather({-1, 6}, {-1}) == "[-1, 6]");
  CHECK(Gather({-2}, {3}) == "[-2]");
}

}  // namespace oppkit::ops
