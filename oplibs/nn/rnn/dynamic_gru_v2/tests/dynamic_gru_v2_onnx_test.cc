// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// GRU's and RNN's ONNX parsers (dynamic_gru_v2_onnx.cc) through the real parser package of the build and whole-graph
// inference: ONNX's Y [T, 1, B, H] and Y_h [1, B, H] around DynamicGRUV2's per-step outputs.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

namespace {

// The names of the nodes feeding \p node's inputs in order (dynamic instances included).
std::vector<std::string> SourceNames(const ComputeGraph& g, const std::string& node) {
  std::vector<std::string> names;
  const NodeId id = g.FindNode(node);
  REQUIRE(id != kInvalidNodeId);
  for (const auto& input : g.node(id).inputs) {
    for (const OutputRef& source : input.sources) names.push_back(g.node(source.node).name);
  }
  return names;
}

float FloatAttr(const ComputeGraph& g, const std::string& node, const char* attr) {
  const NodeId id = g.FindNode(node);
  REQUIRE(id != kInvalidNodeId);
  const AttrValue* value = g.node(id).FindAttr(attr);
  REQUIRE(value != nullptr);
  return value->GetFloat();
}

}  // namespace

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

  // A reverse GRU runs REDIRECTIONAL: its final state is step 0 of output_h.
  OnnxModelBuilder reverse(13);
  reverse.Input("x", TensorProto::FLOAT, {5, 2, 8});
  reverse.Weight("w", {1, 48, 8});
  reverse.Weight("r", {1, 48, 16});
  SetAttr(reverse.Node("GRU", {"x", "w", "r"}, {"y", "y_h"}, "gru"), "direction", std::string("reverse"));
  reverse.Output("y");
  reverse.Output("y_h");
  const ComputeGraph r = ImportAndInfer(reverse);
  CHECK(StringAttr(r, "gru/gru", "direction") == "REDIRECTIONAL");
  CHECK(ConstValue(r, "gru/y_h_index") == "[0]");
  CHECK(OutShape(r, "gru/y") == "[5, 1, 2, 16]");
  CHECK(OutShape(r, "gru/y_h") == "[1, 2, 16]");
}

TEST_CASE("OnnxGru: a bidirectional GRU is a forward and a reverse DynamicGRUV2 joined", "[core][onnx][rnn]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {-1, 3, 8});
  m.Weight("w", {2, 36, 8});
  m.Weight("r", {2, 36, 12});
  m.Weight("b", {2, 72});
  m.Input("h0", TensorProto::FLOAT, {2, 3, 12});
  onnx::NodeProto& gru = m.Node("GRU", {"x", "w", "r", "b", "", "h0"}, {"y", "y_h"}, "gru");
  SetAttr(gru, "direction", std::string("bidirectional"));
  SetAttr(gru, "activations", std::vector<std::string>{"Sigmoid", "Tanh", "Sigmoid", "Tanh"});
  m.Output("y");
  m.Output("y_h");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(StringAttr(g, "gru/gru_forward", "direction") == "(default)");  // UNIDIRECTIONAL
  CHECK(StringAttr(g, "gru/gru_reverse", "direction") == "REDIRECTIONAL");
  // Each direction reads its part of the inputs with a direction dim.
  CHECK(SourceNames(g, "gru/w_2d_reverse") == std::vector<std::string>{"gru/w_reverse"});
  CHECK(ConstValue(g, "gru/w_reverse_index") == "[1]");
  CHECK(OutShape(g, "gru/w_reverse") == "[1, 36, 8]");
  CHECK(OutShape(g, "gru/initial_h_forward") == "[1, 3, 12]");
  CHECK(OutShape(g, "gru/weight_input_reverse") == "[8, 36]");
  // Y joins the directions along dim 1, Y_h along dim 0; the reverse final state is its step 0.
  CHECK(SourceNames(g, "gru/y") == std::vector<std::string>{"gru/y_forward", "gru/y_reverse"});
  CHECK(SourceNames(g, "gru/y_h") == std::vector<std::string>{"gru/y_h_forward", "gru/y_h_reverse"});
  CHECK(ConstValue(g, "gru/y_h_forward_index") == "[-1]");
  CHECK(ConstValue(g, "gru/y_h_reverse_index") == "[0]");
  CHECK(OutShape(g, "gru/y") == "[-1, 2, 3, 12]");
  CHECK(OutShape(g, "gru/y_h") == "[2, 3, 12]");
}

