// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// PRelu's ONNX parser (prelu_onnx.cc) through the real parser package of the build and whole-graph inference.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxPRelu: PRelu with torch's [C, 1, 1] slope", "[core][onnx][prelu]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 64, 7, 7});
  m.Weight("slope", {64, 1, 1});
  m.Node("PRelu", {"x", "slope"}, {"y"}, "prelu");
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "prelu") == "PRelu");
  CHECK(OutShape(g, "prelu") == "[2, 64, 7, 7]");
}

}  // namespace oppkit::test
