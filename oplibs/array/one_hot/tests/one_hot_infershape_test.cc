// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string OneHot(std::vector<int64_t> x, int64_t depth, int64_t axis = -1) {
  return OpCase("OneHot")
      .Input(std::move(x), ge::DT_INT32)
      .ValueInput({}, {depth}, ge::DT_INT32)
      .Input({})
      .Input({})
      .Attr(AttrValue::Int(axis))
      .InferShape();
}

}  // namespace

TEST_CASE("OneHot: depth is inserted at axis, -1 appends", "[oplibs][one_hot]") {
  CHECK(OneHot({4}, 10) == "[4, 10]");
  CHECK(OneHot({2, 3}, 5) == "[2, 3, 5]");
  CHECK(OneHot({2, 3}, 5, 0) == "[5, 2, 3]");
  CHECK(OneHot({2, 3}, 5, 1) == "[2, 5, 3]");
  CHECK(OneHot({2, 3}, 5, 2) == "[2, 3, 5]");
  CHECK(OneHot({}, 5) == "[5]");
  CHECK(OneHot({0, 3}, 0) == "[0, 3, 0]");
}

TEST_CASE("OneHot: unknown dims, ranks and depth", "[oplibs][one_hot]") {
  CHECK(OneHot({-1, 3}, 5) == "[-1, 3, 5]");
  CHECK(OneHot({-2}, 5) == "[-2]");
  CHECK(OpCase("OneHot")
            .Input({2}, ge::DT_INT32)
            .Input({}, ge::DT_INT32)
            .Input({})
            .Input({})
            .InferShape() == "[2, -1]");
}

TEST_CASE("OneHot: negative depth and bad axis fail naming them", "[oplibs][one_hot]") {
  CHECK(OneHot({4}, -1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("OneHot 'OneHot_node': input depth = -1 must be >= 0"));
  CHECK(OneHot({4}, 3, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axis 2 is out of range [-1, 1]"));
  CHECK(OneHot({4}, 3, -2) == kFailed);
  CHECK(OpCase("OneHot")
            .Input({4}, ge::DT_INT32)
            .ValueInput({2, 3})
            .Input({})
            .Input({})
            .InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input depth must be a scalar or hold one value"));
}

}  // namespace oppkit::ops
