// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// QuantizeLinear's parser (quantize_onnx.cc) and DequantizeLinear's expansion (Note [ONNX DequantizeLinear] in
// math/elementwise_binary/elementwise_binary_onnx.cc) through the real parser package of the build and whole-graph
// inference: a QDQ pair per tensor, weights dequantized per channel, and the types the zero points give.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {

TEST_CASE("OnnxQuantize: a QDQ pair per tensor, and weights dequantized per channel", "[core][onnx][quant]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {-1, 3, 8, 8});
  m.Floats("scale", {0.05f}, {});
  m.model().mutable_graph()->add_initializer()->CopyFrom([] {
    onnx::TensorProto zp;
    zp.set_name("zp");
    zp.set_data_type(TensorProto::UINT8);
    zp.add_int32_data(128);
    return zp;
  }());
  m.Node("QuantizeLinear", {"x", "scale", "zp"}, {"q"}, "quant");
  m.Node("DequantizeLinear", {"q", "scale", "zp"}, {"dq"}, "dequant");
  // Weights [16, 3, 3, 3] int8 dequantized per output channel (axis 0), as QDQ exports write them.
  m.Weight("w_q", {16, 3, 3, 3}, TensorProto::INT8);
  m.Weight("w_scale", {16});
  SetAttr(m.Node("DequantizeLinear", {"w_q", "w_scale"}, {"w"}, "w_dequant"), "axis", int64_t{0});
  m.Node("Conv", {"dq", "w"}, {"y"}, "conv");
  m.Output("q");
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  const Node* quant = ProducerOf(g, "q");
  REQUIRE(quant != nullptr);
  CHECK(quant->type == "Quantize");
  CHECK(StringAttr(g, quant->name, "dtype") == "torch.quint8");
  CHECK(quant->outputs[0].dtype == ge::DT_UINT8);
  CHECK(OutShape(g, quant->name) == "[-1, 3, 8, 8]");
  // Per tensor: the scale is reshaped to ones; the zero point is centred away first.
  CHECK(OutValue(g, "dequant/param_shape") == "[1, 1, 1, 1]");
  CHECK(OutShape(g, "dequant/centered") == "[-1, 3, 8, 8]");
  const Node* dq = ProducerOf(g, "dq");
  REQUIRE(dq != nullptr);
  CHECK(dq->type == "Mul");
  CHECK(dq->outputs[0].dtype == ge::DT_FLOAT);
  CHECK(OutShape(g, dq->name) == "[-1, 3, 8, 8]");
  // Per channel: the 16 scales line up with dim 0.
  CHECK(OutValue(g, "w_dequant/param_shape") == "[16, 1, 1, 1]");
  CHECK(OutShape(g, "w_dequant/scale") == "[16, 1, 1, 1]");
  CHECK(OutShape(g, ProducerOf(g, "w")->name) == "[16, 3, 3, 3]");
  CHECK(OutShape(g, ProducerOf(g, "y")->name) == "[-1, 16, 6, 6]");
}

TEST_CASE("OnnxQuantize: the zero point's type is y's, and must be known at import", "[core][onnx][quant]") {
  const auto import = [](int32_t zero_point_type, bool initializer) {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {4, 5});
    m.Floats("scale", {0.1f, 0.2f, 0.3f, 0.4f, 0.5f});
    if (initializer) {
      m.Weight("zp", {5}, zero_point_type);
    } else {
      m.Input("zp_float", TensorProto::FLOAT, {5});
      SetAttr(m.Node("Cast", {"zp_float"}, {"zp"}, "cast"), "to", int64_t{zero_point_type});
    }
    SetAttr(m.Node("QuantizeLinear", {"x", "scale", "zp"}, {"q"}, "quant"), "axis", int64_t{-1});
    m.Output("q");
    return m;
  };
  const ComputeGraph int8 = ImportAndInfer(import(TensorProto::INT8, true));
  CHECK(ProducerOf(int8, "q")->outputs[0].dtype == ge::DT_INT8);
  CHECK(OutShape(int8, ProducerOf(int8, "q")->name) == "[4, 5]");

  Result<OnnxImport> computed = ImportOnnxModel(BuiltInOps(), import(TensorProto::INT8, false).Bytes());
  REQUIRE(computed.ok());
  REQUIRE(computed->errors.size() == 1);
  CHECK_THAT(
      computed->errors[0].status.message(),
      Catch::Contains("[onnx.parser_failed]") && Catch::Contains("zero point's type, which is y's, is not known"));

  Result<OnnxImport> int32 = ImportOnnxModel(BuiltInOps(), import(TensorProto::INT32, true).Bytes());
  REQUIRE(int32.ok());
  REQUIRE(int32->errors.size() == 1);
  CHECK_THAT(int32->errors[0].status.message(), Catch::Contains("is not supported (uint8, int8)"));
}

}  // namespace oppkit::test
