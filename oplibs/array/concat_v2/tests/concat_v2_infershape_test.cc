// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// ConcatV2 of \p xs along the scalar concat_dim \p axis (int32 or int64); N = the number of inputs.
std::string Concat(const std::vector<std::vector<int64_t>>& xs, int64_t axis, ge::DataType dtype = ge::DT_INT32) {
  test::OpCase c("ConcatV2");
  for (const auto& x : xs) c.Input(x);
  c.ValueInput({}, {axis}, dtype);
  c.InstanceNum({static_cast<uint32_t>(xs.size()), 1}, {1});
  c.Attr(AttrValue::Int(static_cast<int64_t>(xs.size())));
  return c.InferShape();
}

// ConcatV2 whose concat_dim is not const.
std::string ConcatNoAxis(const std::vector<std::vector<int64_t>>& xs) {
  test::OpCase c("ConcatV2");
  for (const auto& x : xs) c.Input(x);
  c.Input({}, ge::DT_INT32);
  c.InstanceNum({static_cast<uint32_t>(xs.size()), 1}, {1});
  c.Attr(AttrValue::Int(static_cast<int64_t>(xs.size())));
  return c.InferShape();
}

}  // namespace

TEST_CASE("ConcatV2: dims along concat_dim add up", "[oplibs][concat]") {
  CHECK(Concat({{2, 3}, {4, 3}}, 0) == "[6, 3]");
  CHECK(Concat({{2, 3}, {2, 5}}, 1) == "[2, 8]");
  CHECK(Concat({{2, 3, 4}, {2, 1, 4}, {2, 6, 4}}, 1, ge::DT_INT64) == "[2, 10, 4]");
  CHECK(Concat({{2, 3}}, 1) == "[2, 3]");
  CHECK(Concat({{0, 3}, {2, 3}}, 0) == "[2, 3]");
  CHECK(Concat({{5}, {7}}, 0) == "[12]");
}

TEST_CASE("ConcatV2: negative concat_dim counts from the end", "[oplibs][concat]") {
  CHECK(Concat({{2, 3}, {2, 5}}, -1) == "[2, 8]");
  CHECK(Concat({{2, 3}, {4, 3}}, -2) == "[6, 3]");
}

TEST_CASE("ConcatV2: a one-element 1-D concat_dim is accepted", "[oplibs][concat]") {
  test::OpCase c("ConcatV2");
  c.Input({2, 3}).Input({2, 5}).ValueInput({1}, ge::DT_INT64).InstanceNum({2, 1}, {1}).Attr(AttrValue::Int(2));
  CHECK(c.InferShape() == "[2, 8]");
}

TEST_CASE("ConcatV2: out-of-range axes, mismatched dims and ranks fail", "[oplibs][concat]") {
  CHECK(Concat({{2, 3}, {2, 5}}, 2) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("ConcatV2 'ConcatV2_node': input concat_dim 2 is out of range for rank 2"));
  CHECK(Concat({{2, 3}, {2, 5}}, -3) == kFailed);
  CHECK(Concat({{2, 3}, {3, 5}}, 1) == kFailed);
  CHECK(Concat({{2, 3}, {2, 3, 1}}, 0) == kFailed);
  CHECK(Concat({{}, {}}, 0) == kFailed);
}

TEST_CASE("ConcatV2: concat_dim must be one int32/int64 value", "[oplibs][concat]") {
  test::OpCase two_values("ConcatV2");
  two_values.Input({2, 3}).Input({2, 5}).ValueInput({1, 1}).InstanceNum({2, 1}, {1}).Attr(AttrValue::Int(2));
  CHECK(two_values.InferShape() == kFailed);
  test::OpCase wrong_type("ConcatV2");
  wrong_type.Input({2, 3}).Input({2, 5}).ValueInput({}, {1}, ge::DT_UINT8).InstanceNum({2, 1}, {1});
  CHECK(wrong_type.InferShape() == kFailed);
}

TEST_CASE("ConcatV2: the N attr must match the instances unless left at 1", "[oplibs][concat]") {
  test::OpCase c("ConcatV2");
  c.Input({2, 3}).Input({2, 5}).ValueInput({}, {1}, ge::DT_INT32).InstanceNum({2, 1}, {1});
  SECTION("N = 3") {
    c.Attr(AttrValue::Int(3));
    CHECK(c.InferShape() == kFailed);
  }
  SECTION("N = 1, the default") {
    c.Attr(AttrValue::Int(1));
    CHECK(c.InferShape() == "[2, 8]");
  }
  SECTION("N omitted") { CHECK(c.InferShape() == "[2, 8]"); }
}

TEST_CASE("ConcatV2: unknown dims merge off the axis and make the axis unknown", "[oplibs][concat]") {
  CHECK(Concat({{-1, 3}, {2, 3}}, 0) == "[-1, 3]");
  CHECK(Concat({{-1, 3}, {2, -1}}, 1) == "[2, -1]");
  CHECK(Concat({{-1, 3}, {2, 3}}, 1) == "[2, 6]");
  CHECK(Concat({{-1, 3}, {2, 3}, {4, 3}}, 1) == kFailed);  // 2 vs 4 off the axis
}

TEST_CASE("ConcatV2: inputs of unknown rank", "[oplibs][concat]") {
  CHECK(Concat({{-2}, {2, 3}}, 0) == "[-1, 3]");
  CHECK(Concat({{-2}, {2, 3}}, 1) == "[2, -1]");
  CHECK(Concat({{-2}, {-2}}, 0) == "[-2]");
}

TEST_CASE("ConcatV2: without the concat_dim value only the rank is known", "[oplibs][concat]") {
  CHECK(ConcatNoAxis({{2, 3}, {2, 5}}) == "[-1, -1]");
  CHECK(ConcatNoAxis({{2, 3}}) == "[2, 3]");
  CHECK(ConcatNoAxis({{-2}, {2, 3, 4}}) == "[-1, -1, -1]");
  CHECK(ConcatNoAxis({{-2}, {-2}}) == "[-2]");
  CHECK(ConcatNoAxis({{2, 3}, {2, 3, 1}}) == kFailed);
}

}  // namespace oppkit::ops
