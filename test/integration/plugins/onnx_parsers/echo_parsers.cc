// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A vendor's ONNX parser library (libcust_onnx_parsers.so in vendors/<v>/framework/onnx/), written as CANN parser
// plugins are: an echo parser that records op_src, a reordering one, one overriding the built-in Relu mapping, and
// parsers that throw, fail, register only what oppkit cannot call, or map onto an op no package has.
#include <stdexcept>
#include <string>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "register/register.h"

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

REGISTER_CUSTOM_OP("NoSuchGeOp").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Orphan").ParseParamsByOperatorFn(AutoMappingByOpFn);

}  // namespace domi
