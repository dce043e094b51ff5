// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The JSON layer under `oppkit infer` (oppkit/core/query_json.h), in process: request -> OpQuery mapping (attrs
// by JSON shape, values encoded in the tensor's dtype), response rendering, and error ids.
#include "oppkit/core/query_json.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace oppkit {
namespace {

OpQuery Parse(const std::string& text) {
  Result<OpQuery> q = ParseQueryJson(text);
  INFO(text << "\n" << q.status().message());
  REQUIRE(q.ok());
  return std::move(q).value();
}

Status ParseError(const std::string& text) {
  Result<OpQuery> q = ParseQueryJson(text);
  INFO(text);
  REQUIRE_FALSE(q.ok());
  return q.status();
}

const AttrValue& AttrOf(const OpQuery& q, const std::string& name) {
  for (const auto& [key, value] : q.attrs) {
    if (key == name) return value;
  }
  FAIL("no attr " << name);
  static AttrValue none;
  return none;
}

// The value bytes of a one-input request with the given dtype, shape and value.
std::vector<uint8_t> ValueOf(const std::string& dtype, const std::string& value) {
  const OpQuery q =
      Parse(R"({"op": "X", "inputs": [{"dtype": ")" + dtype + R"(", "shape": [], "value": )" + value + "}]}");
  REQUIRE(q.inputs.size() == 1);
  REQUIRE(q.inputs[0].tensors[0].value.has_value());
  return *q.inputs[0].tensors[0].value;
}

template <typename T>
std::vector<T> As(const std::vector<uint8_t>& bytes) {
  std::vector<T> out(bytes.size() / sizeof(T));
  std::memcpy(out.data(), bytes.data(), out.size() * sizeof(T));
  return out;
}

}  // namespace

TEST_CASE("Query JSON: a request maps onto an OpQuery", "[integration][cli][json]") {
  const OpQuery q = Parse(R"({"op": "Conv2D", "name": "conv1",
      "inputs": [{"dtype": "float16", "shape": [1, 3, 224, 224], "format": "NCHW"},
                 {"dtype": "DT_FLOAT16", "shape": [-1, 3, 7, 7], "format": "FORMAT_NCHW",
                  "range": [[1, 64], [3, 3], [7, 7], [7, 7]], "storage_format": "FRACTAL_Z", "name": "w"},
                 null,
                 [{"dtype": "int8", "shape": [2]}, {"dtype": "int8", "shape": [3]}]],
      "outputs": [{"storage_format": "NC1HWC0", "dtype": "float32"}, null, {"count": 3}]})");
  CHECK(q.op_type == "Conv2D");
  CHECK(q.node_name == "conv1");
  REQUIRE(q.inputs.size() == 4);
  CHECK(q.inputs[0].kind == InputArg::Kind::kTensor);
  CHECK(q.inputs[0].tensors[0].dtype == ge::DT_FLOAT16);
  CHECK(q.inputs[0].tensors[0].shape == std::vector<int64_t>{1, 3, 224, 224});
  CHECK(q.inputs[0].tensors[0].format == ge::FORMAT_NCHW);
  CHECK_FALSE(q.inputs[0].tensors[0].value.has_value());
  const TensorDesc& w = q.inputs[1].tensors[0];
  CHECK(w.dtype == ge::DT_FLOAT16);
  CHECK(w.format == ge::FORMAT_NCHW);
  REQUIRE(w.range.has_value());
  CHECK(w.range->at(0) == std::make_pair<int64_t, int64_t>(1, 64));
  CHECK(w.storage_format == ge::FORMAT_FRACTAL_Z);
  CHECK(w.name == "w");
  CHECK(q.inputs[2].kind == InputArg::Kind::kAbsent);
  CHECK(q.inputs[3].kind == InputArg::Kind::kList);
  CHECK(q.inputs[3].tensors.size() == 2);
  REQUIRE(q.outputs.size() == 3);
  CHECK(q.outputs[0].storage_format == ge::FORMAT_NC1HWC0);
  CHECK(q.outputs[0].dtype == ge::DT_FLOAT);
  CHECK_FALSE(q.outputs[1].dtype.has_value());
  CHECK(q.outputs[2].count == 3u);

  SECTION("format defaults to ND; inputs, attrs and outputs may be left out") {
    const OpQuery r = Parse(R"({"op": "Relu", "inputs": [{"dtype": "bool", "shape": []}]})");
    CHECK(r.inputs[0].tensors[0].format == ge::FORMAT_ND);
    CHECK(r.attrs.empty());
    CHECK(Parse(R"({"op": "NoInputs"})").inputs.empty());
  }
}

