// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The built-in ONNX parsers that expand one node into several GE ops (ParseOpToGraphFn, Note [ONNX expansions] in
// core/onnx/src/importer/onnx_importer.cc), through the real parser package of the build and whole-graph inference: the
// node becomes the ops its form needs, named after it, and the inferred shapes are ONNX's.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "../graph/graph_test_util.h"
#include "onnx_model_builder.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit::test {
namespace {

using onnx::TensorProto;

// Imports \p m with the built-in packages and infers it; REQUIREs both to succeed without errors.
ComputeGraph ImportAndInfer(const OnnxModelBuilder& m) {
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes());
  REQUIRE(imported.ok());
  for (const GraphError& e : imported->errors) INFO(e.status.message());
  REQUIRE(imported->ok());
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported->graph);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  return std::move(imported->graph);
}

std::string TypeOf(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  INFO(name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id).type;
}

// The node that produces ONNX value \p value (its output_names entry).
const Node* ProducerOf(const ComputeGraph& g, const std::string& value) {
  for (NodeId k = 0; k < g.size(); ++k) {
    for (const std::string& name : g.node(k).output_names) {
      if (name == value) return &g.node(k);
    }
  }
  return nullptr;
}

}  // namespace

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

TEST_CASE("OnnxExpansion: Split with sizes becomes SplitV, equal parts SplitD", "[core][onnx][expansion]") {
  SECTION("opset 11: the split attr becomes a Const") {
    OnnxModelBuilder m(11);
    m.Input("x", TensorProto::FLOAT, {2, 10});
    onnx::NodeProto& split = m.Node("Split", {"x"}, {"p0", "p1", "p2"}, "split");
    SetAttr(split, "axis", int64_t{1});
    SetAttr(split, "split", std::vector<int64_t>{2, 3, 5});
    m.Node("Split", {"x"}, {"h0", "h1"}, "halves");
    for (const char* out : {"p0", "p1", "p2", "h0", "h1"}) m.Output(out);
    const ComputeGraph g = ImportAndInfer(m);
    CHECK(TypeOf(g, "split/split") == "SplitV");
    CHECK(TypeOf(g, "split/size_splits") == "Const");
    CHECK(OutShape(g, "split/split", 0) == "[2, 2]");
    CHECK(OutShape(g, "split/split", 1) == "[2, 3]");
    CHECK(OutShape(g, "split/split", 2) == "[2, 5]");
    CHECK(TypeOf(g, "halves") == "SplitD");
    CHECK(OutShape(g, "halves", 1) == "[1, 10]");
    const Node* p2 = ProducerOf(g, "p2");
    REQUIRE(p2 != nullptr);
    CHECK(p2->name == "split/split");
  }
  SECTION("opset 13: the split input feeds size_splits") {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {6, 4});
    m.Int64s("sizes", {1, 5});
    m.Node("Split", {"x", "sizes"}, {"p0", "p1"}, "split");
    m.Output("p0");
    m.Output("p1");
    const ComputeGraph g = ImportAndInfer(m);
    CHECK(TypeOf(g, "split/split") == "SplitV");
    CHECK(OutShape(g, "split/split", 0) == "[1, 4]");
    CHECK(OutShape(g, "split/split", 1) == "[5, 4]");
  }
}

TEST_CASE("OnnxExpansion: ArgMax and ArgMin give int64 indices and keep the dim by default",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 7, 5});
  SetAttr(m.Node("ArgMax", {"x"}, {"kept"}, "kept"), "axis", int64_t{1});
  onnx::NodeProto& dropped = m.Node("ArgMin", {"x"}, {"dropped"}, "dropped");
  SetAttr(dropped, "axis", int64_t{-1});
  SetAttr(dropped, "keepdims", int64_t{0});
  SetAttr(m.Node("ArgMax", {"x"}, {"last"}, "last"), "axis", int64_t{-1});
  for (const char* out : {"kept", "dropped", "last"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "kept/arg") == "ArgMaxV2");
  CHECK(TypeOf(g, "kept/keepdims") == "Unsqueeze");
  CHECK(OutShape(g, "kept/keepdims") == "[2, 1, 5]");
  CHECK(g.node(g.FindNode("kept/keepdims")).outputs[0].dtype == ge::DT_INT64);
  CHECK(TypeOf(g, "dropped/arg") == "ArgMin");
  CHECK(OutShape(g, "dropped/arg") == "[2, 7]");
  CHECK(OutShape(g, "last/keepdims") == "[2, 7, 1]");

  SECTION("select_last_index 1 is refused by the parser") {
    OnnxModelBuilder bad(13);
    bad.Input("x", TensorProto::FLOAT, {3});
    SetAttr(bad.Node("ArgMax", {"x"}, {"y"}, "last_index"), "select_last_index", int64_t{1});
    bad.Output("y");
    Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), bad.Bytes());
    REQUIRE(imported.ok());
    REQUIRE(imported->errors.size() == 1);
    CHECK(imported->errors[0].cause == ErrorCode::kOnnxParserFailed);
    CHECK_THAT(imported->errors[0].status.message(), Catch::Contains("select_last_index 1 is not supported"));
  }
}

