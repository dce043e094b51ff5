// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Expected shapes are those of the equivalent numpy / TF indexing, written next to each case.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

struct Masks {
  int64_t begin = 0;
  int64_t end = 0;
  int64_t ellipsis = 0;
  int64_t new_axis = 0;
  int64_t shrink = 0;
};

OpCase& WithMasks(OpCase& c, const Masks& m) {
  return c.Attr(AttrValue::Int(m.begin))
      .Attr(AttrValue::Int(m.end))
      .Attr(AttrValue::Int(m.ellipsis))
      .Attr(AttrValue::Int(m.new_axis))
      .Attr(AttrValue::Int(m.shrink));
}

std::string StridedSlice(std::vector<int64_t> x, std::vector<int64_t> begin, std::vector<int64_t> end,
                         std::vector<int64_t> strides, Masks masks = {}) {
  OpCase c("StridedSlice");
  c.Input(std::move(x)).ValueInput(std::move(begin)).ValueInput(std::move(end)).ValueInput(std::move(strides));
  return WithMasks(c, masks).InferShape();
}

}  // namespace

TEST_CASE("StridedSlice: ranges with positive strides", "[oplibs][strided_slice]") {
  CHECK(StridedSlice({10}, {2}, {8}, {3}) == "[2]");  // [2:8:3]
  CHECK(StridedSlice({4, 5, 6}, {1, 0, 0}, {3, 5, 6}, {1, 1, 2}) == "[2, 5, 3]");
  CHECK(StridedSlice({7}, {1}, {-1}, {2}) == "[3]");       // [1:-1:2]
  CHECK(StridedSlice({10}, {5}, {2}, {1}) == "[0]");       // empty range
  CHECK(StridedSlice({4, 5}, {1}, {3}, {1}) == "[2, 5]");  // implicit ellipsis after the spec
}

TEST_CASE("StridedSlice: out-of-range begin and end clamp", "[oplibs][strided_slice]") {
  CHECK(StridedSlice({10}, {-100}, {100}, {1}) == "[10]");
  CHECK(StridedSlice({10}, {12}, {20}, {1}) == "[0]");
  CHECK(StridedSlice({10}, {100}, {-100}, {-1}) == "[10]");
}

TEST_CASE("StridedSlice: negative strides walk backwards", "[oplibs][strided_slice]") {
  CHECK(StridedSlice({10}, {8}, {2}, {-2}) == "[3]");  // [8:2:-2]
  Masks full;
  full.begin = 1;
  full.end = 1;
  CHECK(StridedSlice({10}, {0}, {0}, {-1}, full) == "[10]");  // [::-1]
  CHECK(StridedSlice({10}, {0}, {0}, {-3}, full) == "[4]");   // [::-3]
  CHECK(StridedSlice({4, 5, 6}, {1, -1, 0}, {3, 0, 6}, {1, -2, 2}) == "[2, 2, 3]");
}

TEST_CASE("StridedSlice: begin_mask and end_mask use the whole dim", "[oplibs][strided_slice]") {
  Masks m;
  m.begin = 2;  // [1:3, :4]
  CHECK(StridedSlice({5, 6}, {1, 3}, {3, 4}, {1, 1}, m) == "[2, 4]");
  m.begin = 0;
  m.end = 1;  // [1:, 2:4]
  CHECK(StridedSlice({5, 6}, {1, 2}, {3, 4}, {1, 1}, m) == "[4, 2]");
  m.begin = 1;
  m.end = 1;  // [-2:] with begin masked too -> [:]
  CHECK(StridedSlice({5}, {-2}, {0}, {1}, m) == "[5]");
}

TEST_CASE("StridedSlice: shrink_axis_mask removes indexed dims", "[oplibs][strided_slice]") {
  Masks m;
  m.shrink = 1;  // [2]
  CHECK(StridedSlice({5, 6}, {2}, {3}, {1}, m) == "[6]");
  CHECK(StridedSlice({5, 6}, {-1}, {0}, {1}, m) == "[6]");  // [-1]
  m.shrink = 3;                                             // [1, 2]
  CHECK(StridedSlice({5, 6}, {1, 2}, {2, 3}, {1, 1}, m) == "[]");
  CHECK(StridedSlice({5, 6}, {5, 0}, {6, 1}, {1, 1}, m) == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("StridedSlice 'StridedSlice_node': input begin[0] = 5 indexes outside dim 5"));
  CHECK(StridedSlice({5, 6}, {0, -7}, {1, 0}, {1, 1}, m) == kFailed);
  m.shrink = 1;
  CHECK(StridedSlice({5, 6}, {2}, {1}, {-1}, m) == kFailed);
}

