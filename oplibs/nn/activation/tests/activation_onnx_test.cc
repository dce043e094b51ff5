// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Dropout's ONNX parser (activation_onnx.cc) through the real parser package of the build and whole-graph inference:
// the ratio and training_mode inputs of opsets 12+ have no GE counterpart and are dropped.
#include <catch2/catch.hpp>

#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: Dropout drops its ratio and training_mode inputs", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 7});
  m.Floats("ratio", {0.25f}, {});
  m.Input("training", TensorProto::BOOL, {});
  m.Node("Dropout", {"x", "ratio", "training"}, {"y"}, "dropout");
  m.Node("Dropout", {"x"}, {"z"}, "plain");
  m.Output("y");
  m.Output("z");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "dropout") == "Dropout");
  CHECK(OutShape(g, "dropout") == "[2, 7]");
  const Node& dropout = g.node(g.FindNode("dropout"));
  CHECK(dropout.inputs.size() == 1);
  CHECK(OutShape(g, "plain") == "[2, 7]");
}

}  // namespace oppkit::test
