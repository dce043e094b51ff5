// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Gemm's ONNX parser (mat_mul_v2_onnx.cc), which expands one node into several GE ops (ParseOpToGraphFn,
// Note [ONNX expansions] in core/onnx/src/importer/expansion_import.cc), through the real parser package of the build
// and whole-graph inference: the node becomes the ops its form needs, named after it, and the inferred shapes are
// ONNX's.
#include <catch2/catch.hpp>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxExpansion: Gemm scales by alpha and beta with Muls, as CANN's parser does", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("a", TensorProto::FLOAT, {4, 3});
  m.Weight("b", {5, 3});
  m.Weight("c", {5});
  onnx::NodeProto& plain = m.Node("Gemm", {"a", "b", "c"}, {"y_plain"}, "plain");
  SetAttr(plain, "transB", int64_t{1});
  onnx::NodeProto& scaled = m.Node("Gemm", {"a", "b", "c"}, {"y_scaled"}, "scaled");
  SetAttr(scaled, "transB", int64_t{1});
  SetAttr(scaled, "alpha", 0.5f);
  SetAttr(scaled, "beta", 2.0f);
  onnx::NodeProto& alpha_only = m.Node("Gemm", {"a", "b"}, {"y_alpha"}, "alpha_only");
  SetAttr(alpha_only, "transB", int64_t{1});
  SetAttr(alpha_only, "alpha", 3.0f);
  onnx::NodeProto& no_c = m.Node("Gemm", {"a", "b", "c"}, {"y_no_c"}, "no_c");
  SetAttr(no_c, "transB", int64_t{1});
  SetAttr(no_c, "beta", 0.0f);
  for (const char* y : {"y_plain", "y_scaled", "y_alpha", "y_no_c"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "plain") == "MatMulV2");  // alpha = beta = 1: C is the bias
  REQUIRE(g.node(g.FindNode("plain")).inputs.size() >= 3);
  CHECK(g.node(g.FindNode("plain")).inputs[2].sources.size() == 1);
  CHECK(OutShape(g, "plain") == "[4, 5]");
  CHECK(TypeOf(g, "scaled/matmul") == "MatMulV2");
  CHECK(TypeOf(g, "scaled/alpha") == "Muls");
  CHECK(g.node(g.FindNode("scaled/alpha")).FindAttr("value")->GetFloat() == Approx(0.5));
  CHECK(TypeOf(g, "scaled/beta") == "Muls");
  CHECK(g.node(g.FindNode("scaled/beta")).FindAttr("value")->GetFloat() == Approx(2.0));
  CHECK(TypeOf(g, "scaled/add") == "Add");
  CHECK(ProducerOf(g, "y_scaled") == &g.node(g.FindNode("scaled/add")));
  CHECK(OutShape(g, "scaled/add") == "[4, 5]");
  CHECK(TypeOf(g, "alpha_only/alpha") == "Muls");
  CHECK(OutShape(g, "alpha_only/alpha") == "[4, 5]");
  CHECK(TypeOf(g, "no_c") == "MatMulV2");  // beta 0: C drops out
  const Node& without_c = g.node(g.FindNode("no_c"));
  const bool has_bias = without_c.inputs.size() >= 3 && !without_c.inputs[2].sources.empty();
  CHECK_FALSE(has_bias);
}

}  // namespace oppkit::test
