// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// REGISTER_CUSTOM_OP (register/register.h): the parser registrations this executable publishes through its plugin
// tables (ABI 1.2), and the parse call the host makes through them (op_src/op_dest built from plain C, the
// function guarded, op_dest reported through the sink).
#include <catch2/catch.hpp>

#include <cstddef>
#include <cstring>
#include <map>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/graph.h"
#include "graph/operator_reg.h"
#include "oppkit/attr_value.h"
#include "oppkit/framework_ops.h"
#include "oppkit/graph_abi.h"
#include "oppkit/parser_tensor_desc.h"
#include "register/register.h"
#include "register_test_helpers.h"

// clang-format off
namespace ge {
REG_OP(ParserTestConv)
    .INPUT(x, TensorType({DT_FLOAT}))
    .INPUT(filter, TensorType({DT_FLOAT}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .REQUIRED_ATTR(strides, ListInt)
    .ATTR(groups, Int, 1)
    .ATTR(data_format, String, "NHWC")
    .OP_END_FACTORY_REG(ParserTestConv)

REG_OP(ParserTestConcat)
    .DYNAMIC_INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .REQUIRED_ATTR(concat_dim, Int)
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType({DT_FLOAT}))
    .OP_END_FACTORY_REG(ParserTestConcat)
}  // namespace ge
// clang-format on

namespace domi {
namespace {

// Reads the typed attrs of op_src (Note [Parse calls]) and sets op_dest's in GE's layout.
Status ParseParamsTestConv(const ge::Operator& op_src, ge::Operator& op_dest) {
  std::vector<int64_t> strides;
  if (op_src.GetAttr("strides", strides) != ge::GRAPH_SUCCESS || strides.size() != 2) {
    GELOGE(FAILED, "node %s: strides must be two ints", op_src.GetName().c_str());
    return PARAM_INVALID;
  }
  op_dest.SetAttr("strides", std::vector<int64_t>{1, 1, strides[0], strides[1]});
  op_dest.SetAttr("data_format", "NCHW");
  std::string onnx_type;
  if (op_src.GetAttr("op_type", onnx_type) == ge::GRAPH_SUCCESS) op_dest.SetAttr("seen_op_type", onnx_type);
  oppkit::SetParsedOutputDtype(op_dest, 0, ge::DT_FLOAT16);
  oppkit::SetParsedTensorFormat(op_dest, false, 1, ge::FORMAT_NCHW, ge::FORMAT_FRACTAL_Z);
  return SUCCESS;
}

Status ParseParamsTestConcat(const ge::Operator& op_src, ge::Operator& op_dest) {
  std::vector<std::string> inputs;
  if (op_src.GetAttr("input", inputs) != ge::GRAPH_SUCCESS) return FAILED;
  int64_t axis = 0;
  (void)op_src.GetAttr("axis", axis);
  op_dest.SetAttr("concat_dim", axis);
  op_dest.SetAttr("N", static_cast<int64_t>(inputs.size()));
  op_dest.DynamicInputRegister("x", static_cast<uint32_t>(inputs.size()));
  op_dest.DynamicOutputRegister("y", 2);
  return SUCCESS;
}

Status ParseParamsThrows(const ge::Operator&, ge::Operator&) { throw std::runtime_error("parser exploded"); }

Status ParseParamsRefuses(const ge::Operator&, ge::Operator&) {
  GELOGE(FAILED, "refusing on purpose");
  return PARAM_INVALID;
}

Status ExpandNamedAfterTag(const ge::Operator& op, ge::Graph& graph) {
  std::string tag;
  if (op.GetAttr("tag", tag) != ge::GRAPH_SUCCESS) return FAILED;
  auto x = ge::op::Data(tag.c_str()).set_attr_index(0);
  graph.SetInputs({x}).SetOutputs({x});
  return SUCCESS;
}

}  // namespace

constexpr uint32_t kConvRegistrationLine = __LINE__ + 1;
REGISTER_CUSTOM_OP("ParserTestConv")
    .FrameworkType(ONNX)
    .OriginOpType({ge::AscendString("ai.onnx::11::Conv"), ge::AscendString("ai.onnx::13::Conv")})
    .ParseParamsByOperatorFn(ParseParamsTestConv)
    .ImplyType(ImplyType::TVM);

REGISTER_CUSTOM_OP("ParserTestConcat")
    .FrameworkType(ONNX)
    .OriginOpType("ai.onnx::13::Concat")
    .ParseParamsByOperatorFn(ParseParamsTestConcat)
    .InputReorderVector({1, 0});

REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::Throws")
    .ParseParamsByOperatorFn(ParseParamsThrows);
REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::Refuses")
    .ParseParamsByOperatorFn(ParseParamsRefuses);
REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::Automap")
    .ParseParamsByOperatorFn(AutoMappingByOpFn);
REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::ToGraph")
    .ParseOpToGraphFn([](const ge::Operator&, ge::Graph&) { return SUCCESS; });
// An expansion whose Data node is named after an op_dest attr: the parse function's ("parsed") or, without one,
// op_src's own copied by AutoMappingByOpFn ("tag").
REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::Expands")
    .ParseParamsByOperatorFn([](const ge::Operator&, ge::Operator& op_dest) {
      op_dest.SetAttr("tag", "parsed");
      return SUCCESS;
    })
    .ParseOpToGraphFn(ExpandNamedAfterTag);
REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::ExpandsAutomapped")
    .ParseOpToGraphFn(ExpandNamedAfterTag);
REGISTER_CUSTOM_OP("ParserTestConv").FrameworkType(ONNX).OriginOpType("test::1::ExpandThrows")
    .ParseOpToGraphFn([](const ge::Operator&, ge::Graph&) -> Status { throw std::runtime_error("expansion boom"); });
REGISTER_CUSTOM_OP("ParserTestConv").OriginOpType("test::1::NoFramework");  // dropped: no FrameworkType

}  // namespace domi

namespace {

using oppkit::AttrValue;

const OppkitParserRegistration* FindParser(const std::string& origin) {
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  const auto* base = reinterpret_cast<const unsigned char*>(info->parser_table);
  for (uint64_t i = 0; i < info->parser_count; ++i) {
    const auto* p = reinterpret_cast<const OppkitParserRegistration*>(base + i * info->parser_struct_size);
    for (uint32_t k = 0; k < p->origin_op_type_count; ++k) {
      if (origin == p->origin_op_types[k]) return p;
    }
  }
  return nullptr;
}

// What a host's sink receives.
struct Received {
  std::map<std::string, AttrValue> attrs;
  std::map<std::string, uint32_t> dynamic;  // "in:x" / "out:y"
  struct Desc {
    uint32_t is_output, index, mask;
    int32_t dtype, origin_format, format;
  };
  std::vector<Desc> descs;
};

OppkitParseSink MakeSink(Received* r) {
  OppkitParseSink sink{};
  sink.struct_size = sizeof(sink);
  sink.context = r;
  sink.attr = [](void* c, const char* name, const OppkitAttrValue* v) {
    static_cast<Received*>(c)->attrs[name] = AttrValue::FromAbi(*v);
  };
  sink.dynamic_count = [](void* c, uint32_t is_output, const char* name, uint32_t count) {
    static_cast<Received*>(c)->dynamic[std::string(is_output != 0 ? "out:" : "in:") + name] = count;
  };
  sink.tensor_desc = [](void* c, uint32_t is_output, uint32_t index, uint32_t mask, int32_t dtype, int32_t of,
                        int32_t f) {
    static_cast<Received*>(c)->descs.push_back({is_output, index, mask, dtype, of, f});
  };
  return sink;
}

// A parse request for node \p node of origin \p origin with op_src attrs \p attrs and op_dest's IR \p proto.
struct Request {
  std::vector<std::pair<std::string, AttrValue>> values;
  std::vector<OppkitNamedAttr> attrs;
  OppkitParseRequest request{};

