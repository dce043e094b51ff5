// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/onnx_parsing.h"

#include <cstdarg>
#include <cstdio>

#include "framework/common/debug/ge_log.h"
#include "oppkit/parser_tensor_desc.h"

namespace oppkit::onnx_plugin {

std::vector<ge::AscendString> OnnxOpsets(const char* op, int first, int last) {
  std::vector<ge::AscendString> out;
  for (int v = first; v <= last; ++v) out.emplace_back(("ai.onnx::" + std::to_string(v) + "::" + op).c_str());
  return out;
}

domi::Status ParseNoAttrs(const ge::Operator& op_src, ge::Operator& op_dest) {
  (void)op_src;
  (void)op_dest;
  return domi::SUCCESS;
}

int64_t GetInt(const ge::Operator& op_src, const char* name, int64_t fallback) {
  int64_t v = 0;
  return op_src.GetAttr(name, v) == ge::GRAPH_SUCCESS ? v : fallback;
}

float GetFloat(const ge::Operator& op_src, const char* name, float fallback) {
  float v = 0.0f;
  return op_src.GetAttr(name, v) == ge::GRAPH_SUCCESS ? v : fallback;
}

std::string GetString(const ge::Operator& op_src, const char* name, const std::string& fallback) {
  std::string v;
  return op_src.GetAttr(name, v) == ge::GRAPH_SUCCESS ? v : fallback;
}

std::vector<int64_t> GetInts(const ge::Operator& op_src, const char* name, const std::vector<int64_t>& fallback) {
  std::vector<int64_t> v;
  return op_src.GetAttr(name, v) == ge::GRAPH_SUCCESS ? v : fallback;
}

std::vector<float> GetFloats(const ge::Operator& op_src, const char* name, const std::vector<float>& fallback) {
  std::vector<float> v;
  return op_src.GetAttr(name, v) == ge::GRAPH_SUCCESS ? v : fallback;
}

bool HasDefaultActivations(const ge::Operator& op_src, std::initializer_list<const char*> defaults) {
  std::vector<ge::AscendString> activations;
  if (op_src.GetAttr("activations", activations) != ge::GRAPH_SUCCESS || activations.empty()) return true;
  // One list per direction: a bidirectional node names the defaults twice.
  if (activations.size() != defaults.size() && activations.size() != 2 * defaults.size()) return false;
  for (size_t k = 0; k < activations.size(); ++k) {
    if (std::string(activations[k].GetString()) != defaults.begin()[k % defaults.size()]) return false;
  }
  return true;
}

bool HasAttr(const ge::Operator& op_src, const char* name) {
  // Every ONNX attribute is in the "attribute" JSON; its typed copy exists for the types parsers read.
  int64_t i;
  float f;
  std::string s;
  std::vector<int64_t> ints;
  std::vector<float> floats;
  std::vector<std::string> strings;
  return op_src.GetAttr(name, i) == ge::GRAPH_SUCCESS || op_src.GetAttr(name, f) == ge::GRAPH_SUCCESS ||
         op_src.GetAttr(name, s) == ge::GRAPH_SUCCESS || op_src.GetAttr(name, ints) == ge::GRAPH_SUCCESS ||
         op_src.GetAttr(name, floats) == ge::GRAPH_SUCCESS || op_src.GetAttr(name, strings) == ge::GRAPH_SUCCESS;
}

std::vector<std::string> NodeInputs(const ge::Operator& op_src) {
  std::vector<std::string> v;
  (void)op_src.GetAttr("input", v);
  return v;
}

std::vector<std::string> NodeOutputs(const ge::Operator& op_src) {
  std::vector<std::string> v;
  (void)op_src.GetAttr("output", v);
  return v;
}

size_t GivenInputs(const ge::Operator& op_src) {
  size_t n = 0;
  for (const std::string& name : NodeInputs(op_src)) n += name.empty() ? 0 : 1;
  return n;
}

bool HasInput(const ge::Operator& op_src, size_t index) {
  const std::vector<std::string> inputs = NodeInputs(op_src);
  return index < inputs.size() && !inputs[index].empty();
}

domi::Status Refuse(const ge::Operator& op_src, const char* format, ...) {
  char why[512];
  va_list args;
  va_start(args, format);
  std::vsnprintf(why, sizeof(why), format, args);
  va_end(args);
  // An expansion's op (op_dest) carries op_src's "op_type" attr, the origin op type (AutoMappingByOpFn).
  const std::string origin = GetString(op_src, "op_type", op_src.GetOpType());
  GELOGE(domi::PARAM_INVALID, "%s node '%s': %s", origin.c_str(), op_src.GetName().c_str(), why);
  return domi::PARAM_INVALID;
}

bool SpatialToNc(const std::vector<int64_t>& values, size_t spatial, int64_t fallback, std::vector<int64_t>* out) {
  if (!values.empty() && values.size() != spatial) return false;
  *out = {1, 1};
  for (size_t k = 0; k < spatial; ++k) out->push_back(values.empty() ? fallback : values[k]);
  return true;
}

bool SpatialToNchw(const std::vector<int64_t>& values, int64_t fallback, std::vector<int64_t>* out) {
  return SpatialToNc(values, 2, fallback, out);
}

bool PadsToGe(const std::vector<int64_t>& onnx_pads, size_t spatial, std::vector<int64_t>* out) {
  if (!onnx_pads.empty() && onnx_pads.size() != 2 * spatial) return false;
  out->assign(2 * spatial, 0);
  for (size_t k = 0; k < spatial && !onnx_pads.empty(); ++k) {
    (*out)[2 * k] = onnx_pads[k];
    (*out)[2 * k + 1] = onnx_pads[k + spatial];
  }
  return true;
}

bool PadsToGe(const std::vector<int64_t>& onnx_pads, std::vector<int64_t>* out) { return PadsToGe(onnx_pads, 2, out); }

ge::DataType GeDataType(int64_t onnx_elem_type) {
  switch (onnx_elem_type) {
    case 1:
      return ge::DT_FLOAT;
    case 2:
      return ge::DT_UINT8;
    case 3:
      return ge::DT_INT8;
    case 4:
      return ge::DT_UINT16;
    case 5:
      return ge::DT_INT16;
    case 6:
      return ge::DT_INT32;
    case 7:
      return ge::DT_INT64;
    case 8:
      return ge::DT_STRING;
    case 9:
      return ge::DT_BOOL;
    case 10:
      return ge::DT_FLOAT16;
    case 11:
      return ge::DT_DOUBLE;
    case 12:
      return ge::DT_UINT32;
    case 13:
      return ge::DT_UINT64;
    case 14:
      return ge::DT_COMPLEX64;
    case 15:
      return ge::DT_COMPLEX128;
    case 16:
      return ge::DT_BF16;
    default:
      return ge::DT_UNDEFINED;
  }
}

void DeclareNchw(ge::Operator& op_dest, std::initializer_list<uint32_t> inputs,
                 std::initializer_list<uint32_t> outputs) {
  for (uint32_t i : inputs) oppkit::SetParsedTensorFormat(op_dest, false, i, ge::FORMAT_NCHW, ge::FORMAT_NCHW);
  for (uint32_t o : outputs) oppkit::SetParsedTensorFormat(op_dest, true, o, ge::FORMAT_NCHW, ge::FORMAT_NCHW);
}

bool ReadAutoPad(const ge::Operator& op_src, AutoPad* out) {
  const std::string mode = GetString(op_src, "auto_pad", "NOTSET");
  if (mode == "NOTSET") {
    *out = AutoPad::kNotSet;
  } else if (mode == "VALID") {
    *out = AutoPad::kValid;
  } else if (mode == "SAME_UPPER") {
    *out = AutoPad::kSameUpper;
  } else if (mode == "SAME_LOWER") {
    *out = AutoPad::kSameLower;
  } else {
    return false;
  }
  return true;
}

}  // namespace oppkit::onnx_plugin
