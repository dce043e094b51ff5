// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// Pack of \p xs along attr axis \p axis, N = the number of inputs.
std::string Pack(const std::vector<std::vector<int64_t>>& xs, int64_t axis) {
  test::OpCase c("Pack");
  for (const auto& x : xs) c.Input(x);
  c.InstanceNum({static_cast<uint32_t>(xs.size())}, {1});
  c.Attr(AttrValue::Int(axis)).Attr(AttrValue::Int(static_cast<int64_t>(xs.size())));
  return c.InferShape();
}

}  // namespace

TEST_CASE("Pack: a new dim of size N is inserted at axis", "[oplibs][pack]") {
  CHECK(Pack({{2, 3}, {2, 3}, {2, 3}}, 0) == "[3, 2, 3]");
  CHECK(Pack({{2, 3}, {2, 3}, {2, 3}}, 1) == "[2, 3, 3]");
  CHECK(Pack({{2, 3}, {2, 3}, {2, 3}}, 2) == "[2, 3, 3]");
  CHECK(Pack({{2, 3}}, 0) == "[1, 2, 3]");
  CHECK(Pack({{}, {}}, 0) == "[2]");  // scalars stack into a vector
  CHECK(Pack({{0, 3}, {0, 3}}, 1) == "[0, 2, 3]");
}

TEST_CASE("Pack: negative axis counts from the end of the output", "[oplibs][pack]") {
  CHECK(Pack({{2, 3}, {2, 3}}, -1) == "[2, 3, 2]");
  CHECK(Pack({{2, 3}, {2, 3}}, -3) == "[2, 2, 3]");
}

TEST_CASE("Pack: different shapes and bad axes fail", "[oplibs][pack]") {
  CHECK(Pack({{2, 3}, {2, 4}}, 0) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Pack 'Pack_node': input x[1] [2, 4] differs"));
  CHECK(Pack({{2, 3}, {2, 3, 1}}, 0) == kFailed);
  CHECK(Pack({{2, 3}, {2, 3}}, 3) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr axis 3 is out of range [-3, 2]"));
  CHECK(Pack({{2, 3}, {2, 3}}, -4) == kFailed);
  test::OpCase wrong_n("Pack");
  wrong_n.Input({2}).Input({2}).InstanceNum({2}, {1}).Attr(AttrValue::Int(0)).Attr(AttrValue::Int(3));
  CHECK(wrong_n.InferShape() == kFailed);
}

TEST_CASE("Pack: unknown dims merge and unknown ranks constrain nothing", "[oplibs][pack]") {
  CHECK(Pack({{-1, 3}, {2, -1}}, 0) == "[2, 2, 3]");
  CHECK(Pack({{-1, 3}, {-1, 3}}, 1) == "[-1, 2, 3]");
  CHECK(Pack({{-2}, {2, 3}}, 0) == "[2, 2, 3]");
  CHECK(Pack({{-2}, {-2}}, 0) == "[-2]");
}

}  // namespace oppkit::ops
