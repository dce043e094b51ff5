// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "op_test_util.h"

namespace oppkit::ops {
namespace {

// Conv2DTranspose of x [n, 16, h, w] with a 3x3 filter of 8 output channels, stride 2 and pads 1: y's value is
// input_size's, \p input_size its symbolic values (none: an input_size of 4 elements without values).
test::OpCase Deconv(std::vector<std::string> input_size) {
  test::OpCase c("Conv2DTranspose");
  if (!input_size.empty()) {
    c.SymbolicValueInput(std::move(input_size));
  } else {
    c.SymbolicInput({"4"}, ge::DT_INT32);
  }
  c.SymbolicInput({"n", "16", "h", "w"}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .SymbolicInput({"16", "8", "3", "3"}, ge::DT_FLOAT16, ge::FORMAT_NCHW);
  c.InstanceNum({1, 1, 1, 0, 0}, {1})
      .Attr("strides", AttrValue::ListInt({1, 1, 2, 2}))
      .Attr("pads", AttrValue::ListInt({1, 1, 1, 1}));
  c.Attr("data_format", AttrValue::String("NCHW"));
  return c;
}

}  // namespace

TEST_CASE("Conv2DTranspose: y's spatial sizes are input_size's values, N x's and C the filter's C * groups",
          "[oplibs][conv2d_transpose][symbolic]") {
  CHECK(Deconv({"n", "8", "h*2", "w*2 + 1"}).InferSymbolShape() == "[n, 8, h*2, w*2 + 1]");
}

TEST_CASE("Conv2DTranspose: ONNX's all-zero input_size gives the output size formula",
          "[oplibs][conv2d_transpose][symbolic]") {
  // stride*(S - 1) + dilation*(K - 1) + 1 + output_padding - pads = 2*(h - 1) + 2 + 1 - 2.
  CHECK(Deconv({"0", "0", "0", "0"}).InferSymbolShape() == "[n, 8, h*2 - 1, w*2 - 1]");
  test::OpCase same = Deconv({"0", "0", "0", "0"});
  same.Attr("auto_pad", AttrValue::String("SAME_UPPER"));
  CHECK(same.InferSymbolShape() == "[n, 8, h*2, w*2]");
  test::OpCase given = Deconv({"0", "0", "0", "0"});
  given.Attr("output_shape", AttrValue::ListInt({31, 33}));
  CHECK(given.InferSymbolShape() == "[n, 8, 31, 33]");
}

TEST_CASE("Conv2DTranspose: without input_size's values the rule leaves y to the InferShape",
          "[oplibs][conv2d_transpose][symbolic]") {
  CHECK(Deconv({}).InferSymbolShape() == test::kUnsupported);
}

}  // namespace oppkit::ops
