// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GridSample's ONNX parser (grid_sampler2d_onnx.cc) through the real parser package of the build and whole-graph
// inference.
#include <catch2/catch.hpp>

#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxGridSample: GridSample onto GridSampler2D with torch's names", "[core][onnx][grid_sample]") {
  OnnxModelBuilder m(16);
  m.Input("x", TensorProto::FLOAT, {2, 3, 32, 48});
  m.Input("grid", TensorProto::FLOAT, {2, 16, 20, 2});
  onnx::NodeProto& sample = m.Node("GridSample", {"x", "grid"}, {"y"}, "sample");
  SetAttr(sample, "mode", std::string("nearest"));
  SetAttr(sample, "align_corners", int64_t{1});
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "sample") == "GridSampler2D");
  CHECK(OutShape(g, "sample") == "[2, 3, 16, 20]");
  const Node& node = g.node(g.FindNode("sample"));
  CHECK(node.FindAttr("interpolation_mode")->GetString() == "nearest");
  CHECK(node.FindAttr("align_corners")->GetBool());
}

}  // namespace oppkit::test
