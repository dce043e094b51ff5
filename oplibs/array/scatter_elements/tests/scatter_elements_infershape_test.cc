// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string ScatterElements(std::vector<int64_t> data, std::vector<int64_t> indices, std::vector<int64_t> updates,
                            int64_t axis, std::string reduction = "none") {
  return OpCase("ScatterElements")
      .Input(std::move(data))
      .Input(std::move(indices), ge::DT_INT64)
      .Input(std::move(updates))
      .Attr(AttrValue::Int(axis))
      .Attr(AttrValue::String(std::move(reduction)))
      .InferShape();
}

}  // namespace

TEST_CASE("ScatterElements: the output has the shape of data", "[oplibs][scatter_elements]") {
  CHECK(ScatterElements({4, 5}, {2, 3}, {2, 3}, 0) == "[4, 5]");
  CHECK(ScatterElements({4, 5}, {4, 9}, {4, 9}, 1, "add") == "[4, 5]");
  CHECK(ScatterElements({4, 5}, {4, 9}, {4, 9}, -1, "max") == "[4, 5]");
  CHECK(ScatterElements({4, 5}, {0, 5}, {0, 5}, 0, "mul") == "[4, 5]");
  CHECK(OpCase("ScatterElements")
            .Input({3})
            .Input({2}, ge::DT_INT32)
            .Input({2})
            .InferShape() == "[3]");  // attrs omitted
}

TEST_CASE("ScatterElements: mismatched shapes, axes and reductions fail", "[oplibs][scatter_elements]") {
  CHECK(ScatterElements({4, 5}, {2, 3}, {2, 4}, 0) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("ScatterElements 'ScatterElements_node': input updates [2, 4] must have the shape of "
                             "indices [2, 3]"));
  CHECK(ScatterElements({4, 5}, {2}, {2}, 0) == kFailed);
  CHECK(ScatterElements({4, 5}, {2, 6}, {2, 6}, 0) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input indices [2, 6] exceeds data [4, 5] at dim 1"));
  CHECK(ScatterElements({4, 5}, {2, 3}, {2, 3}, 2) == kFailed);
  CHECK(ScatterElements({4, 5}, {2, 3}, {2, 3}, 0, "sum") == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr reduction 'sum' is not one of"));
}

TEST_CASE("ScatterElements: unknown dims and rank", "[oplibs][scatter_elements]") {
  CHECK(ScatterElements({-1, 5}, {2, -1}, {-1, 3}, 0) == "[-1, 5]");
  CHECK(ScatterElements({4, 5}, {-2}, {2, 3}, 0) == "[4, 5]");
  CHECK(ScatterElements({-2}, {2, 3}, {2, 3}, 7) == "[-2]");
  CHECK(ScatterElements({4, 5}, {-2}, {2}, 0) == kFailed);  // updates' rank is the indices' rank
}

}  // namespace oppkit::ops
