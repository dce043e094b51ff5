// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// Unpack of \p x into \p num outputs (the node has \p outputs instances of y) along \p axis.
std::string Unpack(std::vector<int64_t> x, int64_t num, int64_t axis, uint32_t outputs) {
  return test::OpCase("Unpack")
      .Input(std::move(x))
      .InstanceNum({1}, {outputs})
      .Attr(AttrValue::Int(num))
      .Attr(AttrValue::Int(axis))
      .InferShapes();
}

}  // namespace

TEST_CASE("Unpack: every output is x without the axis dim", "[oplibs][unpack]") {
  CHECK(Unpack({3, 4, 5}, 3, 0, 3) == "[4, 5]; [4, 5]; [4, 5]");
  CHECK(Unpack({3, 4, 5}, 4, 1, 4) == "[3, 5]; [3, 5]; [3, 5]; [3, 5]");
  CHECK(Unpack({3, 2}, 2, -1, 2) == "[3]; [3]");
  CHECK(Unpack({2}, 2, 0, 2) == "[]; []");
  CHECK(Unpack({0, 1}, 1, 1, 1) == "[0]");
}

TEST_CASE("Unpack: num must match the dim and the output count", "[oplibs][unpack]") {
  CHECK(Unpack({3, 4}, 4, 0, 4) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Unpack 'Unpack_node': attr num 4 differs from dim 3 of x [3, 4]"));
  CHECK(Unpack({3, 4}, 3, 0, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("dynamic output y has 2 instances, attr num is 3"));
  CHECK(Unpack({3, 4}, 3, 2, 3) == kFailed);
  CHECK(Unpack({}, 1, 0, 1) == kFailed);
}

TEST_CASE("Unpack: unknown dims and rank", "[oplibs][unpack]") {
  CHECK(Unpack({-1, 4}, 2, 0, 2) == "[4]; [4]");
  CHECK(Unpack({3, -1}, 3, 0, 3) == "[-1]; [-1]; [-1]");
  CHECK(Unpack({-2}, 2, 0, 2) == "[-2]; [-2]");
}

}  // namespace oppkit::ops
