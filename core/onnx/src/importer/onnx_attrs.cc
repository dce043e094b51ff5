// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "importer/onnx_attrs.h"

#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>

#include "importer/onnx_tensor.h"
#include "json/query_codec.h"
#include "util/element_values.h"

namespace oppkit::detail {
namespace {

using nlohmann::ordered_json;
using onnx::AttributeProto;

// CANN's fields of op_src (Note [op_src attrs]); an attribute of the same name does not replace them.
constexpr const char* kFieldNames[] = {"name", "op_type", "domain", "input", "output", "attribute"};

bool IsFieldName(const std::string& name) {
  for (const char* f : kFieldNames) {
    if (name == f) return true;
  }
  return false;
}

// Text of an ONNX bytes field: UTF-8 is kept, other bytes are written as \ooo (as CANN's CEscape does).
std::string BytesText(const std::string& bytes) {
  std::string out;
  size_t k = 0;
  while (k < bytes.size()) {
    const auto c = static_cast<unsigned char>(bytes[k]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
    bool valid = len > 0 && k + len <= bytes.size() && (len > 1 || c >= 0x20 || c == '\t' || c == '\n');
    for (size_t j = 1; valid && j < len; ++j) valid = (static_cast<unsigned char>(bytes[k + j]) >> 6) == 0x2;
    if (valid) {
      out.append(bytes, k, len);
      k += len;
    } else {
      out += fmt::format("\\{:03o}", c);
      ++k;
    }
  }
  return out;
}

ordered_json TensorJson(const onnx::TensorProto& t) {
  ordered_json j = ordered_json::object();
  if (!t.name().empty()) j["name"] = t.name();
  j["dims"] = DimsOf(t);
  j["data_type"] = t.data_type();
  return j;
}

// The typed value of a TENSOR attribute's elements: ListInt (integer, bool) or ListFloat (floating); nothing for
// other types.
std::optional<AttrValue> TensorElements(const std::vector<uint8_t>& bytes, ge::DataType dtype) {
  const auto read = [&](size_t k, auto zero) {
    decltype(zero) v;
    std::memcpy(&v, bytes.data() + k * sizeof(v), sizeof(v));
    return v;
  };
  const int32_t size = ge::GetSizeByDataType(dtype);
  if (size <= 0) return std::nullopt;
  const size_t n = bytes.size() / static_cast<size_t>(size);
  std::vector<int64_t> ints;
  std::vector<float> floats;
  for (size_t k = 0; k < n; ++k) {
    switch (dtype) {
      case ge::DT_INT8: ints.push_back(read(k, int8_t{})); break;
      case ge::DT_INT16: ints.push_back(read(k, int16_t{})); break;
      case ge::DT_INT32: ints.push_back(read(k, int32_t{})); break;
      case ge::DT_INT64: ints.push_back(read(k, int64_t{})); break;
      case ge::DT_UINT8: ints.push_back(read(k, uint8_t{})); break;
      case ge::DT_BOOL: ints.push_back(read(k, uint8_t{}) != 0 ? 1 : 0); break;
      case ge::DT_UINT16: ints.push_back(read(k, uint16_t{})); break;
      case ge::DT_UINT32: ints.push_back(read(k, uint32_t{})); break;
      case ge::DT_UINT64: ints.push_back(static_cast<int64_t>(read(k, uint64_t{}))); break;
      case ge::DT_FLOAT: floats.push_back(read(k, float{})); break;
      case ge::DT_DOUBLE: floats.push_back(static_cast<float>(read(k, double{}))); break;
      case ge::DT_FLOAT16: floats.push_back(HalfBitsToFloat(read(k, uint16_t{}))); break;
      case ge::DT_BF16: {
        const uint32_t bits = static_cast<uint32_t>(read(k, uint16_t{})) << 16;
        float f;
        std::memcpy(&f, &bits, sizeof(f));
        floats.push_back(f);
        break;
      }
      default:
        return std::nullopt;
    }
  }
  if (IsIntegerLike(dtype)) return AttrValue::ListInt(std::move(ints));
  return AttrValue::ListFloat(floats);
}

}  // namespace

Result<std::vector<std::pair<std::string, AttrValue>>> OpSrcAttrs(const onnx::NodeProto& node,
                                                                  const std::string& node_name,
                                                                  const std::string& origin_op_type,
                                                                  size_t max_elements) {
  std::vector<std::pair<std::string, AttrValue>> attrs;
  attrs.emplace_back("name", AttrValue::String(node_name));
  attrs.emplace_back("op_type", AttrValue::String(origin_op_type));
  if (!node.domain().empty()) attrs.emplace_back("domain", AttrValue::String(node.domain()));
  attrs.emplace_back("input", AttrValue::ListString({node.input().begin(), node.input().end()}));
  attrs.emplace_back("output", AttrValue::ListString({node.output().begin(), node.output().end()}));

  ordered_json list = ordered_json::array();
  std::vector<std::pair<std::string, AttrValue>> typed;
  for (const AttributeProto& a : node.attribute()) {
    ordered_json j = ordered_json::object();
    j["name"] = a.name();
    switch (a.type()) {
      case AttributeProto::INT:
        j["i"] = a.i();
        typed.emplace_back(a.name(), AttrValue::Int(a.i()));
        break;
      case AttributeProto::FLOAT:
        j["f"] = json_detail::ShortestDouble(a.f());
        typed.emplace_back(a.name(), AttrValue::Float(a.f()));
        break;
      case AttributeProto::STRING:
        j["s"] = BytesText(a.s());
        typed.emplace_back(a.name(), AttrValue::String(a.s()));
        break;
      case AttributeProto::INTS:
        j["ints"] = std::vector<int64_t>(a.ints().begin(), a.ints().end());
        typed.emplace_back(a.name(), AttrValue::ListInt({a.ints().begin(), a.ints().end()}));
        break;
      case AttributeProto::FLOATS: {
        ordered_json values = ordered_json::array();
        for (float f : a.floats()) values.push_back(json_detail::ShortestDouble(f));
        j["floats"] = std::move(values);
        typed.emplace_back(a.name(), AttrValue::ListFloat({a.floats().begin(), a.floats().end()}));
        break;
      }
      case AttributeProto::STRINGS: {
        ordered_json values = ordered_json::array();
        for (const std::string& s : a.strings()) values.push_back(BytesText(s));
        j["strings"] = std::move(values);
        typed.emplace_back(a.name(), AttrValue::ListString({a.strings().begin(), a.strings().end()}));
        break;
      }
      case AttributeProto::TENSOR: {
        j["t"] = TensorJson(a.t());
        const ge::DataType dtype = GeDataTypeOfOnnx(a.t().data_type());
        typed.emplace_back(a.name() + ":dtype", AttrValue::DataType(dtype));
        typed.emplace_back(a.name() + ":dims", AttrValue::ListInt(DimsOf(a.t())));
        Result<std::optional<std::vector<uint8_t>>> value =
            TensorValue(a.t(), dtype, max_elements, fmt::format("node '{}' attribute '{}'", node_name, a.name()));
        if (!value.ok()) return value.status();
        if (*value) {
          std::optional<AttrValue> elements = TensorElements(**value, dtype);
          if (elements) typed.emplace_back(a.name(), std::move(*elements));
        }
        break;
      }
      case AttributeProto::TENSORS: {
        ordered_json values = ordered_json::array();
        for (const onnx::TensorProto& t : a.tensors()) values.push_back(TensorJson(t));
        j["tensors"] = std::move(values);
        break;
      }
      case AttributeProto::GRAPH:
        j["g"] = ordered_json{{"name", a.g().name()}};
        break;
      case AttributeProto::GRAPHS: {
        ordered_json values = ordered_json::array();
        for (const onnx::GraphProto& g : a.graphs()) values.push_back(ordered_json{{"name", g.name()}});
        j["graphs"] = std::move(values);
        break;
      }
      default:
        break;  // SPARSE_TENSOR(S), TYPE_PROTO(S): only name and type
    }
    j["type"] = static_cast<int>(a.type());
    list.push_back(std::move(j));
  }
  attrs.emplace_back("attribute", AttrValue::String(json_detail::Dump(ordered_json{{"attribute", std::move(list)}})));
  for (auto& [name, value] : typed) {
    if (!IsFieldName(name)) attrs.emplace_back(std::move(name), std::move(value));
  }
  return attrs;
}

}  // namespace oppkit::detail