  Request(const char* node, const char* origin, std::vector<std::pair<std::string, AttrValue>> v,
          const OppkitOpProto* proto)
      : values(std::move(v)) {
    for (const auto& [name, value] : values) attrs.push_back(OppkitNamedAttr{name.c_str(), value.ToAbi()});
    request.struct_size = sizeof(request);
    request.node_name = node;
    request.origin_op_type = origin;
    request.attr_count = static_cast<uint32_t>(attrs.size());
    request.attrs = attrs.data();
    request.prototype = proto;
  }
};

uint32_t Call(const OppkitParserRegistration* p, const Request& r, const OppkitParseSink* sink) {
  const auto fn = reinterpret_cast<OppkitParseParamsFn>(p->parse_params);
  return fn(p->parse_params_data, &r.request, sink);
}

}  // namespace

TEST_CASE("RegisterCustomOp: registrations are published in the parser table with their origins and source",
          "[sdk][register][parser]") {
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  REQUIRE(info != nullptr);
  CHECK(info->parser_struct_size == sizeof(OppkitParserRegistration));
  const OppkitParserRegistration* conv = FindParser("ai.onnx::13::Conv");
  REQUIRE(conv != nullptr);
  CHECK(std::string(conv->op_type) == "ParserTestConv");
  CHECK(conv->framework_type == domi::ONNX);
  CHECK(conv->imply_type == static_cast<uint32_t>(domi::ImplyType::TVM));
  REQUIRE(conv->origin_op_type_count == 2);
  CHECK(std::string(conv->origin_op_types[0]) == "ai.onnx::11::Conv");
  CHECK(conv->parse_params != nullptr);
  CHECK(conv->flags == 0);
  CHECK(conv->input_reorder_count == 0);
  REQUIRE(conv->source_file != nullptr);
  CHECK_THAT(conv->source_file, Catch::EndsWith("parser_registration_test.cc"));
  CHECK(conv->source_line == domi::kConvRegistrationLine);

  const OppkitParserRegistration* concat = FindParser("ai.onnx::13::Concat");
  REQUIRE(concat != nullptr);
  REQUIRE(concat->input_reorder_count == 2);
  CHECK(concat->input_reorder[0] == 1);
  CHECK(concat->input_reorder[1] == 0);

  const OppkitParserRegistration* to_graph = FindParser("test::1::ToGraph");
  REQUIRE(to_graph != nullptr);
  CHECK(to_graph->parse_params == nullptr);
  CHECK(to_graph->flags == OPPKIT_PARSER_PARSE_OP_TO_GRAPH);
  CHECK(FindParser("test::1::NoFramework") == nullptr);
  CHECK(oppkit::test::CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"ParserTestConv", "no FrameworkType"}) == 1);
}

