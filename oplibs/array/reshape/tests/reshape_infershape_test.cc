// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;
using test::OpCase;

// Reshape with a known `shape` value (int64) and the default axis / num_axes.
std::string Reshape(std::vector<int64_t> x, std::vector<int64_t> shape, ge::DataType dtype = ge::DT_INT64) {
  return OpCase("Reshape").Input(std::move(x)).ValueInput(std::move(shape), dtype).InferShape();
}

// Reshape with a known `shape` value and explicit axis / num_axes.
std::string ReshapeAxis(std::vector<int64_t> x, std::vector<int64_t> shape, int64_t axis, int64_t num_axes) {
  return OpCase("Reshape")
      .Input(std::move(x))
      .ValueInput(std::move(shape))
      .Attr(AttrValue::Int(axis))
      .Attr(AttrValue::Int(num_axes))
      .InferShape();
}

// Reshape whose `shape` input is not const: only its own shape is known.
std::string ReshapeNoValue(std::vector<int64_t> x, std::vector<int64_t> shape_shape, int64_t axis = 0,
                           int64_t num_axes = -1) {
  return OpCase("Reshape")
      .Input(std::move(x))
      .Input(std::move(shape_shape), ge::DT_INT64)
      .Attr(AttrValue::Int(axis))
      .Attr(AttrValue::Int(num_axes))
      .InferShape();
}

}  // namespace

TEST_CASE("Reshape: positive values give the output shape", "[oplibs][reshape]") {
  CHECK(Reshape({2, 3, 4}, {4, 6}) == "[4, 6]");
  CHECK(Reshape({2, 3, 4}, {24}) == "[24]");
  CHECK(Reshape({24}, {2, 3, 4}, ge::DT_INT32) == "[2, 3, 4]");
  CHECK(Reshape({1, 1}, {1}) == "[1]");
}

TEST_CASE("Reshape: one -1 is inferred from the element count", "[oplibs][reshape]") {
  CHECK(Reshape({2, 3, 4}, {-1}) == "[24]");
  CHECK(Reshape({2, 3, 4}, {2, -1}) == "[2, 12]");
  CHECK(Reshape({2, 3, 4}, {-1, 4}, ge::DT_INT32) == "[6, 4]");
  CHECK(Reshape({2, 3, 4}, {-1, 1, 1}) == "[24, 1, 1]");
}

TEST_CASE("Reshape: 0 copies the input dim at the same index", "[oplibs][reshape]") {
  CHECK(Reshape({2, 3, 4}, {0, -1}) == "[2, 12]");
  CHECK(Reshape({2, 3, 4}, {0, 0, 4}) == "[2, 3, 4]");
  CHECK(Reshape({2, 3, 4}, {0, 12}) == "[2, 12]");
  CHECK(Reshape({6}, {2, 0}) == kFailed);  // x has no dim 1 to copy
}

TEST_CASE("Reshape: a scalar shape value and an empty shape value", "[oplibs][reshape]") {
  CHECK(OpCase("Reshape").Input({2, 3}).ValueInput({}, {6}, ge::DT_INT64).InferShape() == "[6]");
  CHECK(Reshape({1, 1}, {}) == "[]");
  CHECK(Reshape({2}, {}) == kFailed);
}

TEST_CASE("Reshape: zero-size inputs", "[oplibs][reshape]") {
  CHECK(Reshape({0, 3}, {3, 0}) == kFailed);  // the 0 copies x's 3: [3, 3] has 9 elements, not 0
  CHECK(Reshape({0, 3}, {0, 3}) == "[0, 3]");
  CHECK(Reshape({2, 0}, {5, 0}) == "[5, 0]");
  CHECK(Reshape({0, 3}, {0, 1, 3}) == "[0, 1, 3]");
  CHECK(Reshape({0, 3}, {-1}) == "[0]");       // numpy, TF, PyTorch and ONNX Runtime agree
  CHECK(Reshape({0, 3}, {0, -1}) == kFailed);  // the copied 0 fits any -1 (ONNX Runtime rejects it)
  CHECK(Reshape({0, 3}, {4}) == kFailed);
}

TEST_CASE("Reshape: bad shape values fail", "[oplibs][reshape]") {
  CHECK(Reshape({2, 3, 4}, {-1, -1}) == kFailed);
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("Reshape 'Reshape_node': input shape has more than one -1"));
  CHECK(Reshape({2, 3, 4}, {-2, 12}) == kFailed);
  CHECK(Reshape({2, 3, 4}, {5, 5}) == kFailed);  // 25 != 24
  CHECK_THAT(test::LastOpErrors(), Catch::Contains("x [2, 3, 4]: 24 elements to reshape, input shape gives 25"));
  CHECK(Reshape({2, 3, 4}, {5, -1}) == kFailed);  // 24 is not a multiple of 5
  CHECK(OpCase("Reshape").Input({2, 3}).ValueInput({1, 2}, {2, 3}, ge::DT_INT64).InferShape() ==
        kFailed);  // the shape input must be 1-D
}

TEST_CASE("Reshape: a shape value of another dtype fails", "[oplibs][reshape]") {
  CHECK(OpCase("Reshape").Input({2, 3}).ValueInput({2}, {6, 1}, ge::DT_UINT8).InferShape() ==
        kFailed);
}