TEST_CASE("OnnxExpansion: OneHot gathers on and off values from `values`", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("indices", TensorProto::INT64, {2, 3});
  m.Int64s("depth", {10}, {});
  m.Input("values", TensorProto::FLOAT, {2});
  m.Node("OneHot", {"indices", "depth", "values"}, {"last"}, "last");
  SetAttr(m.Node("OneHot", {"indices", "depth", "values"}, {"first"}, "first"), "axis", int64_t{0});
  m.Output("last");
  m.Output("first");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "last/one_hot") == "OneHot");
  CHECK(TypeOf(g, "last/on_value") == "GatherV2");
  CHECK(OutShape(g, "last/on_value") == "[]");
  CHECK(OutShape(g, "last/one_hot") == "[2, 3, 10]");
  CHECK(g.node(g.FindNode("last/one_hot")).outputs[0].dtype == ge::DT_FLOAT);
  CHECK(OutShape(g, "first/one_hot") == "[10, 2, 3]");
}

TEST_CASE("OnnxExpansion: ReduceSum-13 without axes reduces every dim or passes through", "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3, 4});
  m.Int64s("axes", {1});
  m.Node("ReduceSum", {"x", "axes"}, {"some"}, "some");
  m.Node("ReduceSum", {"x"}, {"all"}, "all");
  SetAttr(m.Node("ReduceSum", {"x"}, {"none"}, "none"), "noop_with_empty_axes", int64_t{1});
  for (const char* out : {"some", "all", "none"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "some") == "ReduceSum");
  CHECK(OutShape(g, "some") == "[2, 1, 4]");
  CHECK(TypeOf(g, "all") == "ReduceSumD");
  CHECK(OutShape(g, "all") == "[1, 1, 1]");
  CHECK(TypeOf(g, "none") == "Identity");
  CHECK(OutShape(g, "none") == "[2, 3, 4]");
}

TEST_CASE("OnnxExpansion: Conv by its spatial dims: Conv2D, Conv3D, or Conv2D around a unit dim for 1-D",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x1", TensorProto::FLOAT, {2, 4, 10});
  m.Weight("w1", {6, 4, 3});
  onnx::NodeProto& c1 = m.Node("Conv", {"x1", "w1"}, {"y1"}, "conv1d");
  SetAttr(c1, "kernel_shape", std::vector<int64_t>{3});
  SetAttr(c1, "strides", std::vector<int64_t>{2});
  SetAttr(c1, "pads", std::vector<int64_t>{1, 1});
  m.Input("x3", TensorProto::FLOAT, {1, 2, 4, 8, 8});
  m.Weight("w3", {3, 2, 3, 3, 3});
  m.Weight("b3", {3});
  onnx::NodeProto& c3 = m.Node("Conv", {"x3", "w3", "b3"}, {"y3"}, "conv3d");
  SetAttr(c3, "kernel_shape", std::vector<int64_t>{3, 3, 3});
  SetAttr(c3, "pads", std::vector<int64_t>{0, 1, 1, 0, 1, 1});
  m.Output("y1");
  m.Output("y3");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "conv1d/x_2d") == "Unsqueeze");
  CHECK(TypeOf(g, "conv1d/filter_2d") == "Unsqueeze");
  CHECK(TypeOf(g, "conv1d/conv") == "Conv2D");
  CHECK(OutShape(g, "conv1d/conv") == "[2, 6, 1, 5]");  // (10 + 2 - 3) / 2 + 1
  CHECK(TypeOf(g, "conv1d/y_1d") == "Squeeze");
  CHECK(OutShape(g, "conv1d/y_1d") == "[2, 6, 5]");
  const Node& conv2d = g.node(g.FindNode("conv1d/conv"));
  CHECK(conv2d.FindAttr("strides")->GetListInt() == std::vector<int64_t>{1, 1, 1, 2});
  CHECK(conv2d.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1});
  REQUIRE(conv2d.input_formats.size() >= 2);  // the layout is declared, as for a 2-D Conv
  CHECK(conv2d.input_formats[0] == ge::FORMAT_NCHW);
  CHECK(TypeOf(g, "conv3d") == "Conv3D");  // one op: the node's name
  CHECK(OutShape(g, "conv3d") == "[1, 3, 2, 8, 8]");
  const Node& conv3d = g.node(g.FindNode("conv3d"));
  CHECK(conv3d.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1, 1, 1});
  REQUIRE(conv3d.inputs.size() >= 3);
  REQUIRE(conv3d.inputs[2].sources.size() == 1);
  CHECK(g.node(conv3d.inputs[2].sources[0].node).name == "b3");  // the bias
}

