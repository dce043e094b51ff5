// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX import (oppkit/onnx/onnx_import.h) through the real built-in parser package of the build
// (build/opp/built-in/framework/onnx/libops_all_onnx_plugin.so), then whole-graph inference with the built-in ops:
// tiny models built with libonnx's protobuf classes, as exporters write them (weights given by their shape).
#include <catch2/catch.hpp>

#include <map>
#include <string>
#include <vector>

#include "../graph/graph_test_util.h"
#include "onnx_model_builder.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit::test {
namespace {

using onnx::TensorProto;

// Imports \p m with the built-in packages; REQUIREs a model-level success.
OnnxImport Import(const OnnxModelBuilder& m, OnnxImportOptions options = {}) {
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes(), options);
  REQUIRE(imported.ok());
  return std::move(imported).value();
}

// Imports and infers; REQUIREs both to succeed without errors.
ComputeGraph ImportAndInfer(const OnnxModelBuilder& m, GraphInferOptions infer = {}) {
  OnnxImport imported = Import(m);
  for (const GraphError& e : imported.errors) INFO(e.status.message());
  REQUIRE(imported.ok());
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported.graph, infer);
  if (!report.ok()) UNSCOPED_INFO(report.status().message());
  REQUIRE(report.ok());
  for (const GraphError& e : report->errors) UNSCOPED_INFO(e.status.message());
  CHECK(report->errors.empty());
  return std::move(imported.graph);
}

const Node& NodeNamed(const ComputeGraph& g, const std::string& name) {
  const NodeId id = g.FindNode(name);
  REQUIRE(id != kInvalidNodeId);
  return g.node(id);
}

// The attr \p name of node \p node (REQUIREd to exist: attrs equal to the op's default are not kept).
const AttrValue& AttrOf(const ComputeGraph& g, const std::string& node, const std::string& name) {
  const AttrValue* a = NodeNamed(g, node).FindAttr(name);
  INFO(node << "." << name);
  REQUIRE(a != nullptr);
  return *a;
}

std::string ErrorIds(const std::vector<GraphError>& errors) {
  std::string out;
  for (const GraphError& e : errors) out += std::string(out.empty() ? "" : " ") + e.status.id();
  return out;
}

}  // namespace

TEST_CASE("OnnxImport: a ResNet-style stem maps through the built-in parsers and infers exact shapes",
          "[core][onnx]") {
  OnnxModelBuilder m(13, "stem");
  m.Input("image", TensorProto::FLOAT, {1, 3, 224, 224});
  m.Weight("conv1.weight", {64, 3, 7, 7});
  for (const char* p : {"bn1.weight", "bn1.bias", "bn1.mean", "bn1.var"}) m.Weight(p, {64});
  m.Weight("down.weight", {128, 64, 1, 1});
  m.Weight("fc.weight", {10, 128});
  m.Weight("fc.bias", {10});
  onnx::NodeProto& conv = m.Node("Conv", {"image", "conv1.weight"}, {"c1"}, "conv1");
  SetAttr(conv, "kernel_shape", std::vector<int64_t>{7, 7});
  SetAttr(conv, "strides", std::vector<int64_t>{2, 2});
  SetAttr(conv, "pads", std::vector<int64_t>{3, 3, 3, 3});
  SetAttr(m.Node("BatchNormalization", {"c1", "bn1.weight", "bn1.bias", "bn1.mean", "bn1.var"}, {"b1"}, "bn1"),
          "epsilon", 1e-5f);
  m.Node("Relu", {"b1"}, {"r1"}, "relu1");
  onnx::NodeProto& pool = m.Node("MaxPool", {"r1"}, {"p1"}, "pool1");
  SetAttr(pool, "kernel_shape", std::vector<int64_t>{3, 3});
  SetAttr(pool, "strides", std::vector<int64_t>{2, 2});
  SetAttr(pool, "pads", std::vector<int64_t>{1, 1, 1, 1});
  onnx::NodeProto& down = m.Node("Conv", {"p1", "down.weight"}, {"d1"}, "down");
  SetAttr(down, "strides", std::vector<int64_t>{2, 2});
  m.Node("GlobalAveragePool", {"d1"}, {"g1"}, "gap");
  SetAttr(m.Node("Flatten", {"g1"}, {"f1"}, "flatten"), "axis", int64_t{1});
  SetAttr(m.Node("Gemm", {"f1", "fc.weight", "fc.bias"}, {"logits"}, "fc"), "transB", int64_t{1});
  m.Output("logits");

  const ComputeGraph g = ImportAndInfer(m);
  CHECK(NodeNamed(g, "conv1").type == "Conv2D");
  CHECK(AttrOf(g, "conv1", "pads").GetListInt() == std::vector<int64_t>{3, 3, 3, 3});
  CHECK(AttrOf(g, "conv1", "strides").GetListInt() == std::vector<int64_t>{1, 1, 2, 2});
  // As CANN's parser does, x, filter and y of a convolution are declared NCHW (the FormatRefiner's anchors).
  CHECK(NodeNamed(g, "conv1").input_formats == std::vector<ge::Format>{ge::FORMAT_NCHW, ge::FORMAT_NCHW});
  REQUIRE(!NodeNamed(g, "conv1").output_hints.empty());
  CHECK(NodeNamed(g, "conv1").output_hints[0].format == ge::FORMAT_NCHW);
  CHECK(NodeNamed(g, "relu1").input_formats.empty());
  CHECK(NodeNamed(g, "bn1").type == "BatchNorm");
  CHECK(NodeNamed(g, "pool1").type == "MaxPoolV3");
  CHECK(NodeNamed(g, "fc").type == "MatMulV2");
  CHECK(OutShape(g, "conv1") == "[1, 64, 112, 112]");
  CHECK(OutShape(g, "bn1") == "[1, 64, 112, 112]");
  CHECK(OutShape(g, "pool1") == "[1, 64, 56, 56]");
  CHECK(OutShape(g, "down") == "[1, 128, 28, 28]");
  CHECK(OutShape(g, "gap") == "[1, 128, 1, 1]");
  CHECK(OutShape(g, "flatten") == "[1, 128]");
  CHECK(OutShape(g, "fc") == "[1, 10]");
  // The dump names outputs by their ONNX value names; Data and Const nodes are named after their values.
  CHECK(NodeNamed(g, "conv1").outputs[0].name == "c1");
  CHECK(NodeNamed(g, "image").type == kDataNodeType);
  CHECK(NodeNamed(g, "image").outputs[0].name == "image");
  CHECK(NodeNamed(g, "fc.weight").type == kConstNodeType);
  CHECK_FALSE(NodeNamed(g, "fc.weight").tensor->value.has_value());  // float weights: shape only
  CHECK(NodeNamed(g, "NetOutput").inputs.size() == 1);
}

