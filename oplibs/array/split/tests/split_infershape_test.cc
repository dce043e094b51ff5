// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split, SplitD and SplitV share one rule (common/array/split_common); each op's own input handling is tested here.
#include <catch2/catch.hpp>

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
      .InferShapes();
}

std::string SplitNoDim(std::vector<int64_t> x, int64_t num_split) {
  return test::OpCase("Split")
      .Input({}, ge::DT_INT32)
      .Input(std::move(x))
      .InstanceNum({1, 1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(num_split))
      .InferShapes();
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
  CHECK(wrong_count.InferShapes() == kFailed);
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

}  // namespace oppkit::ops
