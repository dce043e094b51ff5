// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Clip's ONNX parser (clip_by_value_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: Clip becomes the op its bounds need", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 5});
  m.Weight("lo", {});
  m.Weight("hi", {});
  m.Node("Clip", {"x", "lo", "hi"}, {"both"}, "both");
  m.Node("Clip", {"x", "lo"}, {"min_only"}, "min_only");
  m.Node("Clip", {"x", "", "hi"}, {"max_only"}, "max_only");
  m.Node("Clip", {"x"}, {"neither"}, "neither");
  for (const char* out : {"both", "min_only", "max_only", "neither"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  // One op each: it keeps the node's name.
  CHECK(TypeOf(g, "both") == "ClipByValue");
  CHECK(TypeOf(g, "min_only") == "Maximum");
  CHECK(TypeOf(g, "max_only") == "Minimum");
  CHECK(TypeOf(g, "neither") == "Identity");
  for (const char* node : {"both", "min_only", "max_only", "neither"}) {
    INFO(node);
    CHECK(OutShape(g, node) == "[2, 5]");
  }
  const Node& max_only = g.node(g.FindNode("max_only"));
  REQUIRE(max_only.inputs.size() == 2);
  CHECK(g.node(max_only.inputs[1].sources[0].node).name == "hi");  // ONNX input 2, not 1
}

}  // namespace oppkit::test