TEST_CASE("StridedSlice: new_axis_mask inserts 1s", "[oplibs][strided_slice]") {
  Masks m;
  m.new_axis = 1;  // [None, 1:3]
  CHECK(StridedSlice({5, 6}, {0, 1}, {0, 3}, {1, 1}, m) == "[1, 2, 6]");
  m.new_axis = 2;  // [1:3, None]
  CHECK(StridedSlice({5, 6}, {1, 0}, {3, 0}, {1, 1}, m) == "[2, 1, 6]");
  m.new_axis = 3;  // [None, None]
  CHECK(StridedSlice({5}, {0, 0}, {0, 0}, {1, 1}, m) == "[1, 1, 5]");
}

TEST_CASE("StridedSlice: the ellipsis stands for the remaining dims", "[oplibs][strided_slice]") {
  Masks m;
  m.ellipsis = 1;  // [..., 1:3]
  CHECK(StridedSlice({4, 5, 6}, {0, 1}, {0, 3}, {1, 1}, m) == "[4, 5, 2]");
  m.ellipsis = 2;  // [1:3, ..., 2]
  m.shrink = 4;
  CHECK(StridedSlice({4, 5, 6, 7}, {1, 0, 2}, {3, 0, 3}, {1, 1, 1}, m) == "[2, 5, 6]");
  m = Masks{};
  m.ellipsis = 1;  // [..., None]
  m.new_axis = 2;
  CHECK(StridedSlice({4, 5}, {0, 0}, {0, 0}, {1, 1}, m) == "[4, 5, 1]");
  m.ellipsis = 1;  // [..., None, 1] with shrink
  m.new_axis = 2;
  m.shrink = 4;
  CHECK(StridedSlice({4, 5}, {0, 0, 1}, {0, 0, 2}, {1, 1, 1}, m) == "[4, 1]");
  m = Masks{};
  m.ellipsis = 3;  // two ellipses
  CHECK(StridedSlice({4, 5}, {0, 0}, {0, 0}, {1, 1}, m) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("attr ellipsis_mask 3 has more than one bit set"));
}

TEST_CASE("StridedSlice: bad specs fail", "[oplibs][strided_slice]") {
  CHECK(StridedSlice({5}, {0}, {5}, {0}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input strides[0] is 0"));
  CHECK(StridedSlice({5}, {0, 0}, {5, 5}, {1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("indexes more dims than x [5] has"));
  CHECK(StridedSlice({5, 5}, {0, 0}, {5}, {1, 1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("input end has 1 values, input begin has 2"));
}

TEST_CASE("StridedSlice: unknown dims", "[oplibs][strided_slice]") {
  CHECK(StridedSlice({-1, 6}, {1, 1}, {3, 4}, {1, 1}) == "[-1, 3]");
  Masks m;
  m.shrink = 1;
  CHECK(StridedSlice({-1, 6}, {7}, {8}, {1}, m) == "[6]");  // not checkable against an unknown dim
  CHECK(StridedSlice({0, 6}, {1, 1}, {3, 4}, {1, 1}) == "[0, 3]");
  CHECK(StridedSlice({-2}, {1}, {3}, {1}) == "[-2]");
}

TEST_CASE("StridedSlice: absent values keep the rank", "[oplibs][strided_slice]") {
  OpCase no_begin("StridedSlice");
  no_begin.Input({5, 6}).Input({2}, ge::DT_INT64).ValueInput({3, 4}).ValueInput({1, 1});
  CHECK(WithMasks(no_begin, Masks{}).InferShape() == "[-1, -1]");
  OpCase begin_masked("StridedSlice");
  begin_masked.Input({5, 6}).Input({2}, ge::DT_INT64).ValueInput({3, 4}).ValueInput({1, 1});
  Masks m;
  m.begin = 3;
  CHECK(WithMasks(begin_masked, m).InferShape() == "[3, 4]");
  OpCase none("StridedSlice");
  none.Input({5, 6, 7}).Input({3}, ge::DT_INT64).Input({3}, ge::DT_INT64).Input({3}, ge::DT_INT64);
  m = Masks{};
  m.new_axis = 1;
  m.shrink = 4;
  CHECK(WithMasks(none, m).InferShape() == "[1, -1, 7]");
  OpCase unknown_length("StridedSlice");
  unknown_length.Input({5, 0}).Input({-1}, ge::DT_INT64).Input({-1}, ge::DT_INT64).Input({-1}, ge::DT_INT64);
  CHECK(WithMasks(unknown_length, Masks{}).InferShape() == "[-1, 0]");
  OpCase unknown_with_shrink("StridedSlice");
  unknown_with_shrink.Input({5, 6}).Input({-1}, ge::DT_INT64).Input({-1}, ge::DT_INT64).Input({-1}, ge::DT_INT64);
  m = Masks{};
  m.shrink = 1;
  CHECK(WithMasks(unknown_with_shrink, m).InferShape() == "[-2]");
}

}  // namespace oppkit::ops
