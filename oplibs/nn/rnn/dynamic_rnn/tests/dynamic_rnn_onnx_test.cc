// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// LSTM's ONNX parser (dynamic_rnn_onnx.cc, Note [ONNX LSTM]) through the real parser package of the build and
// whole-graph inference: the weight joined, reordered and transposed to DynamicRNN's [I + H, 4H], the bias summed,
// and ONNX's Y [T, D, B, H], Y_h and Y_c [D, B, H] of one direction or both.
#include <catch2/catch.hpp>
#include <string>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxLstm: LSTM around DynamicRNN with ONNX's outputs", "[core][onnx][rnn]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {-1, 3, 10});
  m.Weight("w", {1, 64, 10});
  m.Weight("r", {1, 64, 16});
  m.Weight("b", {1, 128});
  onnx::NodeProto& lstm = m.Node("LSTM", {"x", "w", "r", "b"}, {"y", "y_h", "y_c"}, "lstm");
  SetAttr(lstm, "hidden_size", int64_t{16});
  m.Input("x2", TensorProto::FLOAT, {7, 2, 4});
  m.Weight("w2", {1, 32, 4});
  m.Weight("r2", {1, 32, 8});
  SetAttr(m.Node("LSTM", {"x2", "w2", "r2"}, {"", "last"}, "no_bias"), "hidden_size", int64_t{8});
  for (const char* out : {"y", "y_h", "y_c", "last"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "lstm/lstm") == "DynamicRNN");
  CHECK(OutShape(g, "lstm/w_r") == "[64, 26]");
  CHECK(OutShape(g, "lstm/w_ijfo") == "[64, 26]");
  CHECK(OutShape(g, "lstm/weight") == "[26, 64]");
  CHECK(OutShape(g, "lstm/bias") == "[64]");
  CHECK(OutShape(g, "lstm/y") == "[-1, 1, 3, 16]");
  CHECK(OutShape(g, "lstm/y_h") == "[1, 3, 16]");
  CHECK(OutShape(g, "lstm/y_c") == "[1, 3, 16]");
  CHECK(TypeOf(g, "no_bias/bias") == "Const");
  CHECK(OutShape(g, "no_bias/y_h") == "[1, 2, 8]");
}

TEST_CASE("OnnxLstm: a bidirectional LSTM joins a forward and a reverse DynamicRNN", "[core][onnx][rnn]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {6, -1, 10});
  m.Weight("w", {2, 64, 10});
  m.Weight("r", {2, 64, 16});
  onnx::NodeProto& lstm = m.Node("LSTM", {"x", "w", "r"}, {"y", "y_h", "y_c"}, "lstm");
  SetAttr(lstm, "hidden_size", int64_t{16});
  SetAttr(lstm, "direction", std::string("bidirectional"));
  for (const char* out : {"y", "y_h", "y_c"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  for (const char* direction : {"forward", "reverse"}) {
    INFO(direction);
    const std::string suffix = std::string("_") + direction;
    CHECK(TypeOf(g, "lstm/lstm" + suffix) == "DynamicRNN");
    CHECK(OutShape(g, "lstm/w" + suffix) == "[1, 64, 10]");
    CHECK(OutShape(g, "lstm/weight" + suffix) == "[26, 64]");
    CHECK(TypeOf(g, "lstm/bias" + suffix) == "Const");  // no B: zeros per direction
    CHECK(OutShape(g, "lstm/y_c" + suffix) == "[1, -1, 16]");
  }
  const AttrValue* reverse = g.node(g.FindNode("lstm/lstm_reverse")).FindAttr("direction");
  REQUIRE(reverse != nullptr);
  CHECK(reverse->GetString() == "REDIRECTIONAL");
  CHECK(ConstValue(g, "lstm/y_c_reverse_index") == "[0]");
  CHECK(OutShape(g, "lstm/y") == "[6, 2, -1, 16]");
  CHECK(OutShape(g, "lstm/y_h") == "[2, -1, 16]");
  CHECK(OutShape(g, "lstm/y_c") == "[2, -1, 16]");
}

}  // namespace oppkit::test