TEST_CASE("OnnxImport: MobileNetV2 blocks map Clip to ClipByValue and grouped convolutions keep their groups",
          "[core][onnx]") {
  OnnxModelBuilder m(13, "mbv2");
  m.Input("x", TensorProto::FLOAT, {-1, 32, 112, 112});
  m.Weight("dw.weight", {32, 1, 3, 3});
  m.Weight("pw.weight", {16, 32, 1, 1});
  m.Weight("zero", {}, TensorProto::FLOAT);
  m.Weight("six", {}, TensorProto::FLOAT);
  onnx::NodeProto& dw = m.Node("Conv", {"x", "dw.weight"}, {"dw_out"}, "dw");
  SetAttr(dw, "group", int64_t{32});
  SetAttr(dw, "kernel_shape", std::vector<int64_t>{3, 3});
  SetAttr(dw, "pads", std::vector<int64_t>{1, 1, 1, 1});
  m.Node("Clip", {"dw_out", "zero", "six"}, {"relu6"}, "clip");
  m.Node("Conv", {"relu6", "pw.weight"}, {"pw_out"}, "pw");
  m.Node("Add", {"pw_out", "pw_out"}, {"sum"}, "add");
  m.Output("sum");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(AttrOf(g, "dw", "groups").GetInt() == 32);
  CHECK(NodeNamed(g, "clip").type == "ClipByValue");
  CHECK(OutShape(g, "clip") == "[-1, 32, 112, 112]");  // the batch dim_param stays -1
  CHECK(OutShape(g, "add") == "[-1, 16, 112, 112]");
}

TEST_CASE("OnnxImport: an exported Shape-Gather-Unsqueeze-Concat-Reshape chain folds to an exact shape",
          "[core][onnx]") {
  // What torch.onnx writes for x.view(x.size(0), x.size(1), heads, -1) at opset 13.
  OnnxModelBuilder m(13, "heads");
  m.Input("x", TensorProto::FLOAT, {2, 10, 64});
  m.Int64s("zero", {0}, {});
  m.Int64s("one", {1}, {});
  m.Int64s("axes0", {0});
  m.Int64s("heads_minus", {8, -1});
  m.Node("Shape", {"x"}, {"shape"}, "shape");
  SetAttr(m.Node("Gather", {"shape", "zero"}, {"batch"}, "batch"), "axis", int64_t{0});
  SetAttr(m.Node("Gather", {"shape", "one"}, {"seq"}, "seq"), "axis", int64_t{0});
  m.Node("Unsqueeze", {"batch", "axes0"}, {"batch1"}, "batch1");
  m.Node("Unsqueeze", {"seq", "axes0"}, {"seq1"}, "seq1");
  SetAttr(m.Node("Concat", {"batch1", "seq1", "heads_minus"}, {"target"}, "target"), "axis", int64_t{0});
  m.Node("Reshape", {"x", "target"}, {"split"}, "split");
  SetAttr(m.Node("Transpose", {"split"}, {"heads_first"}, "transpose"), "perm", std::vector<int64_t>{0, 2, 1, 3});
  m.Node("MatMul", {"heads_first", "heads_first"}, {"scores"}, "scores");  // [2, 8, 10, 8] x [2, 8, 10, 8]: bad K
  m.Output("heads_first");
  OnnxImport imported = Import(m);
  REQUIRE(imported.ok());
  CHECK(NodeNamed(imported.graph, "batch").type == "GatherV2D");
  CHECK(NodeNamed(imported.graph, "batch1").type == "UnsqueezeV3");
  CHECK(NodeNamed(imported.graph, "target").type == "ConcatD");
  CHECK(NodeNamed(imported.graph, "target").inputs[0].sources.size() == 3);
  CHECK(NodeNamed(imported.graph, "transpose").type == "TransposeD");
  CHECK(NodeNamed(imported.graph, "zero").tensor->value.has_value());  // integer initializers keep their values
  Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported.graph);
  REQUIRE(report.ok());
  CHECK(OutValue(imported.graph, "target") == "[2, 10, 8, -1]");
  CHECK(OutShape(imported.graph, "split") == "[2, 10, 8, 8]");
  CHECK(OutShape(imported.graph, "transpose") == "[2, 8, 10, 8]");
  // The MatMul of the transposed tensor with itself has mismatched K: one error naming the node, the rest fine.
  REQUIRE(report->errors.size() == 1);
  CHECK(report->errors[0].node == "scores");
}

