// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GRU's ONNX parser (dynamic_gru_v2_onnx.cc) through the real parser package of the build and whole-graph inference:
// ONNX's Y [T, 1, B, H] and Y_h [1, B, H] around DynamicGRUV2's per-step outputs.
#include <catch2/catch.hpp>

#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxGru: GRU around DynamicGRUV2, weights transposed, bias split", "[core][onnx][rnn]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {5, 2, 8});
  m.Weight("w", {1, 48, 8});
  m.Weight("r", {1, 48, 16});
  m.Weight("b", {1, 96});
  m.Input("h0", TensorProto::FLOAT, {1, 2, 16});
  onnx::NodeProto& gru = m.Node("GRU", {"x", "w", "r", "b", "", "h0"}, {"y", "y_h"}, "gru");
  SetAttr(gru, "hidden_size", int64_t{16});
  SetAttr(gru, "linear_before_reset", int64_t{1});
  m.Output("y");
  m.Output("y_h");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "gru/gru") == "DynamicGRUV2");
  CHECK(OutShape(g, "gru/weight_input") == "[8, 48]");
  CHECK(OutShape(g, "gru/weight_hidden") == "[16, 48]");
  CHECK(OutShape(g, "gru/gru") == "[5, 2, 16]");
  CHECK(OutShape(g, "gru/y") == "[5, 1, 2, 16]");
  CHECK(OutShape(g, "gru/y_h") == "[1, 2, 16]");
  CHECK(g.node(g.FindNode("gru/gru")).FindAttr("reset_after") == nullptr);  // true is the default

  OnnxModelBuilder reverse(13);
  reverse.Input("x", TensorProto::FLOAT, {5, 2, 8});
  reverse.Weight("w", {1, 48, 8});
  reverse.Weight("r", {1, 48, 16});
  SetAttr(reverse.Node("GRU", {"x", "w", "r"}, {"y"}, "gru"), "direction", std::string("reverse"));
  reverse.Output("y");
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), reverse.Bytes());
  REQUIRE(imported.ok());
  REQUIRE(imported->errors.size() == 1);
  CHECK_THAT(imported->errors[0].status.message(), Catch::Contains("direction 'reverse' is not supported"));
}

}  // namespace oppkit::test
