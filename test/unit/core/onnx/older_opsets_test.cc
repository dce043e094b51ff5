// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Models of opsets 7 to 10 through the real parser package of the build (Note [Older opsets] in
// oplibs/common/onnx_parsing.h): definitions still in force at 11 resolve to its registrations, revised ones whose
// parser reads them alike are registered from their older opsets, and the forms whose attributes became inputs, and
// Upsample, have expansions of their own.
#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "onnx_test_util.h"

namespace oppkit::test {
namespace {

// The node producing ONNX value \p value (REQUIREd to exist).
const Node& Producer(const ComputeGraph& g, const std::string& value) {
  const Node* n = ProducerOf(g, value);
  INFO(value);
  REQUIRE(n != nullptr);
  return *n;
}

// The import errors of \p m (the model itself must be readable).
std::vector<GraphError> ImportErrors(const OnnxModelBuilder& m) {
  Result<OnnxImport> imported = ImportOnnxModel(BuiltInOps(), m.Bytes());
  REQUIRE(imported.ok());
  return imported->errors;
}

// The shape of output \p index of the node producing ONNX value \p value.
std::string ShapeOf(const ComputeGraph& g, const std::string& value, size_t index = 0) {
  return OutShape(g, Producer(g, value).name, index);
}

}  // namespace

TEST_CASE("OlderOpsets: an opset-9 network maps through registrations of later and of its own opsets",
          "[core][onnx][opsets]") {
  OnnxModelBuilder m(9);
  m.Input("x", TensorProto::FLOAT, {1, 3, 8, 8});
  m.Weight("w", {4, 3, 3, 3});
  m.Weight("bias", {4});
  SetAttr(m.Node("Conv", {"x", "w", "bias"}, {"c"}, "conv"), "pads", std::vector<int64_t>{1, 1, 1, 1});  // of 1
  m.Weight("scale", {4});
  m.Weight("offset", {4});
  m.Weight("mean", {4});
  m.Weight("var", {4});
  m.Node("BatchNormalization", {"c", "scale", "offset", "mean", "var"}, {"bn"}, "bn");  // of 9, as at 11
  m.Node("Relu", {"bn"}, {"r"}, "act");                                                 // of 6, as at 11
  m.Floats("scales", {1, 1, 2, 2});
  m.Node("Upsample", {"r", "scales"}, {"up"}, "up");                            // of 9
  SetAttr(m.Node("Concat", {"up", "up"}, {"cat"}, "cat"), "axis", int64_t{1});  // of 4
  m.Output("cat");
  const ComputeGraph g = ImportAndInfer(m);
  CHECK(Producer(g, "c").type == "Conv2D");
  CHECK(ShapeOf(g, "r") == "[1, 4, 8, 8]");
  const Node& up = Producer(g, "up");
  CHECK(up.type == "Resize");
  CHECK(ShapeOf(g, "up") == "[1, 4, 16, 16]");
  CHECK(ShapeOf(g, "cat") == "[1, 8, 16, 16]");
}

TEST_CASE("OlderOpsets: Upsample and Resize of opset 10 are Resize with asymmetric, floor sampling",
          "[core][onnx][opsets][resize]") {
  const auto check_resize = [](const Node& n, const std::string& mode) {
    CHECK(n.type == "Resize");
    const AttrValue* transform = n.FindAttr("coordinate_transformation_mode");
    REQUIRE(transform != nullptr);
    CHECK(transform->GetString() == "asymmetric");
    const AttrValue* nearest = n.FindAttr("nearest_mode");
    REQUIRE(nearest != nullptr);
    CHECK(nearest->GetString() == "floor");
    const AttrValue* mode_attr = n.FindAttr("mode");
    CHECK((mode_attr == nullptr ? std::string("nearest") : mode_attr->GetString()) == mode);
  };
  SECTION("opset 7: scales is an attribute, each dim floor(dim * scale)") {
    OnnxModelBuilder m(7);
    m.Input("x", TensorProto::FLOAT, {1, 2, 5, 7});
    SetAttr(m.Node("Upsample", {"x"}, {"y"}, "up"), "scales", std::vector<float>{1, 1, 1.5f, 2.5f});
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    check_resize(Producer(g, "y"), "nearest");
    CHECK(ShapeOf(g, "y") == "[1, 2, 7, 17]");
  }
  SECTION("opset 9: scales is an input") {
    OnnxModelBuilder m(9);
    m.Input("x", TensorProto::FLOAT, {2, 3, 4, 6});
    m.Floats("scales", {1, 1, 3, 0.5f});
    SetAttr(m.Node("Upsample", {"x", "scales"}, {"y"}, "up"), "mode", std::string("linear"));
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    check_resize(Producer(g, "y"), "linear");
    CHECK(ShapeOf(g, "y") == "[2, 3, 12, 3]");
  }
  SECTION("opset 10: Resize(X, scales)") {
    OnnxModelBuilder m(10);
    m.Input("x", TensorProto::FLOAT, {1, 1, 3, 3});
    m.Floats("scales", {1, 1, 2, 2});
    m.Node("Resize", {"x", "scales"}, {"y"}, "resize");
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    check_resize(Producer(g, "y"), "nearest");
    CHECK(ShapeOf(g, "y") == "[1, 1, 6, 6]");
  }
  SECTION("refusals") {
    OnnxModelBuilder cubic(10);
    cubic.Input("x", TensorProto::FLOAT, {1, 1, 3, 3});
    cubic.Floats("scales", {1, 1, 2, 2});
    SetAttr(cubic.Node("Resize", {"x", "scales"}, {"y"}, "resize"), "mode", std::string("cubic"));
    cubic.Output("y");
    std::vector<GraphError> errors = ImportErrors(cubic);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].status.message(), Catch::Contains("[onnx.parser_failed]") &&
                                               Catch::Contains("mode 'cubic' is not supported (nearest, linear)"));