TEST_CASE("OnnxExpansion: Conv with auto_pad SAME keeps the mode and Conv2D / Conv3D pad to ceil(in / stride)",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 3, 7, 10});
  m.Weight("w", {8, 3, 3, 4});
  onnx::NodeProto& upper = m.Node("Conv", {"x", "w"}, {"y_upper"}, "upper");
  SetAttr(upper, "auto_pad", std::string("SAME_UPPER"));
  SetAttr(upper, "strides", std::vector<int64_t>{2, 3});
  onnx::NodeProto& lower = m.Node("Conv", {"x", "w"}, {"y_lower"}, "lower");
  SetAttr(lower, "auto_pad", std::string("SAME_LOWER"));
  onnx::NodeProto& valid = m.Node("Conv", {"x", "w"}, {"y_valid"}, "valid");
  SetAttr(valid, "auto_pad", std::string("VALID"));
  m.Input("x1", TensorProto::FLOAT, {2, 4, 9});
  m.Weight("w1", {6, 4, 4});
  onnx::NodeProto& c1 = m.Node("Conv", {"x1", "w1"}, {"y1"}, "conv1d");
  SetAttr(c1, "kernel_shape", std::vector<int64_t>{4});
  SetAttr(c1, "strides", std::vector<int64_t>{2});
  SetAttr(c1, "auto_pad", std::string("SAME_UPPER"));
  m.Input("x3", TensorProto::FLOAT, {1, 2, 5, 7, 10});
  m.Weight("w3", {4, 2, 2, 3, 4});
  onnx::NodeProto& c3 = m.Node("Conv", {"x3", "w3"}, {"y3"}, "conv3d");
  SetAttr(c3, "kernel_shape", std::vector<int64_t>{2, 3, 4});
  SetAttr(c3, "strides", std::vector<int64_t>{1, 2, 3});
  SetAttr(c3, "auto_pad", std::string("SAME_LOWER"));
  for (const char* y : {"y_upper", "y_lower", "y_valid", "y1", "y3"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "conv3d") == "Conv3D");
  CHECK(OutShape(g, "conv3d") == "[1, 4, 5, 4, 4]");  // ceil(5 / 1), ceil(7 / 2), ceil(10 / 3)
  CHECK(g.node(g.FindNode("conv3d")).FindAttr("auto_pad")->GetString() == "SAME_LOWER");
  CHECK(OutShape(g, "upper") == "[1, 8, 4, 4]");  // ceil(7 / 2), ceil(10 / 3)
  CHECK(g.node(g.FindNode("upper")).FindAttr("auto_pad")->GetString() == "SAME_UPPER");
  CHECK(OutShape(g, "lower") == "[1, 8, 7, 10]");
  CHECK(g.node(g.FindNode("lower")).FindAttr("auto_pad")->GetString() == "SAME_LOWER");
  CHECK(OutShape(g, "valid") == "[1, 8, 5, 7]");  // zero pads; VALID leaves no auto_pad behind
  CHECK(g.node(g.FindNode("valid")).FindAttr("auto_pad") == nullptr);
  CHECK(OutShape(g, "conv1d/conv") == "[2, 6, 1, 5]");  // ceil(9 / 2); the unit H axis gets no pads
  CHECK(OutShape(g, "conv1d/y_1d") == "[2, 6, 5]");
}

