// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

std::string Clip(std::vector<int64_t> x, std::vector<int64_t> min, std::vector<int64_t> max) {
  return test::OpCase("ClipByValue")
      .Input(std::move(x))
      .Input(std::move(min))
      .Input(std::move(max))
      .InferShape();
}

}  // namespace

TEST_CASE("ClipByValue: scalar or x-shaped bounds keep x's shape", "[oplibs][clip_by_value]") {
  CHECK(Clip({2, 3}, {}, {}) == "[2, 3]");
  CHECK(Clip({2, 3}, {2, 3}, {2, 3}) == "[2, 3]");
  CHECK(Clip({}, {}, {}) == "[]");
  CHECK(Clip({0, 3}, {}, {1}) == "[0, 3]");
}

TEST_CASE("ClipByValue: the bounds broadcast with x", "[oplibs][clip_by_value]") {
  CHECK(Clip({2, 3}, {3}, {2, 1}) == "[2, 3]");
  CHECK(Clip({3}, {2, 1}, {}) == "[2, 3]");  // CANN broadcasts all three (InferShape4Broadcast)
}

TEST_CASE("ClipByValue: a bound that does not broadcast fails, named", "[oplibs][clip_by_value]") {
  CHECK(Clip({2, 3}, {}, {4}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("ClipByValue 'ClipByValue_node': input clip_value_max [4] cannot broadcast with x [2, 3], "
                             "clip_value_min [] (output axis 1)"));
  CHECK(Clip({2, 3}, {2}, {}) == test::kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input clip_value_min [2] cannot broadcast with x [2, 3]"));
}

TEST_CASE("ClipByValue: unknown dims and unknown rank propagate", "[oplibs][clip_by_value]") {
  CHECK(Clip({-1, 3}, {}, {}) == "[-1, 3]");
  CHECK(Clip({-1, 3}, {4, 1}, {}) == "[4, 3]");
  CHECK(Clip({-2}, {}, {}) == "[-2]");
  CHECK(Clip({-2}, {2}, {3}) == test::kFailed);  // the bounds clash whatever x is
}

}  // namespace oppkit::ops
