// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split, SplitD and SplitV share one rule (array/split_common); each op's own input handling is tested here.
#include <catch2/catch.hpp>

#include "array/split/split_host.h"
#include "array/split_d/split_d_host.h"
#include "array/split_v/split_v_host.h"
#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// Split: split_dim (int32 scalar value) first, then x; the node has num_split outputs.
std::string Split(std::vector<int64_t> x, int64_t dim, int64_t num_split) {
  return test::OpCase("Split")
      .ValueInput({}, {dim}, ge::DT_INT32)
      .Input(std::move(x))
      .InstanceNum({1, 1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(num_split))
      .InferShapes(InferShapeForSplit);
}

std::string SplitNoDim(std::vector<int64_t> x, int64_t num_split) {
  return test::OpCase("Split")
      .Input({}, ge::DT_INT32)
      .Input(std::move(x))
      .InstanceNum({1, 1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(num_split))
      .InferShapes(InferShapeForSplit);
}

std::string SplitD(std::vector<int64_t> x, int64_t dim, int64_t num_split) {
  return test::OpCase("SplitD")
      .Input(std::move(x))
      .InstanceNum({1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(dim))
      .Attr(AttrValue::Int(num_split))
      .InferShapes(InferShapeForSplitD);
}

std::string SplitV(std::vector<int64_t> x, std::vector<int64_t> sizes, int64_t dim) {
  const int64_t num_split = static_cast<int64_t>(sizes.size());
  return test::OpCase("SplitV")
      .Input(std::move(x))
      .ValueInput(std::move(sizes))
      .ValueInput({}, {dim}, ge::DT_INT32)
      .InstanceNum({1, 1, 1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(num_split))
      .InferShapes(InferShapeForSplitV);
}

}  // namespace

TEST_CASE("Split: equal parts along the split_dim value", "[oplibs][split]") {
  CHECK(Split({4, 6}, 1, 3) == "[4, 2]; [4, 2]; [4, 2]");
  CHECK(Split({4, 6}, 0, 2) == "[2, 6]; [2, 6]");
  CHECK(Split({4, 6}, -1, 2) == "[4, 3]; [4, 3]");
  CHECK(Split({4, 6}, 1, 1) == "[4, 6]");
  CHECK(Split({0, 6}, 0, 2) == "[0, 6]; [0, 6]");
}

TEST_CASE("Split: non-divisible dims, bad axes and output counts fail", "[oplibs][split]") {
  CHECK(Split({4, 6}, 1, 4) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Split 'Split_node': dim 6 of x [4, 6] at input split_dim 1 is not divisible by "
                             "num_split 4"));
  CHECK(Split({4, 6}, 2, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input split_dim 2 is out of range for x [4, 6]"));
  CHECK(Split({4, 6}, 0, 0) == kFailed);
  test::OpCase wrong_count("Split");
  wrong_count.ValueInput({}, {0}, ge::DT_INT32).Input({4}).InstanceNum({1, 1}, {3}).Attr(AttrValue::Int(2));
  CHECK(wrong_count.InferShapes(InferShapeForSplit) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("dynamic output y has 3 instances, attr num_split is 2"));
}

TEST_CASE("Split: unknown split_dim value, dims and rank", "[oplibs][split]") {
  CHECK(SplitNoDim({4, 6}, 2) == "[-1, -1]; [-1, -1]");
  CHECK(SplitNoDim({0, 6}, 2) == "[0, -1]; [0, -1]");
  CHECK(SplitNoDim({4, 6}, 1) == "[4, 6]");
  CHECK(Split({-1, 6}, 0, 2) == "[-1, 6]; [-1, 6]");
  CHECK(Split({-1, 6}, 1, 2) == "[-1, 3]; [-1, 3]");
  CHECK(Split({-2}, 0, 2) == "[-2]; [-2]");
}

TEST_CASE("SplitD: split_dim and num_split are attrs", "[oplibs][split_d]") {
  CHECK(SplitD({4, 6}, 1, 3) == "[4, 2]; [4, 2]; [4, 2]");
  CHECK(SplitD({4, 6}, -2, 4) == "[1, 6]; [1, 6]; [1, 6]; [1, 6]");
  CHECK(SplitD({4, 6}, 0, 3) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("at attr split_dim 0 is not divisible by num_split 3"));
  CHECK(SplitD({4, 6}, -3, 2) == kFailed);
  CHECK(SplitD({4, -1}, 1, 2) == "[4, -1]; [4, -1]");
  CHECK(SplitD({-2}, 1, 2) == "[-2]; [-2]");
}

TEST_CASE("SplitV: parts of the size_splits sizes, one -1 takes the rest", "[oplibs][split_v]") {
  CHECK(SplitV({4, 10}, {2, 3, 5}, 1) == "[4, 2]; [4, 3]; [4, 5]");
  CHECK(SplitV({4, 10}, {2, -1, 5}, -1) == "[4, 2]; [4, 3]; [4, 5]");
  CHECK(SplitV({4, 10}, {1, 3}, 0) == "[1, 10]; [3, 10]");
  CHECK(SplitV({4, 10}, {0, 4}, 0) == "[0, 10]; [4, 10]");
  CHECK(SplitV({4, 10}, {4}, 0) == "[4, 10]");
}

TEST_CASE("SplitV: sizes that do not fit the dim fail", "[oplibs][split_v]") {
  CHECK(SplitV({4, 10}, {2, 3}, 1) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("SplitV 'SplitV_node': input size_splits sums to 5, dim 10 of x [4, 10]"));
  CHECK(SplitV({4, 10}, {8, -1, 5}, 1) == kFailed);
  CHECK(SplitV({4, 10}, {-1, -1}, 1) == kFailed);
  CHECK(SplitV({4, 10}, {-2, 12}, 1) == kFailed);
  CHECK(SplitV({4, 10}, {5, 5}, 2) == kFailed);
  test::OpCase count("SplitV");
  count.Input({4}).ValueInput({2, 2}).ValueInput({}, {0}, ge::DT_INT32).InstanceNum({1, 1, 1}, {2});
  count.Attr(AttrValue::Int(3));
  CHECK(count.InferShapes(InferShapeForSplitV) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input size_splits has 2 values, attr num_split is 3"));
}

TEST_CASE("SplitV: unknown values, dims and rank", "[oplibs][split_v]") {
  CHECK(SplitV({4, -1}, {2, -1, 5}, 1) == "[4, 2]; [4, -1]; [4, 5]");
  CHECK(SplitV({-2}, {2, 3}, 1) == "[-2]; [-2]");
  test::OpCase no_sizes("SplitV");
  no_sizes.Input({4, 10}).Input({2}, ge::DT_INT64).ValueInput({}, {1}, ge::DT_INT32).InstanceNum({1, 1, 1}, {2});
  no_sizes.Attr(AttrValue::Int(2));
  CHECK(no_sizes.InferShapes(InferShapeForSplitV) == "[4, -1]; [4, -1]");
  test::OpCase no_dim("SplitV");
  no_dim.Input({4, 10}).ValueInput({5, 5}).Input({}, ge::DT_INT32).InstanceNum({1, 1, 1}, {2});
  no_dim.Attr(AttrValue::Int(2));
  CHECK(no_dim.InferShapes(InferShapeForSplitV) == "[-1, -1]; [-1, -1]");
}

}  // namespace oppkit::ops