TEST_CASE("OnnxExpansion: ConvTranspose becomes Conv2DTranspose on the placeholder input_size, with ONNX's shapes",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 8, 5, 6});
  m.Weight("w", {8, 3, 3, 3});  // [C, M / group, kh, kw]
  m.Weight("b", {6});
  onnx::NodeProto& plain = m.Node("ConvTranspose", {"x", "w", "b"}, {"y_plain"}, "plain");
  SetAttr(plain, "strides", std::vector<int64_t>{2, 2});
  SetAttr(plain, "pads", std::vector<int64_t>{1, 0, 1, 0});
  SetAttr(plain, "output_padding", std::vector<int64_t>{1, 0});
  SetAttr(plain, "group", int64_t{2});
  onnx::NodeProto& same = m.Node("ConvTranspose", {"x", "w"}, {"y_same"}, "same");
  SetAttr(same, "strides", std::vector<int64_t>{2, 3});
  SetAttr(same, "auto_pad", std::string("SAME_UPPER"));
  onnx::NodeProto& shaped = m.Node("ConvTranspose", {"x", "w"}, {"y_shaped"}, "shaped");
  SetAttr(shaped, "strides", std::vector<int64_t>{2, 2});
  SetAttr(shaped, "output_shape", std::vector<int64_t>{10, 12});
  m.Input("x1", TensorProto::FLOAT, {1, 4, 7});
  m.Weight("w1", {4, 2, 3});
  onnx::NodeProto& c1 = m.Node("ConvTranspose", {"x1", "w1"}, {"y1"}, "deconv1d");
  SetAttr(c1, "kernel_shape", std::vector<int64_t>{3});
  SetAttr(c1, "strides", std::vector<int64_t>{2});
  for (const char* y : {"y_plain", "y_same", "y_shaped", "y1"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "plain/conv_transpose") == "Conv2DTranspose");
  CHECK(TypeOf(g, "plain/input_size") == "Const");
  // ONNX: stride * (in - 1) + output_padding + kernel - pads: 2 * 4 + 1 + 3 - 2, 2 * 5 + 0 + 3 - 0; M = 3 * group.
  CHECK(OutShape(g, "plain/conv_transpose") == "[2, 6, 10, 13]");
  const Node& deconv = g.node(g.FindNode("plain/conv_transpose"));
  CHECK(deconv.FindAttr("pads")->GetListInt() == std::vector<int64_t>{1, 1, 0, 0});
  CHECK(deconv.FindAttr("output_padding")->GetListInt() == std::vector<int64_t>{0, 0, 1, 0});
  CHECK(deconv.FindAttr("groups")->GetInt() == 2);
  CHECK(OutShape(g, "same/conv_transpose") == "[2, 3, 10, 18]");  // in * stride
  CHECK(g.node(g.FindNode("same/conv_transpose")).FindAttr("auto_pad")->GetString() == "SAME_UPPER");
  CHECK(OutShape(g, "shaped/conv_transpose") == "[2, 3, 10, 12]");
  CHECK(TypeOf(g, "deconv1d/x_2d") == "Unsqueeze");
  CHECK(OutShape(g, "deconv1d/conv_transpose") == "[1, 2, 1, 15]");  // 2 * 6 + 3
  CHECK(OutShape(g, "deconv1d/y_1d") == "[1, 2, 15]");
  // The whole pipeline too: float32 Conv2DTranspose gets its storage formats (NC1HWC0 x, FRACTAL_Z filter).
  ComputeGraph full = g;
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), full);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  CHECK(OutShape(full, "plain/conv_transpose") == "[2, 6, 10, 13]");
}