TEST_CASE("RegisterCustomOp: the parse call gives op_src the node's attrs and reports op_dest with its IR defaults",
          "[sdk][register][parser]") {
  const OppkitParserRegistration* conv = FindParser("ai.onnx::13::Conv");
  REQUIRE(conv != nullptr);
  const OppkitOpProto* proto = oppkit::test::FindProto("ParserTestConv");
  REQUIRE(proto != nullptr);
  Request request("conv1", "ai.onnx::13::Conv",
                  {{"strides", AttrValue::ListInt({2, 3})}, {"op_type", AttrValue::String("ai.onnx::13::Conv")}},
                  proto);
  Received got;
  const OppkitParseSink sink = MakeSink(&got);
  REQUIRE(Call(conv, request, &sink) == domi::SUCCESS);
  CHECK(got.attrs.at("strides") == AttrValue::ListInt({1, 1, 2, 3}));
  CHECK(got.attrs.at("data_format") == AttrValue::String("NCHW"));
  CHECK(got.attrs.at("groups") == AttrValue::Int(1));  // the IR default, reported too
  CHECK(got.attrs.at("seen_op_type") == AttrValue::String("ai.onnx::13::Conv"));
  CHECK(got.dynamic.empty());
  REQUIRE(got.descs.size() == 2);
  CHECK(got.descs[0].is_output == 1);
  CHECK(got.descs[0].mask == OPPKIT_DESC_DTYPE);
  CHECK(got.descs[0].dtype == ge::DT_FLOAT16);
  CHECK(got.descs[1].is_output == 0);
  CHECK(got.descs[1].index == 1);
  CHECK(got.descs[1].origin_format == ge::FORMAT_NCHW);
  CHECK(got.descs[1].format == ge::FORMAT_FRACTAL_Z);

  SECTION("a sink of an older, smaller host is read only as far as it goes") {
    Received old;
    OppkitParseSink small = MakeSink(&old);
    small.struct_size = offsetof(OppkitParseSink, dynamic_count);
    REQUIRE(Call(conv, request, &small) == domi::SUCCESS);
    CHECK(old.attrs.count("strides") == 1);
    CHECK(old.descs.empty());
  }
}