TEST_CASE("OnnxImport: slice bounds computed from Shape with integer Add, Div and Mul fold to exact slices",
          "[core][onnx]") {
  // nn.MultiheadAttention at opset 13: q, k, v = in_proj(x).split(E) becomes Slices whose bounds are
  // (Shape(x)[-1] + 0) / 3 * k.
  OnnxModelBuilder m(13, "qkv");
  m.Input("x", TensorProto::FLOAT, {10, 2, 192});
  m.Int64s("last", {-1}, {});
  m.Int64s("zero", {0}, {});
  m.Int64s("three", {3}, {});
  m.Int64s("two", {2}, {});
  m.Int64s("axis", {-1});
  m.Node("Shape", {"x"}, {"shape"}, "shape");
  SetAttr(m.Node("Gather", {"shape", "last"}, {"width"}, "width"), "axis", int64_t{0});
  m.Node("Add", {"width", "zero"}, {"width0"}, "add");
  m.Node("Div", {"width0", "three"}, {"third"}, "div");
  m.Node("Mul", {"third", "two"}, {"two_thirds"}, "mul");
  m.Node("Unsqueeze", {"third", "axis"}, {"start"}, "start");
  m.Node("Unsqueeze", {"two_thirds", "axis"}, {"end"}, "end");
  m.Node("Slice", {"x", "start", "end", "axis"}, {"k"}, "slice_k");
  m.Output("k");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(NodeNamed(g, "div").type == "RealDiv");
  CHECK(OutValue(g, "div") == "[64]");
  CHECK(OutValue(g, "end") == "[128]");
  CHECK(OutShape(g, "slice_k") == "[10, 2, 64]");
}

TEST_CASE("OnnxImport: Slice, Squeeze, ReduceMean, Softmax, Where and ConstantOfShape follow ONNX semantics",
          "[core][onnx]") {
  OnnxModelBuilder m(13, "misc");
  m.Input("x", TensorProto::FLOAT, {4, 1, 6, 8});
  m.Int64s("starts", {1, 0});
  m.Int64s("ends", {INT64_MAX, -2});
  m.Int64s("axes", {0, 3});
  m.Int64s("steps", {2, 1});
  m.Int64s("sq_axes", {1});
  m.Int64s("fill_dims", {2, 3});
  m.Node("Slice", {"x", "starts", "ends", "axes", "steps"}, {"sliced"}, "slice");
  m.Node("Squeeze", {"sliced", "sq_axes"}, {"squeezed"}, "squeeze");
  onnx::NodeProto& mean = m.Node("ReduceMean", {"squeezed"}, {"mean"}, "mean");
  SetAttr(mean, "axes", std::vector<int64_t>{-1});
  m.Node("Sub", {"squeezed", "mean"}, {"centered"}, "sub");
  SetAttr(m.Node("Softmax", {"centered"}, {"probs"}, "softmax"), "axis", int64_t{1});
  m.Node("Shape", {"probs"}, {"probs_shape"}, "probs_shape");
  onnx::NodeProto& fill = m.Node("ConstantOfShape", {"fill_dims"}, {"ones"}, "ones");
  SetTensorAttr(fill, "value", TensorProto::INT64, {1}, {1});
  m.Node("Equal", {"probs", "probs"}, {"mask"}, "mask");
  m.Node("Where", {"mask", "probs", "centered"}, {"picked"}, "where");
  SetAttr(m.Node("Cast", {"picked"}, {"halves"}, "cast"), "to", int64_t{TensorProto::FLOAT16});
  m.Output("halves");
  m.Output("ones");
  m.Output("probs_shape");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(NodeNamed(g, "slice").type == "StridedSliceV2");
  CHECK(OutShape(g, "slice") == "[2, 1, 6, 6]");   // rows 1 and 3; the last dim without its last two
  CHECK(NodeNamed(g, "squeeze").type == "SqueezeV3");
  CHECK(OutShape(g, "squeeze") == "[2, 6, 6]");
  CHECK(NodeNamed(g, "mean").type == "ReduceMeanD");
  CHECK(OutShape(g, "mean") == "[2, 6, 1]");       // keepdims defaults to 1
  CHECK(AttrOf(g, "softmax", "axes").GetListInt() == std::vector<int64_t>{1});
  CHECK(NodeNamed(g, "mean").FindAttr("noop_with_empty_axes") == nullptr);  // equal to ReduceMeanD's default
  CHECK(OutValue(g, "probs_shape") == "[2, 6, 6]");
  CHECK(NodeNamed(g, "ones").type == "FillV2");
  CHECK(NodeNamed(g, "ones").outputs[0].dtype == ge::DT_INT64);  // from the value tensor's element type
  CHECK(OutValue(g, "ones") == "[1, 1, 1, 1, 1, 1]");
  CHECK(NodeNamed(g, "where").type == "SelectV2");
  CHECK(NodeNamed(g, "cast").outputs[0].dtype == ge::DT_FLOAT16);
}

TEST_CASE("OnnxImport: opsets resolve to the registration of the definition in force, and the rest is reported",
          "[core][onnx]") {
  SECTION("opset 11 Squeeze takes its axes as an attribute") {
    OnnxModelBuilder m(11);
    m.Input("x", TensorProto::FLOAT, {3, 1, 5});
    SetAttr(m.Node("Squeeze", {"x"}, {"y"}, "sq"), "axes", std::vector<int64_t>{1});
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    CHECK(NodeNamed(g, "sq").type == "Squeeze");
    CHECK(OutShape(g, "sq") == "[3, 5]");
  }
  SECTION("opsets 18 to 21 use the newest registration whose definition is still in force") {
    for (const int64_t opset : {18, 19, 20, 21}) {
      OnnxModelBuilder m(opset);
      m.Input("x", TensorProto::FLOAT, {3, 1, 5});
      m.Node("Relu", {"x"}, {"r"}, "act");          // revised last at 14
      m.Int64s("axes", {1});
      m.Node("Squeeze", {"r", "axes"}, {"y"}, "sq");  // revised at 21 in its element types only
      m.Output("y");
      INFO("opset " << opset);
      const ComputeGraph g = ImportAndInfer(m);
      CHECK(NodeNamed(g, "act").type == "Relu");
      CHECK(OutShape(g, "sq") == "[3, 5]");
    }
  }
  SECTION("an op ONNX revised after the newest registration is refused, and the error says why") {
    OnnxModelBuilder m(18);
    m.Input("x", TensorProto::FLOAT, {3, 4});
    m.Int64s("axes", {1});
    m.Node("ReduceMean", {"x", "axes"}, {"y"}, "mean");  // axes became an input at 18
    m.Output("y");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK(imported.errors[0].node == "mean");
    CHECK(imported.errors[0].op_type == "ReduceMean");
    CHECK_THAT(imported.errors[0].status.message(),
               Catch::StartsWith("[onnx.unmapped_op] node 'mean' (ReduceMean): no parser of the loaded packages maps "
                                 "'ai.onnx::18::ReduceMean'") &&
                   Catch::Contains("opsets 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17 of ai.onnx::ReduceMean; the "
                                   "definition in force at opset 18 dates from opset 18)"));
    REQUIRE(imported.opset_imports.size() == 1);
    CHECK(imported.opset_imports[0].second == 18);
  }
  SECTION("beyond the newest opset oppkit knows, only exact registrations map") {
    OnnxModelBuilder m(22);
    m.Input("x", TensorProto::FLOAT, {3});
    m.Node("Relu", {"x"}, {"y"}, "act");
    m.Output("y");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK_THAT(imported.errors[0].status.message(),
               Catch::EndsWith("; oppkit knows ONNX's op revisions up to opset 21 only)"));
  }
}

