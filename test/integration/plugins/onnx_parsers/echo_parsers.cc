// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A vendor's ONNX parser library (libcust_onnx_parsers.so in vendors/<v>/framework/onnx/), written as CANN parser
// plugins are: an echo parser that records op_src, a reordering one, one overriding the built-in Relu mapping, an
// expansion into the vendor's own ops (ParseOpToGraphFn), and parsers that throw, fail, expand into a graph the
// host refuses, or map onto an op no package has.
#include <stdexcept>
#include <string>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/graph.h"
#include "graph/operator_reg.h"
#include "oppkit/framework_ops.h"  // Data
#include "register/register.h"

// The vendor's ge::op classes, without registering the prototypes a second time (libonnx_echo_proto.so does).
#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)
#include "echo_ops_proto.h"
#pragma pop_macro("OPPKIT_OP_REGISTER")

namespace domi {
namespace {

std::string Join(const std::vector<std::string>& v) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : ",") + s;
  return out;
}

template <typename T>
std::string JoinNumbers(const std::vector<T>& v) {
  std::string out;
  for (T x : v) out += (out.empty() ? "" : ",") + std::to_string(x);
  return out;
}

// Writes the typed attrs the test model's Echo node has, as "name=value;...", into op_dest.
Status ParseEcho(const ge::Operator& op_src, ge::Operator& op_dest) {
  std::string json;
  std::string summary;
  std::string text;
  int64_t i = 0;
  float f = 0;
  std::vector<int64_t> ints;
  std::vector<float> floats;
  std::vector<std::string> strings;
  ge::DataType dtype = ge::DT_UNDEFINED;
  (void)op_src.GetAttr("attribute", json);
  if (op_src.GetAttr("name", text) == ge::GRAPH_SUCCESS) summary += "name=" + text + ";";
  if (op_src.GetAttr("op_type", text) == ge::GRAPH_SUCCESS) summary += "op_type=" + text + ";";
  if (op_src.GetAttr("input", strings) == ge::GRAPH_SUCCESS) summary += "input=" + Join(strings) + ";";
  if (op_src.GetAttr("output", strings) == ge::GRAPH_SUCCESS) summary += "output=" + Join(strings) + ";";
  if (op_src.GetAttr("k", i) == ge::GRAPH_SUCCESS) summary += "k=" + std::to_string(i) + ";";
  if (op_src.GetAttr("ratio", f) == ge::GRAPH_SUCCESS) summary += "ratio=" + std::to_string(f) + ";";
  if (op_src.GetAttr("mode", text) == ge::GRAPH_SUCCESS) summary += "mode=" + text + ";";
  if (op_src.GetAttr("pads", ints) == ge::GRAPH_SUCCESS) summary += "pads=" + JoinNumbers(ints) + ";";
  if (op_src.GetAttr("scales", floats) == ge::GRAPH_SUCCESS) summary += "scales=" + JoinNumbers(floats) + ";";
  if (op_src.GetAttr("names", strings) == ge::GRAPH_SUCCESS) summary += "names=" + Join(strings) + ";";
  if (op_src.GetAttr("value:dtype", dtype) == ge::GRAPH_SUCCESS) summary += "value:dtype=" + std::to_string(dtype) + ";";
  if (op_src.GetAttr("value:dims", ints) == ge::GRAPH_SUCCESS) summary += "value:dims=" + JoinNumbers(ints) + ";";
  if (op_src.GetAttr("value", ints) == ge::GRAPH_SUCCESS) summary += "value=" + JoinNumbers(ints) + ";";
  std::vector<std::string> inputs;
  (void)op_src.GetAttr("input", inputs);
  op_dest.SetAttr("attribute_json", json);
  op_dest.SetAttr("summary", summary);
  op_dest.SetAttr("N", static_cast<int64_t>(inputs.size()));
  op_dest.SetAttr("not_an_attr_of_the_op", int64_t{1});  // dropped by the framework: OnnxEcho does not declare it
  op_dest.DynamicInputRegister("x", static_cast<uint32_t>(inputs.size()));
  return SUCCESS;
}