TEST_CASE("RegisterCustomOp: the expansion call runs ParseOpToGraphFn on op_dest and hands over its graph",
          "[sdk][register][parser][expansion]") {
  struct Got {
    int calls = 0;
    std::string first_node;
    uint32_t node_count = 0;
  };
  const auto call = [](const char* origin, const Request& request, Got* got) {
    const OppkitParserRegistration* p = FindParser(origin);
    REQUIRE(p != nullptr);
    REQUIRE(p->parse_op_to_graph != nullptr);
    OppkitGraphSink sink{};
    sink.struct_size = sizeof(sink);
    sink.context = got;
    sink.graph = [](void* context, const OppkitGraph* graph) {
      auto* g = static_cast<Got*>(context);
      ++g->calls;
      g->node_count = graph->node_count;
      if (graph->node_count > 0) g->first_node = graph->nodes[0].name;
    };
    const auto fn = reinterpret_cast<OppkitParseOpToGraphFn>(p->parse_op_to_graph);
    return fn(p->parse_op_to_graph_data, &request.request, &sink);
  };
  const OppkitOpProto* proto = oppkit::test::FindProto("ParserTestConv");
  Got parsed;
  REQUIRE(call("test::1::Expands", Request("n", "test::1::Expands", {}, proto), &parsed) == domi::SUCCESS);
  CHECK(parsed.calls == 1);
  CHECK(parsed.node_count == 1);
  CHECK(parsed.first_node == "parsed");  // ParseParamsByOperatorFn ran before the expansion
  Got automapped;
  REQUIRE(call("test::1::ExpandsAutomapped", Request("n", "test::1::ExpandsAutomapped",
                                                     {{"tag", AttrValue::String("from_src")}}, proto),
               &automapped) == domi::SUCCESS);
  CHECK(automapped.first_node == "from_src");  // no parse function: op_src's attrs, as AutoMappingByOpFn copies
  Got failed;
  CHECK(call("test::1::ExpandsAutomapped", Request("n", "test::1::ExpandsAutomapped", {}, proto), &failed) ==
        domi::FAILED);  // no tag: the expansion fails, and hands over nothing
  CHECK(failed.calls == 0);
  Got threw;
  CHECK(call("test::1::ExpandThrows", Request("n", "test::1::ExpandThrows", {}, proto), &threw) == domi::FAILED);
  CHECK(threw.calls == 0);
  CHECK(oppkit::test::CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"ParseOpToGraphFn", "expansion boom"}) == 1);
  // Registrations without ParseOpToGraphFn have no expansion call.
  CHECK(FindParser("ai.onnx::13::Conv")->parse_op_to_graph == nullptr);
}

TEST_CASE("RegisterCustomOp: dynamic instance counts set on op_dest are reported by IR name", "[sdk][register][parser]") {
  const OppkitParserRegistration* concat = FindParser("ai.onnx::13::Concat");
  REQUIRE(concat != nullptr);
  Request request("cat", "ai.onnx::13::Concat",
                  {{"input", AttrValue::ListString({"a", "b", "c"})}, {"axis", AttrValue::Int(1)}},
                  oppkit::test::FindProto("ParserTestConcat"));
  Received got;
  const OppkitParseSink sink = MakeSink(&got);
  REQUIRE(Call(concat, request, &sink) == domi::SUCCESS);
  CHECK(got.dynamic.at("in:x") == 3);
  CHECK(got.dynamic.at("out:y") == 2);
  CHECK(got.attrs.at("concat_dim") == AttrValue::Int(1));
  CHECK(got.attrs.at("N") == AttrValue::Int(3));

  SECTION("without a prototype, op_dest has no dynamic input to register and nothing is counted") {
    Request bare("cat", "ai.onnx::13::Concat", {{"input", AttrValue::ListString({"a"})}}, nullptr);
    Received none;
    const OppkitParseSink s = MakeSink(&none);
    REQUIRE(Call(concat, bare, &s) == domi::SUCCESS);
    CHECK(none.dynamic.empty());
  }
}