TEST_CASE("Query JSON: attr values are typed by their JSON shape", "[integration][cli][json]") {
  const OpQuery q = Parse(R"({"op": "X", "attrs": {
      "b": true, "i": -3, "f": 0.5, "s": "NCHW",
      "li": [1, 2, 3], "lf": [1, 2.5], "lb": [true, false], "ls": ["a", "b"],
      "lli": [[1, 2], [3]], "llf": [[1.5], [2]], "empty": [], "omitted": null}})");
  CHECK(AttrOf(q, "b") == AttrValue::Bool(true));
  CHECK(AttrOf(q, "i") == AttrValue::Int(-3));
  CHECK(AttrOf(q, "f") == AttrValue::Float(0.5f));
  CHECK(AttrOf(q, "s") == AttrValue::String("NCHW"));
  CHECK(AttrOf(q, "li") == AttrValue::ListInt({1, 2, 3}));
  CHECK(AttrOf(q, "lf") == AttrValue::ListFloat({1.0f, 2.5f}));
  CHECK(AttrOf(q, "lb") == AttrValue::ListBool({true, false}));
  CHECK(AttrOf(q, "ls") == AttrValue::ListString({"a", "b"}));
  CHECK(AttrOf(q, "lli") == AttrValue::ListListInt({{1, 2}, {3}}));
  CHECK(AttrOf(q, "llf") == AttrValue::ListListFloat({{1.5f}, {2.0f}}));
  CHECK(AttrOf(q, "empty") == AttrValue::ListInt({}));
  CHECK(q.attrs.size() == 11);  // null means "omitted": the default applies

  for (const char* bad : {R"([1, "a"])", R"({"k": 1})", R"([[1], "a"])", "1e300"}) {
    INFO(bad);
    const Status st = ParseError(std::string(R"({"op": "X", "attrs": {"a": )") + bad + "}}");
    CHECK(st.code() == ErrorCode::kInferAttrType);
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.attr_type] attrs.a: "));
  }
}