Status ParseRelu(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  op_dest.SetAttr("negative_slope", 0.25f);
  return SUCCESS;
}

Status ParseThrows(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_dest;
  throw std::runtime_error("boom in " + op_src.GetName());
}

Status ParseFails(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_dest;
  GELOGE(FAILED, "node %s: the vendor parser does not like this node", op_src.GetName().c_str());
  return FAILED;
}

// op_dest's "summary", which the expansion reads back: ParseParamsByOperatorFn runs first.
Status ParseSandwich(const ge::Operator& op_src, ge::Operator& op_dest) {
  op_dest.SetAttr("summary", "parsed " + op_src.GetName());
  return SUCCESS;
}

// Sandwich(x) = OnnxPair(first = OnnxEcho(x), second = x).
Status ExpandSandwich(const ge::Operator& op, ge::Graph& graph) {
  std::string summary;
  if (op.GetAttr("summary", summary) != ge::GRAPH_SUCCESS) return FAILED;
  auto x = ge::op::Data("x").set_attr_index(0);
  auto inner = ge::op::OnnxEcho("inner").create_dynamic_input_x(1).set_dynamic_input_x(0, x).set_attr_summary(summary);
  auto pair = ge::op::OnnxPair("pair").set_input_first(inner).set_input_second(x);
  graph.SetInputs({x}).SetOutputs({pair});
  return SUCCESS;
}

// A Data node for an input the node does not have.
Status ExpandBadIndex(const ge::Operator&, ge::Graph& graph) {
  auto x = ge::op::Data("x").set_attr_index(3);
  auto echo = ge::op::OnnxEcho("echo").create_dynamic_input_x(1).set_dynamic_input_x(0, x);
  graph.SetInputs({x}).SetOutputs({echo});
  return SUCCESS;
}

}  // namespace

REGISTER_CUSTOM_OP("OnnxEcho")
    .FrameworkType(ONNX)
    .OriginOpType({ge::AscendString("ai.onnx::13::Echo"), ge::AscendString("com.acme::1::Echo")})
    .ParseParamsByOperatorFn(ParseEcho)
    .ImplyType(ImplyType::TVM);

REGISTER_CUSTOM_OP("OnnxPair")
    .FrameworkType(ONNX)
    .OriginOpType("ai.onnx::13::Pair")
    .ParseParamsByOperatorFn(AutoMappingByOpFn)
    .InputReorderVector({1, 0});

REGISTER_CUSTOM_OP("LeakyRelu").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Relu").ParseParamsByOperatorFn(ParseRelu);

REGISTER_CUSTOM_OP("OnnxEcho").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Throws").ParseParamsByOperatorFn(ParseThrows);

REGISTER_CUSTOM_OP("OnnxEcho").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Fails").ParseParamsByOperatorFn(ParseFails);

REGISTER_CUSTOM_OP("OnnxEcho")
    .FrameworkType(ONNX)
    .OriginOpType("ai.onnx::13::ToGraph")
    .ParseOpToGraphFn([](const ge::Operator&, ge::Graph&) { return SUCCESS; });

REGISTER_CUSTOM_OP("OnnxPair")
    .FrameworkType(ONNX)
    .OriginOpType("ai.onnx::13::Sandwich")
    .ParseParamsByOperatorFn(ParseSandwich)
    .ParseOpToGraphFn(ExpandSandwich);

REGISTER_CUSTOM_OP("OnnxEcho").FrameworkType(ONNX).OriginOpType("ai.onnx::13::BadIndex").ParseOpToGraphFn(ExpandBadIndex);

// Only a protobuf ParseParamsFn, which oppkit cannot call (doctor.parser_unsupported).
REGISTER_CUSTOM_OP("OnnxEcho")
    .FrameworkType(ONNX)
    .OriginOpType("ai.onnx::13::Protobuf")
    .ParseParamsFn([](const google::protobuf::Message*, ge::Operator&) { return SUCCESS; });

REGISTER_CUSTOM_OP("NoSuchGeOp").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Orphan").ParseParamsByOperatorFn(AutoMappingByOpFn);

}  // namespace domi
