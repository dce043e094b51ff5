// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// TopK: attrs sorted, largest, dim.
std::string TopK(std::vector<int64_t> x, int64_t k, int64_t dim = -1) {
  return OpCase("TopK")
      .Input(std::move(x))
      .ValueInput({}, {k}, ge::DT_INT32)
      .InstanceNum({1, 1}, {1, 1})
      .Attr(AttrValue::Bool(true))
      .Attr(AttrValue::Bool(true))
      .Attr(AttrValue::Int(dim))
      .InferShapes();
}

// TopKV2: attrs sorted, dim, largest, indices_dtype.
std::string TopKV2(std::vector<int64_t> x, int64_t k, int64_t dim = -1) {
  return OpCase("TopKV2")
      .Input(std::move(x))
      .ValueInput({}, {k}, ge::DT_INT64)
      .InstanceNum({1, 1}, {1, 1})
      .Attr(AttrValue::Bool(true))
      .Attr(AttrValue::Int(dim))
      .Attr(AttrValue::Bool(true))
      .Attr(AttrValue::DataType(ge::DT_INT32))
      .InferShapes();
}

}  // namespace

TEST_CASE("TopK: both outputs replace the last dim by k", "[oplibs][top_k]") {
  CHECK(TopK({2, 10}, 3) == "[2, 3]; [2, 3]");
  CHECK(TopK({10}, 10) == "[10]; [10]");
  CHECK(TopK({4, 5}, 0) == "[4, 0]; [4, 0]");
  CHECK(TopKV2({2, 10}, 3) == "[2, 3]; [2, 3]");
}

TEST_CASE("TopK: dim selects the dim, negative from the end", "[oplibs][top_k]") {
  CHECK(TopK({8, 10, 6}, 2, 0) == "[2, 10, 6]; [2, 10, 6]");
  CHECK(TopKV2({8, 10, 6}, 4, 1) == "[8, 4, 6]; [8, 4, 6]");
  CHECK(TopKV2({8, 10, 6}, 4, -2) == "[8, 4, 6]; [8, 4, 6]");
}

TEST_CASE("TopK: unknown dims and ranks", "[oplibs][top_k]") {
  CHECK(TopK({-1, -1}, 3) == "[-1, 3]; [-1, 3]");
  CHECK(TopKV2({-2}, 3) == "[-2]; [-2]");
}

TEST_CASE("TopK: without the value of k the dim is unknown", "[oplibs][top_k]") {
  const std::string out = OpCase("TopKV2")
                              .Input({2, 10})
                              .Input({}, ge::DT_INT32)
                              .InstanceNum({1, 1}, {1, 1})
                              .InferShapes();
  CHECK(out == "[2, -1]; [2, -1]");
}

TEST_CASE("TopK: bad k or dim fails naming it", "[oplibs][top_k]") {
  CHECK(TopK({2, 10}, 11) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("TopK 'TopK_node': input k = 11 is larger than dim 1"));
  CHECK(TopKV2({2, 10}, -1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input k = -1 must be >= 0"));
  CHECK(TopKV2({2, 10}, 1, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr dim 2 is out of range"));
  CHECK(TopK({}, 1) == kFailed);  // a scalar has no dim
}

}  // namespace oppkit::ops

namespace oppkit::ops {
namespace {

// TopKV2 range with k given as a value (or not, if k < 0).
std::string TopKV2Range(std::vector<int64_t> min, std::vector<int64_t> max, int64_t k, int64_t dim = -1) {
  test::OpCase op("TopKV2");
  op.RangeInput(std::move(min), std::move(max));
  if (k >= 0) {
    op.ValueInput({}, {k}, ge::DT_INT32);
  } else {
    op.Input({}, ge::DT_INT32);
  }
  return op.InstanceNum({1, 1}, {1, 1})
      .Attr(AttrValue::Bool(true))
      .Attr(AttrValue::Int(dim))
      .InferShapeRange();
}

}  // namespace

TEST_CASE("TopK range: without k the dim lies in 0 to x's max dim", "[oplibs][top_k]") {
  CHECK(TopKV2Range({2, 10}, {2, 10}, -1) == "[2, 0] - [2, 10]");
  CHECK(TopKV2Range({1, 5}, {4, 20}, -1, 0) == "[0, 5] - [4, 20]");
  CHECK(TopKV2Range({1, 5}, {-1, -1}, -1) == "[1, 0] - [-1, -1]");
  CHECK(TopKV2Range({-2}, {-2}, -1) == "[-2] - [-2]");
}

TEST_CASE("TopK range: with k the dim is exactly k", "[oplibs][top_k]") {
  CHECK(TopKV2Range({1, 10}, {8, 10}, 3) == "[1, 3] - [8, 3]");
  CHECK(test::OpCase("TopK")
            .RangeInput({1, 10}, {8, 10})
            .ValueInput({}, {4}, ge::DT_INT32)
            .InstanceNum({1, 1}, {1, 1})
            .InferShapeRange() == "[1, 4] - [8, 4]");
}

TEST_CASE("TopK range: a dim outside x fails", "[oplibs][top_k]") {
  CHECK(TopKV2Range({2, 10}, {2, 10}, -1, 2) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr dim 2 does not fit input x range"));
}

}  // namespace oppkit::ops