TEST_CASE("OnnxRnn: RNN as a GRU with saturated update and reset gates", "[core][onnx][rnn]") {
  OnnxModelBuilder m(14);
  m.Input("x", TensorProto::FLOAT, {7, 3, 10});
  m.Weight("w", {1, 20, 10});
  m.Weight("r", {1, 20, 20});
  m.Weight("b", {1, 40});
  m.Input("h0", TensorProto::FLOAT, {1, 3, 20});
  onnx::NodeProto& rnn = m.Node("RNN", {"x", "w", "r", "b", "", "h0"}, {"y", "y_h"}, "rnn");
  SetAttr(rnn, "hidden_size", int64_t{20});
  m.Output("y");
  m.Output("y_h");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "rnn/gru") == "DynamicGRUV2");
  // Gate blocks z, r, h: zeros for z and r, W and R for h.
  CHECK(SourceNames(g, "rnn/w_zrh") == std::vector<std::string>{"rnn/w_zeros", "rnn/w_zeros", "rnn/w_2d"});
  CHECK(SourceNames(g, "rnn/r_zrh") == std::vector<std::string>{"rnn/r_zeros", "rnn/r_zeros", "rnn/r_2d"});
  CHECK(FloatAttr(g, "rnn/w_zeros", "value") == 0.0f);
  CHECK(OutShape(g, "rnn/weight_input") == "[10, 60]");
  CHECK(OutShape(g, "rnn/weight_hidden") == "[20, 60]");
  // z's bias saturates the update gate at 0, r's the reset gate at 1; Wb and Rb are the h blocks.
  CHECK(SourceNames(g, "rnn/bias_input") == std::vector<std::string>{"rnn/z_bias", "rnn/r_bias", "rnn/b_halves"});
  CHECK(SourceNames(g, "rnn/bias_hidden") == std::vector<std::string>{"rnn/h_zeros", "rnn/h_zeros", "rnn/b_halves"});
  CHECK(FloatAttr(g, "rnn/z_bias", "value") == -1e4f);
  CHECK(FloatAttr(g, "rnn/r_bias", "value") == 1e4f);
  CHECK(OutShape(g, "rnn/bias_input") == "[60]");
  CHECK(OutShape(g, "rnn/bias_hidden") == "[60]");
  CHECK(g.node(g.FindNode("rnn/gru")).FindAttr("reset_after") == nullptr);  // true (the default): r scales R's term
  CHECK(OutShape(g, "rnn/y") == "[7, 1, 3, 20]");
  CHECK(OutShape(g, "rnn/y_h") == "[1, 3, 20]");

  SECTION("without B, both biases' h blocks are zeros") {
    OnnxModelBuilder plain(14);
    plain.Input("x", TensorProto::FLOAT16, {-1, 2, 4});
    plain.Weight("w", {1, 6, 4}, TensorProto::FLOAT16);
    plain.Weight("r", {1, 6, 6}, TensorProto::FLOAT16);
    plain.Node("RNN", {"x", "w", "r"}, {"y"}, "rnn");
    plain.Output("y");
    const ComputeGraph p = ImportAndInfer(plain);
    CHECK(SourceNames(p, "rnn/bias_input") == std::vector<std::string>{"rnn/z_bias", "rnn/r_bias", "rnn/h_zeros"});
    CHECK(OutShape(p, "rnn/bias_input") == "[18]");
    CHECK(OutShape(p, "rnn/y") == "[-1, 1, 2, 6]");
    const NodeId y = p.FindNode("rnn/y");
    CHECK(p.node(y).outputs[0].dtype == ge::DT_FLOAT16);
  }
}

TEST_CASE("OnnxRnn: refusals name what is not supported", "[core][onnx][rnn]") {
  const auto refusal = [](const char* attr, const std::string& value) {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {5, 2, 8});
    m.Weight("w", {1, 16, 8});
    m.Weight("r", {1, 16, 16});
    onnx::NodeProto& rnn = m.Node("RNN", {"x", "w", "r"}, {"y"}, "rnn");
    if (std::string(attr) == "clip") {
      SetAttr(rnn, "clip", 1.0f);
    } else if (std::string(attr) == "layout") {
      SetAttr(rnn, "layout", int64_t{1});
    } else if (std::string(attr) == "activations") {
      SetAttr(rnn, "activations", std::vector<std::string>{value});
    } else {
      SetAttr(rnn, attr, value);
    }
    m.Output("y");
    Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes());
    REQUIRE(imported.ok());
    REQUIRE(imported->errors.size() == 1);
    return imported->errors[0].status.message();
  };
  CHECK_THAT(refusal("direction", "sideways"), Catch::Contains("direction 'sideways' is not an ONNX direction"));
  CHECK_THAT(refusal("layout", ""), Catch::Contains("layout 1 (batch first) is not supported"));
  CHECK_THAT(refusal("activations", "Relu"), Catch::Contains("activations other than Tanh"));
  CHECK_THAT(refusal("clip", ""), Catch::Contains("clip is not supported"));
}

}  // namespace oppkit::test