TEST_CASE("RegisterCustomOp: a parse function that throws or fails returns its failure and logs why",
          "[sdk][register][parser]") {
  Received got;
  const OppkitParseSink sink = MakeSink(&got);
  Request request("n1", "test::1::Throws", {}, oppkit::test::FindProto("ParserTestConv"));
  CHECK(Call(FindParser("test::1::Throws"), request, &sink) == domi::FAILED);
  CHECK(oppkit::test::CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"ParserTestConv", "n1", "parser exploded"}) == 1);
  Request refuse("n2", "test::1::Refuses", {}, oppkit::test::FindProto("ParserTestConv"));
  CHECK(Call(FindParser("test::1::Refuses"), refuse, &sink) == domi::PARAM_INVALID);
  CHECK(got.attrs.empty());  // nothing is reported for a failed call
  CHECK(oppkit::test::CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"refusing on purpose"}) == 1);
}

TEST_CASE("RegisterCustomOp: AutoMappingByOpFn copies op_src's attrs to op_dest", "[sdk][register][parser]") {
  Request request("n3", "test::1::Automap", {{"groups", AttrValue::Int(4)}, {"name", AttrValue::String("n3")}},
                  oppkit::test::FindProto("ParserTestConv"));
  Received got;
  const OppkitParseSink sink = MakeSink(&got);
  REQUIRE(Call(FindParser("test::1::Automap"), request, &sink) == domi::SUCCESS);
  CHECK(got.attrs.at("groups") == AttrValue::Int(4));
  CHECK(got.attrs.at("name") == AttrValue::String("n3"));
  CHECK(got.attrs.at("data_format") == AttrValue::String("NHWC"));
}

TEST_CASE("RegisterCustomOp: tensor descs set outside a parse call are ignored", "[sdk][register][parser]") {
  ge::Operator op("lonely", "ParserTestConv");
  oppkit::SetParsedOutputDtype(op, 0, ge::DT_INT8);
  CHECK(oppkit::test::CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"lonely", "not the op_dest"}) == 1);
}

TEST_CASE("RegisterCustomOp: the ABI 1.2 fields are appended after the 1.1 layout", "[sdk][register][parser][abi]") {
  // Everything up to set_host_services is the 1.1 layout (64 bytes on LP64); 1.2 only appends.
  CHECK(offsetof(OppkitPluginInfo, set_host_services) == 56);
  CHECK(offsetof(OppkitPluginInfo, parser_count) == 64);
  CHECK(offsetof(OppkitPluginInfo, parser_table) == 72);
  CHECK(offsetof(OppkitPluginInfo, parser_struct_size) == 80);
  CHECK(offsetof(OppkitPluginInfo, infer_symbol_shape_call) == 88);  // ABI 1.3 appends after them
  CHECK(offsetof(OppkitParserRegistration, op_type) == 8);
  CHECK(offsetof(OppkitParserRegistration, parse_params) == 32);
  CHECK(offsetof(OppkitParserRegistration, input_reorder) == 48);
  CHECK(offsetof(OppkitParserRegistration, source_file) == 64);
  CHECK(offsetof(OppkitParserRegistration, parse_op_to_graph) == 80);  // appended within 1.2
  CHECK(sizeof(OppkitParserRegistration) == 96);
  CHECK(offsetof(OppkitGraphSink, graph) == 16);
  CHECK(offsetof(OppkitParseRequest, prototype) == 32);
  CHECK(offsetof(OppkitParseSink, tensor_desc) == 32);
  CHECK(std::is_standard_layout<OppkitParserRegistration>::value);
  CHECK(std::is_standard_layout<OppkitParseRequest>::value);
  CHECK(std::is_standard_layout<OppkitParseSink>::value);
}
