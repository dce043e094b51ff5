// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "op_test_util.h"

namespace oppkit::ops {

TEST_CASE("Conv3DTranspose: y's D, H and W are input_size's values or the ONNX output size formula",
          "[oplibs][conv3d_transpose][symbolic]") {
  const auto deconv = [](std::vector<std::string> input_size) {
    test::OpCase c("Conv3DTranspose");
    c.SymbolicValueInput(std::move(input_size))
        .SymbolicInput({"n", "d", "h", "w", "4"}, ge::DT_FLOAT16, ge::FORMAT_NDHWC)
        .SymbolicInput({"2", "2", "2", "6", "4"}, ge::DT_FLOAT16, ge::FORMAT_DHWCN);
    c.InstanceNum({1, 1, 1, 0, 0}, {1})
        .Attr("strides", AttrValue::ListInt({1, 2, 2, 2, 1}))
        .Attr("pads", AttrValue::ListInt({0, 0, 0, 0, 0, 0}));
    c.Attr("data_format", AttrValue::String("NDHWC"));
    return c;
  };
  CHECK(deconv({"n", "d*2", "h*2", "w*2 + 1", "6"}).InferSymbolShape() == "[n, d*2, h*2, w*2 + 1, 6]");
  // 2*(S - 1) + (2 - 1) + 1 per axis; groups multiply the filter's C.
  test::OpCase grouped = deconv({"0", "0", "0", "0", "0"});
  grouped.Attr("groups", AttrValue::Int(2));
  CHECK(deconv({"0", "0", "0", "0", "0"}).InferSymbolShape() == "[n, d*2, h*2, w*2, 6]");
  CHECK(grouped.InferSymbolShape() == "[n, d*2, h*2, w*2, 12]");
}

}  // namespace oppkit::ops
