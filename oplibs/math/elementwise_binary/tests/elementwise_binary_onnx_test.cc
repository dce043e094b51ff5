// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Max's and Min's (and Sum's, math/add) ONNX parser (elementwise_binary_onnx.cc), which expands one node into several
// GE ops (ParseOpToGraphFn, Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real
// parser package of the build and whole-graph inference: the node becomes the ops its form needs, named after it, and
// the inferred shapes are ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: variadic Max, Min and Sum chain their inputs with broadcasting", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("a", TensorProto::FLOAT, {4, 1});
  m.Input("b", TensorProto::FLOAT, {1, 3});
  m.Input("c", TensorProto::FLOAT, {3});
  m.Node("Max", {"a", "b", "c"}, {"max3"}, "max3");
  m.Node("Min", {"a", "b"}, {"min2"}, "min2");
  m.Node("Sum", {"c"}, {"sum1"}, "sum1");
  for (const char* out : {"max3", "min2", "sum1"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "max3/step1") == "Maximum");
  CHECK(TypeOf(g, "max3/step2") == "Maximum");
  CHECK(g.FindNode("max3") == kInvalidNodeId);
  CHECK(OutShape(g, "max3/step2") == "[4, 3]");
  const Node* max3 = ProducerOf(g, "max3");
  REQUIRE(max3 != nullptr);
  CHECK(max3->name == "max3/step2");  // the ONNX value is the last step's output
  CHECK(TypeOf(g, "min2") == "Minimum");
  CHECK(OutShape(g, "min2") == "[4, 3]");
  CHECK(TypeOf(g, "sum1") == "Identity");
  CHECK(OutShape(g, "sum1") == "[3]");
}

TEST_CASE("OnnxExpansion: Mod by fmod onto FloorMod or Mod, Xor through BitwiseXor on int32",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("a", TensorProto::INT64, {4, 1});
  m.Input("b", TensorProto::INT64, {3});
  m.Node("Mod", {"a", "b"}, {"floor_mod"}, "floor_mod");
  SetAttr(m.Node("Mod", {"a", "b"}, {"fmod"}, "fmod"), "fmod", int64_t{1});
  m.Input("p", TensorProto::BOOL, {2, 5});
  m.Input("q", TensorProto::BOOL, {5});
  m.Node("Xor", {"p", "q"}, {"xor"}, "xor");
  for (const char* out : {"floor_mod", "fmod", "xor"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "floor_mod") == "FloorMod");
  CHECK(OutShape(g, "floor_mod") == "[4, 3]");
  CHECK(TypeOf(g, "fmod") == "Mod");
  CHECK(TypeOf(g, "xor/cast_a") == "Cast");
  CHECK(TypeOf(g, "xor/xor") == "BitwiseXor");
  CHECK(OutShape(g, "xor/xor") == "[2, 5]");
  const Node* xor_out = ProducerOf(g, "xor");
  REQUIRE(xor_out != nullptr);
  CHECK(xor_out->name == "xor/cast_y");
  REQUIRE(!xor_out->outputs.empty());
  CHECK(xor_out->outputs[0].dtype == ge::DT_BOOL);
}

}  // namespace oppkit::test
