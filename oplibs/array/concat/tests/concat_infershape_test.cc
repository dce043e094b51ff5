// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// Concat (concat_dim first) of \p xs along the scalar value \p axis.
std::string Concat(const std::vector<std::vector<int64_t>>& xs, int64_t axis) {
  test::OpCase c("Concat");
  c.ValueInput({}, {axis}, ge::DT_INT32);
  for (const auto& x : xs) c.Input(x);
  c.InstanceNum({1, static_cast<uint32_t>(xs.size())}, {1});
  c.Attr(AttrValue::Int(static_cast<int64_t>(xs.size())));
  return c.InferShape();
}

std::string ConcatNoAxis(const std::vector<std::vector<int64_t>>& xs) {
  test::OpCase c("Concat");
  c.Input({}, ge::DT_INT32);
  for (const auto& x : xs) c.Input(x);
  c.InstanceNum({1, static_cast<uint32_t>(xs.size())}, {1});
  return c.InferShape();
}

}  // namespace

TEST_CASE("Concat: concat_dim comes first and its value picks the axis", "[oplibs][concat]") {
  CHECK(Concat({{2, 3}, {4, 3}}, 0) == "[6, 3]");
  CHECK(Concat({{2, 3}, {2, 5}}, -1) == "[2, 8]");
  CHECK(Concat({{2, 3}}, 1) == "[2, 3]");
  CHECK(Concat({{2, 3}, {2, 5}}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Concat 'Concat_node': input concat_dim 2 is out of range"));
  CHECK(Concat({{2, 3}, {2, 3, 1}}, 0) == kFailed);
}

TEST_CASE("Concat: unknown concat_dim value, dims and rank", "[oplibs][concat]") {
  CHECK(ConcatNoAxis({{2, 3}, {2, 5}}) == "[-1, -1]");
  CHECK(ConcatNoAxis({{-2}, {-2}}) == "[-2]");
  CHECK(Concat({{-1, 3}, {2, 3}}, 1) == "[2, 6]");
  CHECK(Concat({{-2}, {2, 3}}, 0) == "[-1, 3]");
}

}  // namespace oppkit::ops