    OnnxModelBuilder no_scales(8);
    no_scales.Input("x", TensorProto::FLOAT, {1, 1, 3, 3});
    no_scales.Node("Upsample", {"x"}, {"y"}, "up");
    no_scales.Output("y");
    errors = ImportErrors(no_scales);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].status.message(), Catch::Contains("the scales attribute is missing"));

    // Upsample is deprecated at 10: no registration reads that definition, and the error says so.
    OnnxModelBuilder deprecated(10);
    deprecated.Input("x", TensorProto::FLOAT, {1, 1, 3, 3});
    deprecated.Floats("scales", {1, 1, 2, 2});
    deprecated.Node("Upsample", {"x", "scales"}, {"y"}, "up");
    deprecated.Output("y");
    errors = ImportErrors(deprecated);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].status.message(),
               Catch::Contains("[onnx.unmapped_op]") &&
                   Catch::Contains("registrations exist for opsets 7, 8, 9 of ai.onnx::Upsample; the definition in "
                                   "force at opset 10 dates from opset 10"));
  }
}

TEST_CASE("OlderOpsets: attributes that later became inputs become Consts", "[core][onnx][opsets]") {
  SECTION("Clip of opset 9: min and max") {
    OnnxModelBuilder m(9);
    m.Input("x", TensorProto::FLOAT, {2, 5});
    onnx::NodeProto& both = m.Node("Clip", {"x"}, {"relu6"}, "relu6");
    SetAttr(both, "min", 0.0f);
    SetAttr(both, "max", 6.0f);
    SetAttr(m.Node("Clip", {"relu6"}, {"floor"}, "floor"), "min", -1.0f);
    m.Node("Clip", {"floor"}, {"y"}, "none");
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    const Node& clip = Producer(g, "relu6");
    CHECK(clip.type == "ClipByValue");
    REQUIRE(clip.inputs.size() == 3);
    const Node& lo = g.node(clip.inputs[1].sources.at(0).node);
    CHECK(lo.type == "Const");
    CHECK(OutShape(g, lo.name) == "[]");  // a scalar: x's rank is kept
    CHECK(Producer(g, "floor").type == "Maximum");
    CHECK(Producer(g, "y").type == "Identity");
    CHECK(ShapeOf(g, "y") == "[2, 5]");
  }
  SECTION("Pad of opset 10: pads, mode and value") {
    OnnxModelBuilder m(10);
    m.Input("x", TensorProto::FLOAT, {1, 3, 4, 5});
    onnx::NodeProto& reflect = m.Node("Pad", {"x"}, {"r"}, "reflect");
    SetAttr(reflect, "pads", std::vector<int64_t>{0, 0, 1, 2, 0, 0, 3, 4});
    SetAttr(reflect, "mode", std::string("reflect"));
    onnx::NodeProto& filled = m.Node("Pad", {"r"}, {"y"}, "filled");
    SetAttr(filled, "pads", std::vector<int64_t>{0, 1, 0, 0, 0, 0, 0, 0});
    SetAttr(filled, "value", 1.5f);
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    const Node& pad = Producer(g, "r");
    CHECK(pad.type == "PadV3");
    CHECK(pad.FindAttr("mode")->GetString() == "reflect");
    CHECK(ShapeOf(g, "r") == "[1, 3, 8, 11]");
    CHECK((pad.inputs.size() < 3 || pad.inputs[2].sources.empty()));  // value 0: no constant_values
    const Node& fill = Producer(g, "y");
    REQUIRE(fill.inputs.size() == 3);
    CHECK(fill.inputs[2].sources.size() == 1);
    CHECK(ShapeOf(g, "y") == "[1, 4, 8, 11]");
  }
  SECTION("Slice of opset 9: starts, ends and axes") {
    OnnxModelBuilder m(9);
    m.Input("x", TensorProto::FLOAT, {4, 6, 8});
    onnx::NodeProto& tail = m.Node("Slice", {"x"}, {"t"}, "tail");
    SetAttr(tail, "starts", std::vector<int64_t>{2});
    SetAttr(tail, "ends", std::vector<int64_t>{std::numeric_limits<int64_t>::max()});
    SetAttr(tail, "axes", std::vector<int64_t>{2});
    onnx::NodeProto& lead = m.Node("Slice", {"t"}, {"y"}, "lead");  // no axes: the first dims
    SetAttr(lead, "starts", std::vector<int64_t>{1, -4});
    SetAttr(lead, "ends", std::vector<int64_t>{3, -1});
    m.Output("y");
    const ComputeGraph g = ImportAndInfer(m);
    CHECK(Producer(g, "t").type == "StridedSliceV2");
    CHECK(ShapeOf(g, "t") == "[4, 6, 6]");
    CHECK(ShapeOf(g, "y") == "[2, 3, 6]");
  }
  SECTION("TopK of opset 9: k") {
    OnnxModelBuilder m(9);
    m.Input("x", TensorProto::FLOAT, {2, 10, 4});
    onnx::NodeProto& top = m.Node("TopK", {"x"}, {"values", "indices"}, "top");
    SetAttr(top, "k", int64_t{3});
    SetAttr(top, "axis", int64_t{1});
    m.Output("values");
    m.Output("indices");
    const ComputeGraph g = ImportAndInfer(m);
    const Node& n = Producer(g, "values");
    CHECK(n.type == "TopKV2");
    CHECK(ShapeOf(g, "values", 0) == "[2, 3, 4]");
    CHECK(ShapeOf(g, "values", 1) == "[2, 3, 4]");
    CHECK(n.outputs[1].dtype == ge::DT_INT64);
  }
  SECTION("BatchNormalization of opset 7: spatial 0 is refused") {
    OnnxModelBuilder m(7);
    m.Input("x", TensorProto::FLOAT, {1, 2, 3, 3});
    for (const char* w : {"scale", "offset", "mean", "var"}) m.Weight(w, {2});
    SetAttr(m.Node("BatchNormalization", {"x", "scale", "offset", "mean", "var"}, {"y"}, "bn"), "spatial", int64_t{0});
    m.Output("y");
    const std::vector<GraphError> errors = ImportErrors(m);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0].status.message(), Catch::Contains("spatial 0 (statistics per activation) is not supported"));
  }
}

}  // namespace oppkit::test