TEST_CASE("OnnxImport: a node of a vendor domain maps onto the loaded op of its name without a parser",
          "[core][onnx]") {
  OnnxModelBuilder m(13);
  m.Opset("com.vendor", 1);
  m.Input("x", TensorProto::FLOAT, {2, 3, 4});
  m.Int64s("shape", {6, 4});
  onnx::NodeProto& reshape = m.Node("Reshape", {"x", "shape"}, {"y"}, "vendor_reshape");
  reshape.set_domain("com.vendor");
  SetAttr(reshape, "axis", int64_t{0});  // an attr of GE's Reshape
  SetAttr(reshape, "unrelated", int64_t{7});  // not the op's: dropped
  onnx::NodeProto& mystery = m.Node("NoSuchOp", {"x"}, {"z"}, "mystery");
  mystery.set_domain("com.vendor");
  m.Output("y");
  m.Output("z");
  const OnnxImport imported = Import(m);
  REQUIRE(imported.errors.size() == 1);
  CHECK(imported.errors[0].node == "mystery");
  CHECK_THAT(imported.errors[0].status.message(),
             Catch::Contains("no parser of the loaded packages maps 'com.vendor::1::NoSuchOp' and no loaded package "
                             "has an op 'NoSuchOp' to map it onto directly"));
  const Node& n = NodeNamed(imported.graph, "vendor_reshape");
  CHECK(n.type == "Reshape");
  CHECK(n.FindAttr("unrelated") == nullptr);

  OnnxModelBuilder ok(13);
  ok.Opset("com.vendor", 1);
  ok.Input("x", TensorProto::FLOAT, {2, 3, 4});
  ok.Int64s("shape", {6, 4});
  ok.Node("Reshape", {"x", "shape"}, {"y"}, "vendor_reshape").set_domain("com.vendor");
  ok.Output("y");
  const ComputeGraph g = ImportAndInfer(ok);
  CHECK(OutShape(g, "vendor_reshape") == "[6, 4]");
}

TEST_CASE("OnnxImport: unmapped ops are one error each, or opaque nodes with unknown outputs when kept",
          "[core][onnx]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Node("Relu", {"x"}, {"a"}, "relu");
  m.Node("Celu", {"a"}, {"b"}, "mystery");  // no built-in op maps Celu
  m.Node("Neg", {"b"}, {"c"}, "after");
  m.Node("HardMax", {"x"}, {"d"}, "other");  // a second unmapped op
  m.Node("Abs", {"x"}, {"e"}, "side");
  m.Output("c");
  m.Output("d");
  m.Output("e");
  SECTION("by default the import fails, naming every unmapped node once") {
    const OnnxImport imported = Import(m);
    CHECK_FALSE(imported.ok());
    CHECK(ErrorIds(imported.errors) == "onnx.unmapped_op onnx.unmapped_op");
    CHECK(imported.errors[0].node == "mystery");
    CHECK(imported.errors[0].op_type == "Celu");
    CHECK(imported.errors[1].node == "other");
  }
  SECTION("with keep_unmapped they become opaque nodes: their outputs and what depends on them stay unknown") {
    OnnxImportOptions options;
    options.keep_unmapped = true;
    OnnxImport imported = Import(m, options);
    REQUIRE(imported.ok());
    REQUIRE(imported.kept_unmapped.size() == 2);
    CHECK(imported.kept_unmapped[0].status.id() == std::string("onnx.unmapped_op"));
    const Node& opaque = NodeNamed(imported.graph, "mystery");
    CHECK(opaque.type == "ai.onnx::13::Celu");
    CHECK(opaque.output_names == std::vector<std::string>{"b"});
    Result<GraphInferReport> report = InferShapes(BuiltInOps(), imported.graph);
    REQUIRE(report.ok());
    CHECK(NodeNamed(imported.graph, "mystery").state == NodeState::kFailed);
    CHECK(NodeNamed(imported.graph, "after").state == NodeState::kSkipped);
    CHECK(OutShape(imported.graph, "side") == "[2, 3]");
    CHECK(report->errors.size() == 2);
  }
}

