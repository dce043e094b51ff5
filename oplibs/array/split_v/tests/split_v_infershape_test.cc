// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split, SplitD and SplitV share one rule (common/array/split_common); each op's own input handling is tested here.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string SplitV(std::vector<int64_t> x, std::vector<int64_t> sizes, int64_t dim) {
  const int64_t num_split = static_cast<int64_t>(sizes.size());
  return test::OpCase("SplitV")
      .Input(std::move(x))
      .ValueInput(std::move(sizes))
      .ValueInput({}, {dim}, ge::DT_INT32)
      .InstanceNum({1, 1, 1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(num_split))
      .InferShapes();
}

}  // namespace

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
  CHECK(count.InferShapes() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input size_splits has 2 values, attr num_split is 3"));
}

TEST_CASE("SplitV: unknown values, dims and rank", "[oplibs][split_v]") {
  CHECK(SplitV({4, -1}, {2, -1, 5}, 1) == "[4, 2]; [4, -1]; [4, 5]");
  CHECK(SplitV({-2}, {2, 3}, 1) == "[-2]; [-2]");
  test::OpCase no_sizes("SplitV");
  no_sizes.Input({4, 10}).Input({2}, ge::DT_INT64).ValueInput({}, {1}, ge::DT_INT32).InstanceNum({1, 1, 1}, {2});
  no_sizes.Attr(AttrValue::Int(2));
  CHECK(no_sizes.InferShapes() == "[4, -1]; [4, -1]");
  test::OpCase no_dim("SplitV");
  no_dim.Input({4, 10}).ValueInput({5, 5}).Input({}, ge::DT_INT32).InstanceNum({1, 1, 1}, {2});
  no_dim.Attr(AttrValue::Int(2));
  CHECK(no_dim.InferShapes() == "[-1, -1]; [-1, -1]");
}

}  // namespace oppkit::ops
