// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Dropout's ONNX parser (activation_onnx.cc) through the real parser package of the build and whole-graph inference:
// the ratio and training_mode inputs of opsets 12+ have no GE counterpart and are dropped; the mask output is a bool
// tensor of x's shape.
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

TEST_CASE("OnnxExpansion: Dropout's mask output is a bool tensor of x's shape", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {3, 5, 2});
  m.Node("Dropout", {"x"}, {"y", "mask"}, "dropout");
  m.Node("Not", {"mask"}, {"dropped"}, "not");
  m.Output("y");
  m.Output("dropped");
  const ComputeGraph g = ImportAndInfer(m);
  const Node* mask = ProducerOf(g, "mask");
  REQUIRE(mask != nullptr);
  CHECK(mask->type == "Fill");
  REQUIRE(mask->outputs.size() == 1);
  CHECK(mask->outputs[0].dtype == ge::DT_BOOL);
  CHECK(OutShape(g, mask->name) == "[3, 5, 2]");
  CHECK(OutShape(g, "not") == "[3, 5, 2]");
  // Without a mask output, no mask is built.
  OnnxModelBuilder plain(13);
  plain.Input("x", TensorProto::FLOAT, {3, 5, 2});
  plain.Node("Dropout", {"x"}, {"y"}, "dropout");
  plain.Output("y");
  const ComputeGraph g2 = ImportAndInfer(plain);
  for (NodeId k = 0; k < g2.size(); ++k) CHECK(g2.node(k).type != "Fill");
}

}  // namespace oppkit::test