TEST_CASE("OnnxImport: nodes the parsers cannot map are refused with the reason", "[core][onnx]") {
  SECTION("a parser refusing an attribute: onnx.parser_failed with the parser's message") {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {2, 5});
    SetAttr(m.Node("ArgMax", {"x"}, {"y"}, "last_argmax"), "select_last_index", int64_t{1});
    m.Output("y");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK(imported.errors[0].node == "last_argmax");
    CHECK(imported.errors[0].op_type == "ArgMax");  // the ONNX type; the message names the origin op type
    CHECK(imported.errors[0].cause == ErrorCode::kOnnxParserFailed);
    CHECK_THAT(imported.errors[0].status.message(),
               Catch::StartsWith("[onnx.parser_failed] node 'last_argmax' (ai.onnx::13::ArgMax -> ArgMaxV2), parser "
                                 "'built-in'") &&
                   Catch::Contains("select_last_index 1 is not supported"));
  }
  SECTION("a required GE input the node omits: onnx.bad_mapping") {
    OnnxModelBuilder m(13);
    m.Input("c", TensorProto::BOOL, {4});
    m.Input("x", TensorProto::FLOAT, {4});
    m.Node("Where", {"c", "x"}, {"y"}, "where_without_else");
    m.Output("y");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK_THAT(imported.errors[0].status.message(),
               Catch::StartsWith("[onnx.bad_mapping] node 'where_without_else' (ai.onnx::13::Where)") &&
                   Catch::Contains("required input 2 ('else') of SelectV2 is not given"));
  }
  SECTION("Scan: onnx.unsupported") {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {3, 2});
    onnx::NodeProto& scan = m.Node("Scan", {"x"}, {"y"}, "scan");
    onnx::AttributeProto* g = scan.add_attribute();
    g->set_name("body");
    g->set_type(onnx::AttributeProto::GRAPH);
    g->mutable_g()->set_name("body");
    SetAttr(scan, "num_scan_inputs", int64_t{1});
    m.Output("y");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK_THAT(imported.errors[0].status.message(), Catch::StartsWith("[onnx.unsupported] node 'scan'"));
  }
  SECTION("an If without its else_branch: onnx.bad_model") {
    OnnxModelBuilder m(13);
    m.Input("cond", TensorProto::BOOL, {});
    onnx::NodeProto& branch = m.Node("If", {"cond"}, {"y"}, "branch");
    onnx::AttributeProto* g = branch.add_attribute();
    g->set_name("then_branch");
    g->set_type(onnx::AttributeProto::GRAPH);
    g->mutable_g()->set_name("then");
    m.Output("y");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK_THAT(imported.errors[0].status.message(),
               Catch::StartsWith("[onnx.bad_model] node 'branch'") && Catch::Contains("else_branch"));
  }
  SECTION("an output of the ONNX node that the GE op does not have, used by another node") {
    OnnxModelBuilder m(13);
    m.Input("x", TensorProto::FLOAT, {1, 1, 4, 4});
    SetAttr(m.Node("MaxPool", {"x"}, {"y", "indices"}, "pool"), "kernel_shape", std::vector<int64_t>{2, 2});
    m.Node("Identity", {"indices"}, {"z"}, "use");
    m.Output("z");
    const OnnxImport imported = Import(m);
    REQUIRE(imported.errors.size() == 1);
    CHECK(imported.errors[0].node == "use");
    CHECK_THAT(imported.errors[0].status.message(),
               Catch::Contains("output 1 of node 'pool' (ai.onnx::13::MaxPool), which its expansion does not have"));
  }
}

namespace {

// A graph attribute \p name of \p node, to fill in: nodes with their value names, outputs by name.
onnx::GraphProto& GraphAttr(onnx::NodeProto& node, const std::string& name) {
  onnx::AttributeProto* a = node.add_attribute();
  a->set_name(name);
  a->set_type(onnx::AttributeProto::GRAPH);
  a->mutable_g()->set_name(name);
  return *a->mutable_g();
}

onnx::NodeProto& BranchNode(onnx::GraphProto& g, const std::string& op, const std::vector<std::string>& inputs,
                            const std::string& output, const std::string& name) {
  onnx::NodeProto* n = g.add_node();
  n->set_op_type(op);
  n->set_name(name);
  for (const std::string& in : inputs) n->add_input(in);
  n->add_output(output);
  return *n;
}

void BranchOutput(onnx::GraphProto& g, const std::string& value) { g.add_output()->set_name(value); }

}  // namespace

TEST_CASE("OnnxImport: an If becomes GE's If with its branches as subgraphs, capturing outer values",
          "[core][onnx][if]") {
  OnnxModelBuilder m(13, "branchy");
  m.Input("cond", TensorProto::BOOL, {});
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Input("z", TensorProto::FLOAT, {2, 3});
  onnx::NodeProto& if_node = m.Node("If", {"cond"}, {"y"}, "choose");
  onnx::GraphProto& then_g = GraphAttr(if_node, "then_branch");
  BranchNode(then_g, "Relu", {"x"}, "then_out", "relu");
  BranchOutput(then_g, "then_out");
  onnx::GraphProto& else_g = GraphAttr(if_node, "else_branch");
  SetAttr(BranchNode(else_g, "Transpose", {"z"}, "else_t", "transpose"), "perm", std::vector<int64_t>{1, 0});
  SetAttr(BranchNode(else_g, "Transpose", {"else_t"}, "else_out", "back"), "perm", std::vector<int64_t>{1, 0});
  BranchOutput(else_g, "else_out");
  m.Node("Add", {"y", "x"}, {"sum"}, "after");
  m.Output("sum");
  const ComputeGraph g = ImportAndInfer(m);
  const Node& choose = NodeNamed(g, "choose");
  CHECK(choose.type == "If");
  REQUIRE(choose.subgraphs.size() == 2);
  CHECK(choose.subgraphs[0].name() == "choose_then_branch");
  // cond, then the captured values in first-use order: x (then_branch), z (else_branch).
  REQUIRE(choose.inputs.size() == 2);
  CHECK(g.node(choose.inputs[0].sources[0].node).name == "cond");
  REQUIRE(choose.inputs[1].sources.size() == 2);
  CHECK(g.node(choose.inputs[1].sources[0].node).name == "x");
  CHECK(g.node(choose.inputs[1].sources[1].node).name == "z");
  const ComputeGraph& then_sub = choose.subgraphs[0];
  REQUIRE(then_sub.FindNode("x") != kInvalidNodeId);  // named after the value it captures
  const Node& x_data = then_sub.node(then_sub.FindNode("x"));
  CHECK(x_data.type == kDataNodeType);
  CHECK(ParentInputIndex(x_data) == 1);
  const ComputeGraph& else_sub = choose.subgraphs[1];
  CHECK(ParentInputIndex(else_sub.node(else_sub.FindNode("z"))) == 2);
  CHECK(OutShape(then_sub, "relu") == "[2, 3]");
  CHECK(OutShape(else_sub, "back") == "[2, 3]");
  CHECK(OutShape(g, "choose") == "[2, 3]");  // both branches agree
  CHECK(OutShape(g, "after") == "[2, 3]");
}