TEST_CASE("Query JSON: values are encoded in the tensor's dtype", "[integration][cli][json]") {
  CHECK(As<int64_t>(ValueOf("int64", "[0, -1, 9007199254740993]")) == std::vector<int64_t>{0, -1, 9007199254740993});
  CHECK(As<int32_t>(ValueOf("int32", "[[1, 2], [3, 4]]")) == std::vector<int32_t>{1, 2, 3, 4});  // flattened
  CHECK(As<int32_t>(ValueOf("int32", "7")) == std::vector<int32_t>{7});                          // scalar
  CHECK(As<int32_t>(ValueOf("int32", "2.0")) == std::vector<int32_t>{2});                        // integral float
  CHECK(As<int8_t>(ValueOf("int8", "[-128, 127]")) == std::vector<int8_t>{-128, 127});
  CHECK(As<uint64_t>(ValueOf("uint64", "[18446744073709551615]")) == std::vector<uint64_t>{UINT64_MAX});
  CHECK(ValueOf("bool", "[true, false, 1, 0]") == std::vector<uint8_t>{1, 0, 1, 0});
  CHECK(As<float>(ValueOf("float32", "[1.5, -2]")) == std::vector<float>{1.5f, -2.0f});
  CHECK(As<double>(ValueOf("float64", "[0.1]")) == std::vector<double>{0.1});
  // float16: 1.0, largest normal, round-to-nearest-even, overflow to inf, smallest subnormal, underflow to 0.
  CHECK(As<uint16_t>(ValueOf("float16", "[1.0, 65504, 2049, 70000, 5.960464477539063e-08, 1e-9, -2]")) ==
        std::vector<uint16_t>{0x3C00, 0x7BFF, 0x6800, 0x7C00, 0x0001, 0x0000, 0xC000});
  CHECK(As<uint16_t>(ValueOf("bfloat16", "[1.0, -2.0, 3.0]")) == std::vector<uint16_t>{0x3F80, 0xC000, 0x4040});

  for (const auto& [dtype, value] : std::vector<std::pair<std::string, std::string>>{{"int8", "[128]"},
                                                                                     {"uint8", "[-1]"},
                                                                                     {"int32", "[2.5]"},
                                                                                     {"int32", "[true]"},
                                                                                     {"bool", "[2]"},
                                                                                     {"int64", "[\"3\"]"},
                                                                                     {"float32", "[1e300]"},
                                                                                     {"string", "[1]"},
                                                                                     {"complex64", "[1]"}}) {
    INFO(dtype << " " << value);
    const Status st =
        ParseError(R"({"op": "X", "inputs": [{"dtype": ")" + dtype + R"(", "shape": [1], "value": )" + value + "}]}");
    CHECK(st.code() == ErrorCode::kInferBadValue);
    CHECK_THAT(st.message(), Catch::StartsWith("[infer.bad_value] inputs[0].value: "));
  }
}

TEST_CASE("Query JSON: inputs may be named, as attrs are", "[integration][cli][json]") {
  const OpQuery q = Parse(R"({"op": "Conv2D", "inputs": {"filter": {"dtype": "float16", "shape": [8, 3, 1, 1]},)"
                          R"( "x": {"dtype": "float16", "shape": [1, 3, 4, 4]}, "bias": null}})");
  CHECK(q.input_names == std::vector<std::string>{"filter", "x", "bias"});
  REQUIRE(q.inputs.size() == 3);
  CHECK(q.inputs[0].tensors[0].shape == std::vector<int64_t>{8, 3, 1, 1});
  CHECK(q.inputs[2].kind == InputArg::Kind::kAbsent);
  CHECK(Parse(R"({"op": "Relu", "inputs": [{"dtype": "float16", "shape": [2]}]})").input_names.empty());
  const Status bad = ParseError(R"({"op": "Relu", "inputs": {"x": {"dtype": "float99", "shape": [2]}}})");
  CHECK(bad.code() == ErrorCode::kInferBadDtype);
  CHECK_THAT(bad.message(), Catch::Contains("inputs.x"));
}

