// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ArgMaxV2 and ArgMin share one function; the cases run it under both op names.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Arg(std::vector<int64_t> x, int64_t dimension, const char* op = "ArgMaxV2") {
  return OpCase(op).Input(std::move(x)).ValueInput({}, {dimension}, ge::DT_INT32).InferShape();
}

}  // namespace

TEST_CASE("ArgMaxV2: the dimension is removed, for ArgMaxV2 and ArgMin", "[oplibs][arg_max_v2]") {
  for (const char* op : {"ArgMaxV2", "ArgMin"}) {
    INFO(op);
    CHECK(Arg({2, 3, 4}, 1, op) == "[2, 4]");
    CHECK(Arg({2, 3, 4}, 0, op) == "[3, 4]");
    CHECK(Arg({7}, 0, op) == "[]");
  }
}

TEST_CASE("ArgMaxV2: a negative dimension counts from the end", "[oplibs][arg_max_v2]") {
  CHECK(Arg({2, 3, 4}, -1) == "[2, 3]");
  CHECK(Arg({2, 3, 4}, -3) == "[3, 4]");
}

TEST_CASE("ArgMaxV2: a 1-element 1-D dimension is accepted", "[oplibs][arg_max_v2]") {
  CHECK(OpCase("ArgMin").Input({2, 3}).ValueInput({1}, ge::DT_INT64).InferShape() == "[2]");
}

TEST_CASE("ArgMaxV2: unknown and zero dims pass through", "[oplibs][arg_max_v2]") {
  CHECK(Arg({-1, 3, 0}, 1) == "[-1, 0]");
  CHECK(Arg({-2}, 1) == "[-2]");
}

TEST_CASE("ArgMaxV2: without the dimension value rank - 1 unknown dims", "[oplibs][arg_max_v2]") {
  CHECK(OpCase("ArgMaxV2").Input({2, 3, 4}).Input({}, ge::DT_INT32).InferShape() == "[-1, -1]");
  CHECK(OpCase("ArgMaxV2").Input({-2}).Input({}, ge::DT_INT32).InferShape() == "[-2]");
}

TEST_CASE("ArgMaxV2: a bad dimension fails naming the dimension input", "[oplibs][arg_max_v2]") {
  CHECK(Arg({2, 3}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("ArgMaxV2 'ArgMaxV2_node': input dimension[0] = 2 is out of range"));
  CHECK(Arg({2, 3}, -3) == kFailed);
  CHECK(OpCase("ArgMaxV2").Input({2, 3}).ValueInput({0, 1}).InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input dimension must be a scalar or hold one value"));
  CHECK(Arg({}, 0) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x must have rank >= 1"));
}

}  // namespace oppkit::ops