TEST_CASE("OnnxImport: If branches of different shapes merge, and nested Ifs capture through their parent",
          "[core][onnx][if]") {
  OnnxModelBuilder m(13);
  m.Input("cond", TensorProto::BOOL, {});
  m.Input("x", TensorProto::FLOAT, {2, 3});
  onnx::NodeProto& outer = m.Node("If", {"cond"}, {"y"}, "outer");
  onnx::GraphProto& then_g = GraphAttr(outer, "then_branch");
  // then_branch: an inner If on the same cond whose branches read x (two levels up) and transpose it or not.
  onnx::NodeProto& inner = BranchNode(then_g, "If", {"cond"}, "inner_out", "inner");
  onnx::GraphProto& inner_then = GraphAttr(inner, "then_branch");
  BranchNode(inner_then, "Relu", {"x"}, "a", "relu");
  BranchOutput(inner_then, "a");
  onnx::GraphProto& inner_else = GraphAttr(inner, "else_branch");
  SetAttr(BranchNode(inner_else, "Transpose", {"x"}, "b", "t"), "perm", std::vector<int64_t>{1, 0});
  BranchOutput(inner_else, "b");
  BranchOutput(then_g, "inner_out");
  onnx::GraphProto& else_g = GraphAttr(outer, "else_branch");
  BranchNode(else_g, "Sigmoid", {"x"}, "c", "sig");
  BranchOutput(else_g, "c");
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  const Node& outer_node = NodeNamed(g, "outer");
  REQUIRE(outer_node.inputs.size() == 2);
  REQUIRE(outer_node.inputs[1].sources.size() == 2);  // cond and x, captured by the then_branch for its inner If
  CHECK(g.node(outer_node.inputs[1].sources[0].node).name == "cond");
  CHECK(g.node(outer_node.inputs[1].sources[1].node).name == "x");
  const ComputeGraph& then_sub = outer_node.subgraphs[0];
  const Node& inner_node = then_sub.node(then_sub.FindNode("inner"));
  CHECK(inner_node.type == "If");
  CHECK(OutShape(then_sub, "inner") == "[-1, -1]");  // [2, 3] against [3, 2]: same rank, other dims
  CHECK(OutShape(g, "outer") == "[-1, -1]");
}

TEST_CASE("OnnxImport: an error inside an If branch names the branch and fails the If quietly", "[core][onnx][if]") {
  OnnxModelBuilder m(13);
  m.Input("cond", TensorProto::BOOL, {});
  m.Input("x", TensorProto::FLOAT, {4});
  onnx::NodeProto& if_node = m.Node("If", {"cond"}, {"y"}, "pick");
  onnx::GraphProto& then_g = GraphAttr(if_node, "then_branch");
  BranchNode(then_g, "Relu", {"x"}, "ok", "relu");
  BranchOutput(then_g, "ok");
  onnx::GraphProto& else_g = GraphAttr(if_node, "else_branch");
  BranchNode(else_g, "NoSuchOnnxOp", {"x"}, "bad", "mystery");
  BranchOutput(else_g, "bad");
  m.Node("Relu", {"y"}, {"z"}, "after");
  m.Output("z");
  const OnnxImport imported = Import(m);
  REQUIRE(imported.errors.size() == 1);  // the If and its consumer stay quiet
  CHECK(imported.errors[0].node == "pick/else_branch/mystery");
  CHECK(imported.errors[0].cause == ErrorCode::kOnnxUnmappedOp);
  CHECK_THAT(imported.errors[0].status.message(),
             Catch::StartsWith("[onnx.unmapped_op] subgraph 'else_branch' of node 'pick': node 'mystery'"));
}

namespace {

void BranchInput(onnx::GraphProto& g, const std::string& value) { g.add_input()->set_name(value); }

}  // namespace

TEST_CASE("OnnxImport: a Loop becomes a While counting its trips, with the body's captures as loop variables",
          "[core][onnx][loop]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Input("v0", TensorProto::FLOAT, {2, 3});
  m.Int64s("trips", {5}, {});
  onnx::NodeProto& loop = m.Node("Loop", {"trips", "", "v0"}, {"v_final"}, "accumulate");
  onnx::GraphProto& body = GraphAttr(loop, "body");
  BranchInput(body, "i");
  BranchInput(body, "c_in");
  BranchInput(body, "v_in");
  BranchNode(body, "Identity", {"c_in"}, "c_out", "keep_going");
  BranchNode(body, "Add", {"v_in", "x"}, "v_out", "add_x");  // x: captured from the model
  BranchOutput(body, "c_out");
  BranchOutput(body, "v_out");
  m.Node("Relu", {"v_final"}, {"y"}, "after");
  m.Output("y");
  const ComputeGraph g = ImportAndInfer(m);
  const Node& w = NodeNamed(g, "accumulate");
  CHECK(w.type == "While");
  REQUIRE(w.subgraphs.size() == 2);
  CHECK(w.subgraphs[0].name() == "accumulate_cond");
  CHECK(w.subgraphs[1].name() == "accumulate_body");
  // Loop variables: iteration, trip limit, cond (no cond given: a true Const), v0, then x.
  REQUIRE(w.inputs.size() == 1);
  REQUIRE(w.inputs[0].sources.size() == 5);
  CHECK(g.node(w.inputs[0].sources[0].node).name == "accumulate/iteration");
  CHECK(g.node(w.inputs[0].sources[1].node).name == "trips");
  CHECK(g.node(w.inputs[0].sources[2].node).name == "accumulate/no_cond");
  CHECK(g.node(w.inputs[0].sources[3].node).name == "v0");
  CHECK(g.node(w.inputs[0].sources[4].node).name == "x");
  CHECK(w.output_names[3] == "v_final");
  CHECK(OutShape(g, "accumulate", 3) == "[2, 3]");
  CHECK(OutShape(g, "after") == "[2, 3]");
  const ComputeGraph& b = w.subgraphs[1];
  CHECK(ParentInputIndex(b.node(b.FindNode("x"))) == 4);
  CHECK(ParentInputIndex(b.node(b.FindNode("v_in"))) == 3);
  CHECK(b.node(b.FindNode("next_iteration")).type == "Add");
}

