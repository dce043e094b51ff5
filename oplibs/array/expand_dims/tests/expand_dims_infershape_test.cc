// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string ExpandDims(std::vector<int64_t> x, int64_t axis, ge::DataType dtype = ge::DT_INT32) {
  return OpCase("ExpandDims").Input(std::move(x)).ValueInput({}, {axis}, dtype).InferShape();
}

std::string ExpandDimsNoValue(std::vector<int64_t> x) {
  return OpCase("ExpandDims").Input(std::move(x)).Input({}, ge::DT_INT32).InferShape();
}

}  // namespace

TEST_CASE("ExpandDims: a 1 is inserted at axis", "[oplibs][expand_dims]") {
  CHECK(ExpandDims({3, 4}, 0) == "[1, 3, 4]");
  CHECK(ExpandDims({3, 4}, 1, ge::DT_INT64) == "[3, 1, 4]");
  CHECK(ExpandDims({3, 4}, 2) == "[3, 4, 1]");
  CHECK(ExpandDims({}, 0) == "[1]");
  CHECK(OpCase("ExpandDims").Input({3}).ValueInput({1}, ge::DT_INT64).InferShape() ==
        "[3, 1]");  // a one-element 1-D axis
}

TEST_CASE("ExpandDims: negative axis counts from the end of the output", "[oplibs][expand_dims]") {
  CHECK(ExpandDims({3, 4}, -1) == "[3, 4, 1]");
  CHECK(ExpandDims({3, 4}, -3) == "[1, 3, 4]");
  CHECK(ExpandDims({}, -1) == "[1]");
}

TEST_CASE("ExpandDims: bad axis values fail", "[oplibs][expand_dims]") {
  CHECK(ExpandDims({3, 4}, 3) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("ExpandDims 'ExpandDims_node': input axis 3 is out of range"));
  CHECK(ExpandDims({3, 4}, -4) == kFailed);
  CHECK(OpCase("ExpandDims").Input({3}).ValueInput({0, 1}).InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input axis must hold exactly one value"));
  CHECK(OpCase("ExpandDims").Input({3}).ValueInput({}, {0}, ge::DT_FLOAT).InferShape() ==
        kFailed);
}

TEST_CASE("ExpandDims: without the axis value only the rank is known", "[oplibs][expand_dims]") {
  CHECK(ExpandDimsNoValue({3, 4}) == "[-1, -1, -1]");
  CHECK(ExpandDimsNoValue({1, 1}) == "[1, 1, 1]");
  CHECK(ExpandDimsNoValue({-2}) == "[-2]");
}

TEST_CASE("ExpandDims: unknown dims and rank", "[oplibs][expand_dims]") {
  CHECK(ExpandDims({-1, 4}, 1) == "[-1, 1, 4]");
  CHECK(ExpandDims({-2}, 0) == "[-2]");
}

}  // namespace oppkit::ops