TEST_CASE("Query JSON: malformed requests fail with an id naming the field", "[integration][cli][json]") {
  const std::vector<std::tuple<std::string, ErrorCode, std::string>> cases = {
      {"{", ErrorCode::kCliBadJson, "request: not valid JSON"},
      {"", ErrorCode::kCliBadJson, "request: not valid JSON"},
      {"[1]", ErrorCode::kInferBadRequest, "request: expected a JSON object"},
      {R"({"inputs": []})", ErrorCode::kInferBadRequest, "request: missing 'op'"},
      {R"({"op": 3})", ErrorCode::kInferBadRequest, "op: expected an op type string"},
      {R"({"op": "X", "extra": 1})", ErrorCode::kInferBadRequest, "unknown key 'extra'"},
      {R"({"op": "X", "inputs": 5})", ErrorCode::kInferBadRequest, "inputs: expected an array (or an object by input name)"},
      {R"({"op": "X", "inputs": [3]})", ErrorCode::kInferBadRequest, "inputs[0]: expected a tensor object"},
      {R"({"op": "X", "inputs": [{"shape": []}]})", ErrorCode::kInferBadRequest, "needs 'dtype'"},
      {R"({"op": "X", "inputs": [{"dtype": "int8"}]})", ErrorCode::kInferBadRequest, "needs 'shape'"},
      {R"({"op": "X", "inputs": [{"dtype": "int8", "shape": [1.5]}]})", ErrorCode::kInferBadRequest,
       "inputs[0].shape[0]: expected an integer"},
      {R"({"op": "X", "inputs": [[{"dtype": "int9", "shape": []}]]})", ErrorCode::kInferBadDtype,
       "inputs[0][0].dtype: unknown dtype 'int9'"},
      {R"({"op": "X", "inputs": [{"dtype": "int8", "shape": [], "format": "XYZ"}]})", ErrorCode::kInferBadFormat,
       "inputs[0].format: unknown format 'XYZ'"},
      {R"({"op": "X", "inputs": [{"dtype": "int8", "shape": [2], "range": [[1]]}]})", ErrorCode::kInferBadRequest,
       "inputs[0].range[0]: expected [min, max]"},
      {R"({"op": "X", "outputs": [{"count": -1}]})", ErrorCode::kInferBadRequest, "outputs[0].count"},
      {R"({"op": "X", "outputs": [{"dtype": "float16", "shape": [1]}]})", ErrorCode::kInferBadRequest,
       "unknown key 'shape'"},
  };
  for (const auto& [text, code, fragment] : cases) {
    INFO(text);
    const Status st = ParseError(text);
    CHECK(st.code() == code);
    CHECK_THAT(st.message(), Catch::Contains(fragment));
  }
  CHECK(PeekOpType(R"({"op": "Conv2D", "inputs": [3]})") == "Conv2D");
  CHECK(PeekOpType(R"({"op": "Conv2D", )").empty());
  CHECK(PeekOpType(R"(["op"])").empty());
}

TEST_CASE("Query JSON: responses render outputs and errors as one line", "[integration][cli][json]") {
  QueryResult r;
  r.op_type = "Split";
  OutputArg plain;
  plain.name = "y";
  TensorDesc d;
  d.dtype = ge::DT_FLOAT16;
  d.shape = {-1, 4};
  d.format = ge::FORMAT_NCHW;
  d.range = ShapeRange{{1, 8}, {4, 4}};
  d.storage_format = ge::FORMAT_NCHW;
  d.storage_shape = std::vector<int64_t>{-1, 4};
  plain.descs.push_back(d);
  OutputArg dynamic;
  dynamic.name = "z";
  dynamic.dynamic = true;
  TensorDesc e;
  e.dtype = ge::DT_BF16;
  e.shape = {};
  dynamic.descs = {e};
  r.outputs = {plain, dynamic};
  CHECK(ResultToJson(r) ==
        R"({"op":"Split","outputs":[{"dtype":"float16","shape":[-1,4],"format":"NCHW","range":[[1,8],[4,4]],)"
        R"("storage_format":"NCHW","storage_shape":[-1,4]},[{"dtype":"bfloat16","shape":[],"format":"ND"}]]})");

  const Status st(ErrorCode::kInferMissingAttr, "'Conv2D': attr 'strides' is required");
  CHECK(ErrorToJson("Conv2D", st) ==
        R"({"op":"Conv2D","error":{"code":"infer.missing_attr","message":"'Conv2D': attr 'strides' is required"}})");
  CHECK(ErrorToJson("", Status(ErrorCode::kCliBadJson, "x")) ==
        R"({"op":null,"error":{"code":"cli.bad_json","message":"x"}})");
  CHECK(ResponseToJson("Conv2D", Result<QueryResult>(st)) == ErrorToJson("Conv2D", st));
}

}  // namespace oppkit