TEST_CASE("OnnxImport: a Loop whose carried value grows converges to an unknown dim, and scan outputs are refused",
          "[core][onnx][loop]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {1, 3});
  m.Input("go", TensorProto::BOOL, {});
  onnx::NodeProto& loop = m.Node("Loop", {"", "go", "x"}, {"rows"}, "grow");
  onnx::GraphProto& body = GraphAttr(loop, "body");
  BranchInput(body, "i");
  BranchInput(body, "c_in");
  BranchInput(body, "acc");
  BranchNode(body, "Identity", {"c_in"}, "c_out", "again");
  SetAttr(BranchNode(body, "Concat", {"acc", "x"}, "acc_out", "append"), "axis", int64_t{0});
  BranchOutput(body, "c_out");
  BranchOutput(body, "acc_out");
  m.Output("rows");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(OutShape(g, "grow", 3) == "[-1, 3]");
  CHECK(g.node(NodeNamed(g, "grow").inputs[0].sources[1].node).name == "grow/no_trip_limit");

  SECTION("a body with scan outputs") {
    OnnxModelBuilder scan(13);
    scan.Input("x", TensorProto::FLOAT, {3});
    scan.Int64s("n", {4}, {});
    onnx::NodeProto& l = scan.Node("Loop", {"n", "", "x"}, {"last", "stacked"}, "scan");
    onnx::GraphProto& sb = GraphAttr(l, "body");
    BranchInput(sb, "i");
    BranchInput(sb, "c");
    BranchInput(sb, "v");
    BranchNode(sb, "Identity", {"c"}, "c2", "c2");
    BranchNode(sb, "Relu", {"v"}, "v2", "v2");
    BranchNode(sb, "Identity", {"v2"}, "s", "s");
    BranchOutput(sb, "c2");
    BranchOutput(sb, "v2");
    BranchOutput(sb, "s");
    scan.Output("last");
    const OnnxImport imported = Import(scan);
    REQUIRE(imported.errors.size() == 1);
    CHECK(imported.errors[0].cause == ErrorCode::kOnnxUnsupported);
    CHECK_THAT(imported.errors[0].status.message(), Catch::Contains("1 scan output(s)"));
  }
}

TEST_CASE("OnnxImport: malformed models fail as a whole with onnx.bad_model or io.error", "[core][onnx]") {
  CHECK(ImportOnnxModel(BuiltInOps(), "definitely not protobuf\xff\xff").status().id() ==
        std::string("onnx.bad_model"));
  OnnxModelBuilder no_outputs(13);
  no_outputs.Input("x", TensorProto::FLOAT, {1});
  CHECK_THAT(ImportOnnxModel(BuiltInOps(), no_outputs.Bytes()).status().message(),
             Catch::StartsWith("[onnx.bad_model] ONNX model: graph 'test_graph' has no outputs"));
  OnnxModelBuilder no_opset(13);
  no_opset.model().clear_opset_import();
  no_opset.Input("x", TensorProto::FLOAT, {1});
  no_opset.Output("x");
  CHECK(ImportOnnxModel(BuiltInOps(), no_opset.Bytes()).status().id() == std::string("onnx.bad_model"));
  OnnxModelBuilder dangling(13);
  dangling.Input("x", TensorProto::FLOAT, {1});
  dangling.Node("Relu", {"nowhere"}, {"y"}, "r");
  dangling.Output("y");
  const OnnxImport imported = Import(dangling);
  REQUIRE(imported.errors.size() == 1);
  CHECK_THAT(imported.errors[0].status.message(),
             Catch::Contains("input 'nowhere' is produced by no node, initializer or graph input"));
  CHECK(LoadOnnxFile(BuiltInOps(), "/nonexistent/model.onnx").status().id() == std::string("io.error"));
  // A negative dim_value is no dim (unknown is a dim_param or no value), not -1.
  OnnxModelBuilder negative(13);
  negative.Input("x", TensorProto::FLOAT, {2, 3});
  negative.model().mutable_graph()->mutable_input(0)->mutable_type()->mutable_tensor_type()->mutable_shape()->mutable_dim(
      1)->set_dim_value(-5);
  negative.Output("x");
  CHECK(ImportOnnxModel(BuiltInOps(), negative.Bytes()).status().message() ==
        "[onnx.bad_model] ONNX model: graph input 'x': dim 1 has dim_value -5 (a dim is at least 0)");
}

