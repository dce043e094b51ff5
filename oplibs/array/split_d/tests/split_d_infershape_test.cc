// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Split, SplitD and SplitV share one rule (common/array/split_common); each op's own input handling is tested here.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

std::string SplitD(std::vector<int64_t> x, int64_t dim, int64_t num_split) {
  return test::OpCase("SplitD")
      .Input(std::move(x))
      .InstanceNum({1}, {static_cast<uint32_t>(num_split)})
      .Attr(AttrValue::Int(dim))
      .Attr(AttrValue::Int(num_split))
      .InferShapes();
}

}  // namespace

TEST_CASE("SplitD: split_dim and num_split are attrs", "[oplibs][split_d]") {
  CHECK(SplitD({4, 6}, 1, 3) == "[4, 2]; [4, 2]; [4, 2]");
  CHECK(SplitD({4, 6}, -2, 4) == "[1, 6]; [1, 6]; [1, 6]; [1, 6]");
  CHECK(SplitD({4, 6}, 0, 3) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("at attr split_dim 0 is not divisible by num_split 3"));
  CHECK(SplitD({4, 6}, -3, 2) == kFailed);
  CHECK(SplitD({4, -1}, 1, 2) == "[4, -1]; [4, -1]");
  CHECK(SplitD({-2}, 1, 2) == "[-2]; [-2]");
}

}  // namespace oppkit::ops