TEST_CASE("OnnxExpansion: a 3-D ConvTranspose becomes Conv3DTranspose on a five-zero input_size",
          "[core][onnx][expansion]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 4, 3, 5, 7});
  m.Weight("w", {4, 2, 2, 3, 3});  // [C, M / group, kd, kh, kw]
  m.Weight("b", {2});
  onnx::NodeProto& plain = m.Node("ConvTranspose", {"x", "w", "b"}, {"y_plain"}, "plain");
  SetAttr(plain, "kernel_shape", std::vector<int64_t>{2, 3, 3});
  SetAttr(plain, "strides", std::vector<int64_t>{2, 2, 1});
  SetAttr(plain, "pads", std::vector<int64_t>{0, 1, 0, 0, 1, 2});  // begins D, H, W, then ends
  SetAttr(plain, "output_padding", std::vector<int64_t>{1, 0, 0});
  onnx::NodeProto& same = m.Node("ConvTranspose", {"x", "w"}, {"y_same"}, "same");
  SetAttr(same, "kernel_shape", std::vector<int64_t>{2, 3, 3});
  SetAttr(same, "strides", std::vector<int64_t>{2, 2, 1});
  SetAttr(same, "auto_pad", std::string("SAME_LOWER"));
  onnx::NodeProto& shaped = m.Node("ConvTranspose", {"x", "w"}, {"y_shaped"}, "shaped");
  SetAttr(shaped, "kernel_shape", std::vector<int64_t>{2, 3, 3});
  SetAttr(shaped, "strides", std::vector<int64_t>{2, 2, 1});
  SetAttr(shaped, "output_shape", std::vector<int64_t>{1, 2, 6, 10, 8});  // N and C entries dropped
  for (const char* y : {"y_plain", "y_same", "y_shaped"}) m.Output(y);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "plain/conv_transpose") == "Conv3DTranspose");
  CHECK(TypeOf(g, "plain/input_size") == "Const");
  // stride * (in - 1) + output_padding + kernel - pads: 2 * 2 + 1 + 2, 2 * 4 + 3 - 2, 6 + 3 - 2.
  CHECK(OutShape(g, "plain/conv_transpose") == "[1, 2, 7, 9, 7]");
  const Node& deconv = g.node(g.FindNode("plain/conv_transpose"));
  CHECK(deconv.FindAttr("pads")->GetListInt() == std::vector<int64_t>{0, 0, 1, 1, 0, 2});
  CHECK(deconv.FindAttr("strides")->GetListInt() == std::vector<int64_t>{1, 1, 2, 2, 1});
  CHECK(deconv.FindAttr("output_padding")->GetListInt() == std::vector<int64_t>{0, 0, 1, 0, 0});
  CHECK(deconv.FindAttr("data_format")->GetString() == "NCDHW");
  REQUIRE(deconv.input_formats.size() >= 3);
  CHECK(deconv.input_formats[1] == ge::FORMAT_NCDHW);
  CHECK(OutShape(g, "same/conv_transpose") == "[1, 2, 6, 10, 7]");  // in * stride
  CHECK(OutShape(g, "shaped/conv_transpose") == "[1, 2, 6, 10, 8]");
  // The whole pipeline: NDC1HWC0 x and y, FRACTAL_Z_3D filter, and no error.
  ComputeGraph full = g;
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), full);
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) INFO(e.status.message());
  CHECK(report->errors.empty());
  const Node& stored = full.node(full.FindNode("plain/conv_transpose"));
  CHECK(stored.outputs[0].storage_format == ge::FORMAT_NDC1HWC0);
  CHECK(OutShape(full, "plain/conv_transpose") == "[1, 2, 7, 9, 7]");
}

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

TEST_CASE("OnnxExpansion: Shape with start and end slices the shape, and folds", "[core][onnx][expansion]") {
  OnnxModelBuilder m(15);
  m.Input("x", TensorProto::FLOAT, {2, 3, 4, 5});
  m.Node("Shape", {"x"}, {"all"}, "all");
  SetAttr(m.Node("Shape", {"x"}, {"tail"}, "tail"), "start", int64_t{1});
  onnx::NodeProto& mid = m.Node("Shape", {"x"}, {"mid"}, "mid");
  SetAttr(mid, "start", int64_t{-3});
  SetAttr(mid, "end", int64_t{-1});
  for (const char* out : {"all", "tail", "mid"}) m.Output(out);
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(TypeOf(g, "all") == "Shape");
  CHECK(OutValue(g, "all") == "[2, 3, 4, 5]");
  CHECK(TypeOf(g, "tail/slice") == "StridedSliceV2");
  CHECK(OutValue(g, "tail/slice") == "[3, 4, 5]");
  CHECK(OutValue(g, "mid/slice") == "[3, 4]");
  CHECK(g.node(g.FindNode("mid/slice")).outputs[0].dtype == ge::DT_INT64);
}

}  // namespace oppkit::test