TEST_CASE("OnnxImport: integer and floating values are kept up to their limits", "[core][onnx]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Int64s("small", {1, 2, 3});
  m.Int64s("big", std::vector<int64_t>(20, 7));
  onnx::TensorProto* f = m.model().mutable_graph()->add_initializer();
  f->set_name("floats");
  f->set_data_type(TensorProto::FLOAT);
  f->add_dims(2);
  f->add_float_data(1.0f);
  f->add_float_data(2.0f);
  m.Node("Identity", {"small"}, {"a"}, "ia");
  m.Node("Identity", {"big"}, {"b"}, "ib");
  m.Floats("many_floats", std::vector<float>(17, 0.5f));
  m.Node("Identity", {"floats"}, {"c"}, "ic");
  m.Node("Identity", {"many_floats"}, {"d"}, "id");
  m.Output("a");
  m.Output("b");
  m.Output("c");
  m.Output("d");
  OnnxImportOptions options;
  options.max_value_elements = 10;  // max_float_value_elements stays 16
  const OnnxImport imported = Import(m, options);
  REQUIRE(imported.ok());
  CHECK(NodeNamed(imported.graph, "small").tensor->value.has_value());
  CHECK_FALSE(NodeNamed(imported.graph, "big").tensor->value.has_value());
  CHECK(NodeNamed(imported.graph, "big").tensor->shape == std::vector<int64_t>{20});
  REQUIRE(NodeNamed(imported.graph, "floats").tensor->value.has_value());
  CHECK(NodeNamed(imported.graph, "floats").tensor->value->size() == 2 * sizeof(float));
  CHECK(NodeNamed(imported.graph, "floats").tensor->dtype == ge::DT_FLOAT);
  CHECK_FALSE(NodeNamed(imported.graph, "many_floats").tensor->value.has_value());
  options.max_float_value_elements = 0;
  const OnnxImport no_floats = Import(m, options);
  CHECK_FALSE(NodeNamed(no_floats.graph, "floats").tensor->value.has_value());
}

TEST_CASE("OnnxImport: a graph input that is also an initializer is the constant, with a warning", "[core][onnx]") {
  OnnxModelBuilder m(13);
  m.Input("x", TensorProto::FLOAT, {2, 3});
  m.Int64s("shape", {3, 2});
  m.Input("shape", TensorProto::INT64, {2});  // listed as an input too, as IR version 3 requires
  m.Node("Reshape", {"x", "shape"}, {"y"}, "reshape");
  m.Output("y");
  const OnnxImport imported = Import(m);
  REQUIRE(imported.ok());
  REQUIRE(imported.warnings.size() == 1);
  CHECK(imported.warnings[0] ==
        "ONNX model: graph input 'shape' is also an initializer: inferred with the initializer's value and shape, "
        "which a run that feeds this input may not have");
  CHECK(NodeNamed(imported.graph, "shape").type == "Const");
  CHECK(Import(OnnxModelBuilder(13).Input("x", TensorProto::FLOAT, {1}).Output("x")).warnings.empty());
}

TEST_CASE("AnnotateOnnxModel: inferred dtypes and shapes become the model's value_info, symbols dim_params",
          "[core][onnx][annotate]") {
  OnnxModelBuilder m(13, "annotate");
  m.Input("x", TensorProto::FLOAT, {-1, 3, 8, 8});
  m.model().mutable_graph()->mutable_input(0)->mutable_type()->mutable_tensor_type()->mutable_shape()->mutable_dim(0)
      ->set_dim_param("batch");
  m.Weight("w", {4, 3, 3, 3});
  SetAttr(m.Node("Conv", {"x", "w"}, {"c"}, "conv"), "pads", std::vector<int64_t>{1, 1, 1, 1});
  m.Node("Relu", {"c"}, {"r"}, "relu");
  m.Node("Shape", {"r"}, {"s"}, "shape");
  m.Output("r");
  m.Output("s");
  // A stale entry of the model's own for "c" is replaced, not kept beside the inferred one.
  onnx::ValueInfoProto* stale = m.model().mutable_graph()->add_value_info();
  stale->set_name("c");
  stale->mutable_type()->mutable_tensor_type()->set_elem_type(TensorProto::INT8);
  // Outputs declared without a shape get the inferred one.
  m.model().mutable_graph()->mutable_output(0)->mutable_type()->mutable_tensor_type()->clear_shape();

  const std::string bytes = m.Bytes();
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), bytes);
  REQUIRE(imported.ok());
  REQUIRE(imported->ok());
  GraphInferOptions options;
  options.symbolic = true;
  REQUIRE(InferGraph(BuiltInOps(), imported->graph, options).ok());
  Result<OnnxAnnotation> annotated = AnnotateOnnxModel(bytes, imported->graph);
  REQUIRE(annotated.ok());

  onnx::ModelProto back;
  REQUIRE(back.ParseFromString(annotated->bytes));
  std::map<std::string, std::string> types;  // value -> "elem_type:dims" (a dim as its value or its param)
  const auto describe = [](const onnx::TypeProto& type) {
    std::string text = std::to_string(type.tensor_type().elem_type()) + ":";
    for (const auto& dim : type.tensor_type().shape().dim()) {
      text += (dim.has_dim_param() ? dim.dim_param() : std::to_string(dim.dim_value())) + ",";
    }
    return text;
  };
  for (const onnx::ValueInfoProto& value : back.graph().value_info()) {
    CHECK(types.emplace(value.name(), describe(value.type())).second);  // one entry per value
  }
  CHECK(types == std::map<std::string, std::string>{{"c", "1:batch,4,8,8,"}});
  // Outputs declared without a shape get the inferred one: r from Relu, s from Shape (int64, one dim per rank).
  CHECK(describe(back.graph().output(0).type()) == "1:batch,4,8,8,");
  CHECK(describe(back.graph().output(1).type()) == "7:4,");
  CHECK(annotated->values == 3);
  // The rest of the model is the model: nodes, initializers, inputs.
  CHECK(back.graph().node_size() == 3);
  CHECK(back.graph().initializer_size() == 1);
  CHECK(back.graph().input(0).type().tensor_type().shape().dim(0).dim_param() == "batch");

  CHECK(AnnotateOnnxModel("not a model", imported->graph).status().code() == ErrorCode::kOnnxBadModel);
}

}  // namespace oppkit::test
