// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InstanceNormalization's ONNX parser (instance_norm_onnx.cc) through the real parser package of the build and
// whole-graph inference.
#include <catch2/catch.hpp>

#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxInstanceNorm: InstanceNormalization is InstanceNorm in NCHW", "[core][onnx][instance_norm]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3, 8, 9});
  m.Weight("scale", {3});
  m.Weight("bias", {3});
  SetAttr(m.Node("InstanceNormalization", {"x", "scale", "bias"}, {"y"}, "norm"), "epsilon", 1e-3f);
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "norm") == "InstanceNorm");
  CHECK(OutShape(g, "norm") == "[2, 3, 8, 9]");
  const Node& norm = g.node(g.FindNode("norm"));
  CHECK(norm.FindAttr("data_format")->GetString() == "NCHW");
  CHECK(norm.FindAttr("epsilon")->GetFloat() == Approx(1e-3f));
}

}  // namespace oppkit::test