TEST_CASE("Reshape: unknown input dims resolve what they can", "[oplibs][reshape]") {
  CHECK(Reshape({-1, 6}, {0, -1}) == "[-1, 6]");  // the copied unknown dim cancels out
  CHECK(Reshape({-1, 6}, {-1, 3}) == "[-1, 3]");
  CHECK(Reshape({-1, 6}, {2, 3}) == "[2, 3]");
  CHECK(Reshape({4, -1}, {-1, 2}) == "[-1, 2]");
  CHECK(Reshape({-1, 0}, {-1}) == "[0]");        // zero elements whatever the unknown dim is
  CHECK(Reshape({0}, {-1, 256, 7, 7}) == "[0, 256, 7, 7]");
  CHECK(Reshape({-1, 0}, {-1, 4}) == "[0, 4]");
  CHECK(Reshape({2, 0}, {-1, 0}) == kFailed);  // the 0 is copied: any value fits the -1
  CHECK(Reshape({-1, 6}, {0, 4}) == "[-1, 4]");  // valid if the unknown dim is 0
  CHECK(Reshape({3, 6}, {0, 4}) == kFailed);
}

TEST_CASE("Reshape: an unknown input rank keeps the explicit values", "[oplibs][reshape]") {
  CHECK(Reshape({-2}, {2, 3}) == "[2, 3]");
  CHECK(Reshape({-2}, {2, -1, 0, 5}) == "[2, -1, -1, 5]");
  CHECK(Reshape({-2}, {-1, -1}) == kFailed);
  CHECK(Reshape({-2}, {4, -3}) == kFailed);
  CHECK(ReshapeAxis({-2}, {3}, 1, -1) == "[-1, 3]");
  CHECK(ReshapeAxis({-2}, {3}, -1, -1) == "[-2]");
  CHECK(ReshapeAxis({-2}, {3}, 0, 1) == "[-2]");
}

TEST_CASE("Reshape: axis and num_axes restrict the reshaped dims", "[oplibs][reshape]") {
  CHECK(ReshapeAxis({2, 3, 4}, {12}, 1, -1) == "[2, 12]");
  CHECK(ReshapeAxis({2, 3, 4}, {3, 1}, 1, 1) == "[2, 3, 1, 4]");
  CHECK(ReshapeAxis({2, 3, 4}, {1, 1}, -1, -1) == "[2, 3, 4, 1, 1]");  // -1 appends at the end (Caffe)
  CHECK(ReshapeAxis({2, 3, 4}, {1}, 0, 0) == "[1, 2, 3, 4]");
  CHECK(ReshapeAxis({2, 3, 4}, {-1}, 0, 2) == "[6, 4]");
  CHECK(ReshapeAxis({2, 3, 4}, {0, -1}, 1, 2) == "[2, 3, 4]");  // 0 copies x[1]
  CHECK(ReshapeAxis({2, 3, 4}, {2, 0}, 1, -1) == kFailed);      // copies x[2]=4: [2, 2, 4] != [2, 3, 4]
  CHECK(ReshapeAxis({2, 3, 4}, {12}, 4, -1) == kFailed);
  CHECK(ReshapeAxis({2, 3, 4}, {12}, -5, -1) == kFailed);
  CHECK(ReshapeAxis({2, 3, 4}, {12}, 1, 5) == kFailed);
  CHECK(ReshapeAxis({2, 3, 4}, {12}, 1, -2) == kFailed);
}

TEST_CASE("Reshape: without the shape value the rank comes from the shape input", "[oplibs][reshape]") {
  CHECK(ReshapeNoValue({2, 3, 4}, {2}) == "[-1, -1]");
  CHECK(ReshapeNoValue({2, 3, 4}, {1}) == "[24]");  // one dim over known x: the element count
  CHECK(ReshapeNoValue({-1, 3}, {1}) == "[-1]");
  CHECK(ReshapeNoValue({0, -1}, {1}) == "[0]");
  CHECK(ReshapeNoValue({2, 3, 4}, {-1}) == "[-2]");
  CHECK(ReshapeNoValue({2, 3, 4}, {-2}) == "[-2]");
  CHECK(ReshapeNoValue({-2}, {3}) == "[-1, -1, -1]");
  CHECK(ReshapeNoValue({1, 1}, {0}) == "[]");
  CHECK(ReshapeNoValue({2, 3}, {0}) == kFailed);
  CHECK(ReshapeNoValue({2, 3, 4}, {2}, 1, 1) == "[2, -1, -1, 4]");
  CHECK(ReshapeNoValue({-2}, {2}, 1, -1) == "[-1, -1, -1]");
  CHECK(ReshapeNoValue({-2}, {2}, 1, 1) == "[-2]");
  CHECK(ReshapeNoValue({2, 3, 4}, {2}, 7, -1) == kFailed);
  CHECK(ReshapeNoValue({2, 3}, {2, 2}) == kFailed);  // shape input must be 1-D
}

TEST_CASE("Reshape: the output rank is limited to 25", "[oplibs][reshape]") {
  CHECK(Reshape({1}, std::vector<int64_t>(26, 1)) == kFailed);
  CHECK(Reshape({1}, std::vector<int64_t>(25, 1)) ==
        "[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]");
}

}  // namespace oppkit::ops
