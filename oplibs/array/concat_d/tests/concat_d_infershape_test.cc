// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// ConcatD of \p xs along the attr concat_dim \p axis; N = the number of inputs.
std::string ConcatD(const std::vector<std::vector<int64_t>>& xs, int64_t axis) {
  test::OpCase c("ConcatD");
  for (const auto& x : xs) c.Input(x);
  c.InstanceNum({static_cast<uint32_t>(xs.size())}, {1});
  c.Attr(AttrValue::Int(axis)).Attr(AttrValue::Int(static_cast<int64_t>(xs.size())));
  return c.InferShape();
}

}  // namespace

TEST_CASE("ConcatD: dims along the concat_dim attr add up", "[oplibs][concat_d]") {
  CHECK(ConcatD({{2, 3}, {4, 3}}, 0) == "[6, 3]");
  CHECK(ConcatD({{2, 3}, {2, 5}, {2, 1}}, 1) == "[2, 9]");
  CHECK(ConcatD({{2, 3}, {2, 5}}, -1) == "[2, 8]");
  CHECK(ConcatD({{0, 3}, {2, 3}}, 0) == "[2, 3]");
}

TEST_CASE("ConcatD: bad axes, mismatched dims and missing attrs fail", "[oplibs][concat_d]") {
  CHECK(ConcatD({{2, 3}, {2, 5}}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("ConcatD 'ConcatD_node': attr concat_dim 2 is out of range"));
  CHECK(ConcatD({{2, 3}, {3, 5}}, 1) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input x[1] [3, 5] has dim 0 = 3"));
  CHECK(ConcatD({{}, {}}, 0) == kFailed);
  test::OpCase no_attr("ConcatD");
  no_attr.Input({2, 3}).Input({2, 3}).InstanceNum({2}, {1});
  CHECK(no_attr.InferShape() == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("required attr concat_dim is missing"));
}

TEST_CASE("ConcatD: the N attr must match the instances", "[oplibs][concat_d]") {
  test::OpCase c("ConcatD");
  c.Input({2, 3}).Input({2, 3}).InstanceNum({2}, {1}).Attr(AttrValue::Int(0)).Attr(AttrValue::Int(3));
  CHECK(c.InferShape() == kFailed);
}

TEST_CASE("ConcatD: unknown dims and rank", "[oplibs][concat_d]") {
  CHECK(ConcatD({{-1, 3}, {2, -1}}, 0) == "[-1, 3]");
  CHECK(ConcatD({{-2}, {2, 3}}, 1) == "[2, -1]");
  CHECK(ConcatD({{-2}, {-2}}, 0) == "[-2]");
}

}  // namespace oppkit::ops
