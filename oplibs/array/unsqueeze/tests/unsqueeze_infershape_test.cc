// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

std::string Unsqueeze(std::vector<int64_t> x, std::vector<int64_t> axes) {
  return OpCase("Unsqueeze")
      .Input(std::move(x))
      .Attr(AttrValue::ListInt(std::move(axes)))
      .InferShape();
}

}  // namespace

TEST_CASE("Unsqueeze: axes index the output", "[oplibs][unsqueeze]") {
  CHECK(Unsqueeze({3, 4}, {0}) == "[1, 3, 4]");
  CHECK(Unsqueeze({3, 4}, {1}) == "[3, 1, 4]");
  CHECK(Unsqueeze({3, 4}, {2}) == "[3, 4, 1]");
  CHECK(Unsqueeze({3, 4}, {0, 3}) == "[1, 3, 4, 1]");
  CHECK(Unsqueeze({3, 4}, {3, 0}) == "[1, 3, 4, 1]");  // any order
  CHECK(Unsqueeze({}, {0}) == "[1]");
  CHECK(Unsqueeze({3, 4}, {}) == "[3, 4]");
}

TEST_CASE("Unsqueeze: negative axes count from the end of the output", "[oplibs][unsqueeze]") {
  CHECK(Unsqueeze({3, 4}, {-1}) == "[3, 4, 1]");
  CHECK(Unsqueeze({3, 4}, {-3}) == "[1, 3, 4]");
  CHECK(Unsqueeze({3, 4}, {-1, 1}) == "[3, 1, 4, 1]");
}

TEST_CASE("Unsqueeze: repeated and out-of-range axes fail", "[oplibs][unsqueeze]") {
  CHECK(Unsqueeze({3, 4}, {0, -4}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axes repeats position 0"));
  CHECK(Unsqueeze({3, 4}, {0, -3}) == "[1, 1, 3, 4]");  // -3 is position 1 of the rank-4 output
  CHECK(Unsqueeze({3, 4}, {3}) == kFailed);
  CHECK(Unsqueeze({3, 4}, {-4}) == kFailed);
}

TEST_CASE("Unsqueeze: unknown dims and rank", "[oplibs][unsqueeze]") {
  CHECK(Unsqueeze({-1, 4}, {1}) == "[-1, 1, 4]");
  CHECK(Unsqueeze({-2}, {0}) == "[-2]");
}

}  // namespace oppkit::ops
