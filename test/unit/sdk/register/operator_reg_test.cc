// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// REG_OP: the prototypes it publishes through this executable's plugin tables, and the generated op classes.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <type_traits>
#include <vector>

#include "graph/operator_factory.h"
#include "graph/operator_reg.h"
#include "oppkit/attr_value.h"
#include "register_test_helpers.h"

// The prototypes are written as op sources write them: inside namespace ge, with CANN's spelling.
// clang-format off
namespace ge {
constexpr uint32_t kRegTestAddLine = __LINE__ + 1;
REG_OP(RegTestAdd)
    .INPUT(x1, "T")
    .INPUT(x2, "T")
    .OUTPUT(y, "T")
    .DATATYPE(T, TensorType::NumberType())
    .OP_END_FACTORY_REG(RegTestAdd)

REG_OP(RegTestWhere)
    .INPUT(x, TensorType({BasicType(), DT_BOOL}))
    .OUTPUT(y, TensorType({DT_INT64}))
    .OP_END_FACTORY_REG(RegTestWhere)

// Spellings of CANN's op headers that name no ge::DataType (gelu_quant_proto.h, ...).
REG_OP(RegTestSpellings)
    .INPUT(x, TensorType({DT_FLOAT32, DT_BFLOAT16, DT_FP8_E5M2, DT_FP8_E4M3FN, DT_FLOAT8_E4M3, DT_FLOAT8_E4M3_FN}))
    .OUTPUT(y, TensorType({DT_FP4X2_E2M1, DT_FP4X2_E1M2}))
    .OP_END_FACTORY_REG(RegTestSpellings)

REG_OP(RegTestCast)
    .INPUT(x, "T")
    .OUTPUT(y, "dst_type")
    .REQUIRED_ATTR(dst_type, Int)
    .DATATYPE(T, TensorType({DT_BOOL, DT_FLOAT16, DT_FLOAT, DT_INT32}))
    .DATATYPE(dst_type, TensorType({DT_BOOL, DT_FLOAT16, DT_FLOAT, DT_INT32}))
    .OP_END_FACTORY_REG(RegTestCast)

REG_OP(RegTestIdentityN)
    .DYNAMIC_INPUT(x, "T")
    .DYNAMIC_OUTPUT(y, "T")
    .DATATYPE(T, ListTensorType({DT_FLOAT, DT_FLOAT16, DT_INT8}))
    .OP_END_FACTORY_REG(RegTestIdentityN)

REG_OP(RegTestConcat)
    .DYNAMIC_INPUT(x, "T")
    .INPUT(concat_dim, TensorType::IndexNumberType())
    .OUTPUT(y, "T")
    .ATTR(N, Int, 1)
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(RegTestConcat)

// The OUTPUT line between inputs does not change the IR input order; attrs of every type, subgraphs.
REG_OP(RegTestRnn)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OPTIONAL_INPUT(seq_length, TensorType({DT_INT32}))
    .INPUT(w, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(h, TensorType({DT_FLOAT16, DT_FLOAT}))
    .ATTR(cell_type, String, "LSTM")
    .ATTR(strides, ListInt, {1, 1, 1, 1})
    .ATTR(pads, ListInt, {})
    .ATTR(keep_prob, Float, 0.5)
    .ATTR(is_training, Bool, true)
    .ATTR(dst_dtype, Type, DT_FLOAT16)
    .ATTR(scales, ListFloat, {1.0, 2.5})
    .ATTR(flags, ListBool, {true, false})
    .ATTR(names, ListString, {"a", "bc"})
    .ATTR(types, ListType, {DT_INT32, DT_INT64})
    .ATTR(groups, ListListInt, {{1, 2}, {3}})
    .ATTR(weights, ListListFloat, {{0.5}, {}})
    .ATTR(label, AscendString, "lbl")
    .REQUIRED_ATTR(direction, String)
    .REQUIRED_ATTR(dims, ListInt)
    .GRAPH(body)
    .DYNAMIC_GRAPH(branches)
    .OP_END_FACTORY_REG(RegTestRnn)

REG_OP(RegTestEmpty).OP_END_FACTORY_REG(RegTestEmpty)
}  // namespace ge
// clang-format on

// A prototype registered by hand, without REG_OP (CANN's OperatorCreatorRegister).
namespace {
ge::Operator CreateHandMade(const ge::AscendString& name) { return ge::Operator(name, "RegTestHandMade"); }
const ge::OperatorCreatorRegister g_hand_made_register("RegTestHandMade", CreateHandMade);

using oppkit::AttrValue;
using oppkit::test::FindProto;

std::vector<ge::DataType> Dtypes(const int32_t* values, uint32_t count) {
  std::vector<ge::DataType> out;
  for (uint32_t i = 0; i < count; ++i) out.push_back(static_cast<ge::DataType>(values[i]));
  return out;
}

const OppkitIrAttr* FindAttr(const OppkitOpProto* proto, const std::string& name) {
  for (uint32_t i = 0; i < proto->attr_count; ++i) {
    if (name == proto->attrs[i].name) return &proto->attrs[i];
  }
  return nullptr;
}

AttrValue Default(const OppkitOpProto* proto, const std::string& name) {
  const OppkitIrAttr* attr = FindAttr(proto, name);
  REQUIRE(attr != nullptr);
  return AttrValue::FromAbi(attr->default_value);
}

std::string Str(const char* s) { return s == nullptr ? "<null>" : s; }
}  // namespace

TEST_CASE("RegOp: the plugin tables list every prototype of the executable, sorted by op type", "[sdk][register]") {
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  REQUIRE(info != nullptr);
  CHECK(info == OppkitGetPluginInfo());  // built once
  CHECK(info->abi_version == OPPKIT_PLUGIN_ABI_VERSION);
  CHECK(info->struct_size == sizeof(OppkitPluginInfo));
  CHECK(info->op_proto_struct_size == sizeof(OppkitOpProto));
  CHECK(info->op_impl_struct_size == sizeof(OppkitOpImpl));
  REQUIRE(info->sdk_version != nullptr);
  CHECK(std::string(info->sdk_version) != "unknown");
  CHECK(info->set_host_services != nullptr);
  std::vector<std::string> types;
  for (uint64_t i = 0; i < info->op_proto_count; ++i) types.emplace_back(info->proto_table[i].op_type);
  CHECK(std::is_sorted(types.begin(), types.end()));
  CHECK(std::adjacent_find(types.begin(), types.end()) == types.end());
  for (const char* t : {"RegTestAdd", "RegTestWhere", "RegTestCast", "RegTestIdentityN", "RegTestConcat", "RegTestRnn",
                        "RegTestEmpty", "RegTestHandMade"}) {
    CHECK(std::find(types.begin(), types.end(), t) != types.end());
  }
}

TEST_CASE("RegOp: symbol inputs and outputs keep their symbol, and DATATYPE defines it", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestAdd");
  REQUIRE(proto != nullptr);
  CHECK(proto->struct_size == sizeof(OppkitOpProto));
  REQUIRE(proto->input_count == 2);
  CHECK(Str(proto->inputs[0].name) == "x1");
  CHECK(Str(proto->inputs[1].name) == "x2");
  for (uint32_t i = 0; i < 2; ++i) {
    CHECK(proto->inputs[i].kind == OPPKIT_IO_REQUIRED);
    CHECK(Str(proto->inputs[i].type_symbol) == "T");
    CHECK(proto->inputs[i].dtype_count == 0);
  }
  REQUIRE(proto->output_count == 1);
  CHECK(Str(proto->outputs[0].name) == "y");
  CHECK(Str(proto->outputs[0].type_symbol) == "T");
  REQUIRE(proto->symbol_count == 1);
  CHECK(Str(proto->symbols[0].name) == "T");
  CHECK(proto->symbols[0].is_list == 0);
  CHECK(Dtypes(proto->symbols[0].dtypes, proto->symbols[0].dtype_count) == ge::TensorType::NumberType().GetTypes());
  CHECK(proto->attr_count == 0);
  CHECK(proto->subgraph_count == 0);
}

TEST_CASE("RegOp: the prototype records the file and line of its REG_OP", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestAdd");
  REQUIRE(proto != nullptr);
  REQUIRE(proto->source_file != nullptr);
  CHECK_THAT(std::string(proto->source_file), Catch::EndsWith("operator_reg_test.cc"));
  CHECK(proto->source_line == ge::kRegTestAddLine);
  CHECK(proto->reserved_zero == 0);

  SECTION("a hand-made registration has no location") {
    const OppkitOpProto* hand = FindProto("RegTestHandMade");
    REQUIRE(hand != nullptr);
    CHECK(hand->source_file == nullptr);
    CHECK(hand->source_line == 0);
    CHECK(hand->input_count == 0);
  }
}

TEST_CASE("RegOp: an explicit dtype set is evaluated, including unqualified BasicType()", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestWhere");
  REQUIRE(proto != nullptr);
  REQUIRE(proto->input_count == 1);
  CHECK(proto->inputs[0].type_symbol == nullptr);
  std::vector<ge::DataType> expected = ge::TensorType({ge::TensorType::BasicType(), ge::DT_BOOL}).GetTypes();
  CHECK(Dtypes(proto->inputs[0].dtypes, proto->inputs[0].dtype_count) == expected);
  CHECK(std::find(expected.begin(), expected.end(), ge::DT_BOOL) != expected.end());
  REQUIRE(proto->output_count == 1);
  CHECK(Dtypes(proto->outputs[0].dtypes, proto->outputs[0].dtype_count) == std::vector<ge::DataType>{ge::DT_INT64});
  CHECK(proto->symbol_count == 0);
}

TEST_CASE("RegOp: type spellings of CANN's op headers read as the types they name", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestSpellings");
  REQUIRE(proto != nullptr);
  CHECK(Dtypes(proto->inputs[0].dtypes, proto->inputs[0].dtype_count) ==
        std::vector<ge::DataType>{ge::DT_FLOAT, ge::DT_BF16, ge::DT_FLOAT8_E5M2, ge::DT_FLOAT8_E4M3FN});  // a set
  CHECK(Dtypes(proto->outputs[0].dtypes, proto->outputs[0].dtype_count) ==
        std::vector<ge::DataType>{ge::DT_FLOAT4_E2M1, ge::DT_FLOAT4_E1M2});
}

TEST_CASE("RegOp: an output typed by an attr name keeps the name as its symbol", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestCast");
  REQUIRE(proto != nullptr);
  CHECK(Str(proto->outputs[0].type_symbol) == "dst_type");
  REQUIRE(proto->attr_count == 1);
  CHECK(Str(proto->attrs[0].name) == "dst_type");
  CHECK(proto->attrs[0].type == OPPKIT_ATTR_INT);
  CHECK(proto->attrs[0].required == 1);
  CHECK(proto->attrs[0].default_value.type == OPPKIT_ATTR_NONE);
  REQUIRE(proto->symbol_count == 2);
  CHECK(Str(proto->symbols[0].name) == "T");
  CHECK(Str(proto->symbols[1].name) == "dst_type");
  CHECK(Dtypes(proto->symbols[1].dtypes, proto->symbols[1].dtype_count) ==
        std::vector<ge::DataType>{ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_INT32, ge::DT_BOOL});
}

TEST_CASE("RegOp: dynamic inputs and outputs, and ListTensorType symbols", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestIdentityN");
  REQUIRE(proto != nullptr);
  REQUIRE(proto->input_count == 1);
  CHECK(proto->inputs[0].kind == OPPKIT_IO_DYNAMIC);
  REQUIRE(proto->output_count == 1);
  CHECK(proto->outputs[0].kind == OPPKIT_IO_DYNAMIC);
  REQUIRE(proto->symbol_count == 1);
  CHECK(proto->symbols[0].is_list == 1);
  CHECK(Dtypes(proto->symbols[0].dtypes, proto->symbols[0].dtype_count) ==
        std::vector<ge::DataType>{ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_INT8});

  const OppkitOpProto* concat = FindProto("RegTestConcat");
  REQUIRE(concat != nullptr);
  REQUIRE(concat->input_count == 2);
  CHECK(concat->inputs[0].kind == OPPKIT_IO_DYNAMIC);
  CHECK(Str(concat->inputs[1].name) == "concat_dim");
  CHECK(concat->inputs[1].kind == OPPKIT_IO_REQUIRED);
  CHECK(Dtypes(concat->inputs[1].dtypes, concat->inputs[1].dtype_count) ==
        std::vector<ge::DataType>{ge::DT_INT32, ge::DT_INT64});
  CHECK(Default(concat, "N") == AttrValue::Int(1));
}

TEST_CASE("RegOp: inputs follow declaration order and optional inputs are marked", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestRnn");
  REQUIRE(proto != nullptr);
  REQUIRE(proto->input_count == 3);
  CHECK(Str(proto->inputs[0].name) == "x");
  CHECK(Str(proto->inputs[1].name) == "seq_length");
  CHECK(proto->inputs[1].kind == OPPKIT_IO_OPTIONAL);
  CHECK(Str(proto->inputs[2].name) == "w");
  CHECK(proto->inputs[2].kind == OPPKIT_IO_REQUIRED);
  REQUIRE(proto->output_count == 2);
  CHECK(Str(proto->outputs[0].name) == "y");
  CHECK(Str(proto->outputs[1].name) == "h");
}

TEST_CASE("RegOp: attrs keep IR order, types and defaults of every kind", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestRnn");
  REQUIRE(proto != nullptr);
  const std::vector<std::string> expected_order = {"cell_type", "strides", "pads",  "keep_prob", "is_training",
                                                   "dst_dtype", "scales",  "flags", "names",     "types",
                                                   "groups",    "weights", "label", "direction", "dims"};
  REQUIRE(proto->attr_count == expected_order.size());
  for (size_t i = 0; i < expected_order.size(); ++i) CHECK(Str(proto->attrs[i].name) == expected_order[i]);

  CHECK(Default(proto, "cell_type") == AttrValue::String("LSTM"));
  CHECK(Default(proto, "strides") == AttrValue::ListInt({1, 1, 1, 1}));
  CHECK(Default(proto, "pads") == AttrValue::ListInt({}));
  CHECK(Default(proto, "keep_prob") == AttrValue::Float(0.5f));
  CHECK(Default(proto, "is_training") == AttrValue::Bool(true));
  CHECK(Default(proto, "dst_dtype") == AttrValue::DataType(ge::DT_FLOAT16));
  CHECK(Default(proto, "scales") == AttrValue::ListFloat({1.0f, 2.5f}));
  CHECK(Default(proto, "flags") == AttrValue::ListBool({true, false}));
  CHECK(Default(proto, "names") == AttrValue::ListString({"a", "bc"}));
  CHECK(Default(proto, "types") == AttrValue::ListDataType({ge::DT_INT32, ge::DT_INT64}));
  CHECK(Default(proto, "groups") == AttrValue::ListListInt({{1, 2}, {3}}));
  CHECK(Default(proto, "weights") == AttrValue::ListListFloat({{0.5f}, {}}));
  CHECK(Default(proto, "label") == AttrValue::String("lbl"));
  for (const char* name : {"cell_type", "strides", "keep_prob", "groups", "label"}) {
    CHECK(FindAttr(proto, name)->required == 0);
    CHECK(FindAttr(proto, name)->type == FindAttr(proto, name)->default_value.type);
  }

  const OppkitIrAttr* direction = FindAttr(proto, "direction");
  CHECK(direction->required == 1);
  CHECK(direction->type == OPPKIT_ATTR_STRING);
  CHECK(direction->default_value.type == OPPKIT_ATTR_NONE);
  const OppkitIrAttr* dims = FindAttr(proto, "dims");
  CHECK(dims->required == 1);
  CHECK(dims->type == OPPKIT_ATTR_LIST_INT);
}

TEST_CASE("RegOp: GRAPH and DYNAMIC_GRAPH become subgraphs of their kind", "[sdk][register]") {
  const OppkitOpProto* proto = FindProto("RegTestRnn");
  REQUIRE(proto != nullptr);
  REQUIRE(proto->subgraph_count == 2);
  CHECK(Str(proto->subgraphs[0].name) == "body");
  CHECK(proto->subgraphs[0].kind == OPPKIT_SUBGRAPH_STATIC);
  CHECK(Str(proto->subgraphs[1].name) == "branches");
  CHECK(proto->subgraphs[1].kind == OPPKIT_SUBGRAPH_DYNAMIC);
  CHECK(proto->subgraphs[1].reserved_zero == 0);

  const OppkitOpProto* empty = FindProto("RegTestEmpty");
  REQUIRE(empty != nullptr);
  CHECK(empty->input_count == 0);
  CHECK(empty->output_count == 0);
  CHECK(empty->attr_count == 0);
  CHECK(empty->inputs == nullptr);
}

TEST_CASE("RegOp: generated classes carry CANN's static names", "[sdk][register]") {
  using ge::op::RegTestRnn;
  CHECK(RegTestRnn::name_in_x() == "x");
  CHECK(RegTestRnn::name_in_seq_length() == "seq_length");
  CHECK(RegTestRnn::name_out_h() == "h");
  CHECK(RegTestRnn::name_attr_cell_type() == "cell_type");
  CHECK(RegTestRnn::name_graph_body() == "body");
  ge::AscendString name;
  RegTestRnn::name_attr_strides(name);
  CHECK(std::string(name.GetString()) == "strides");
  ge::op::RegTestIdentityN::name_in_x(name);
  CHECK(std::string(name.GetString()) == "x");
  CHECK(std::is_base_of<ge::Operator, RegTestRnn>::value);
}

TEST_CASE("RegOp: generated attr getters return defaults until set, setters chain", "[sdk][register]") {
  ge::op::RegTestRnn rnn("rnn1");
  CHECK(rnn.GetName() == "rnn1");
  CHECK(rnn.GetOpType() == "RegTestRnn");
  CHECK(rnn.get_attr_cell_type() == "LSTM");
  CHECK(rnn.get_attr_strides() == std::vector<int64_t>{1, 1, 1, 1});
  CHECK(rnn.get_attr_keep_prob() == 0.5f);
  CHECK(rnn.get_attr_is_training());
  CHECK(rnn.get_attr_dst_dtype() == ge::DT_FLOAT16);
  CHECK(rnn.get_attr_groups() == std::vector<std::vector<int64_t>>{{1, 2}, {3}});
  CHECK(rnn.get_attr_names() == std::vector<std::string>{"a", "bc"});

  rnn.set_attr_cell_type("GRU").set_attr_strides({1, 2, 2, 1}).set_attr_keep_prob(0.25f).set_attr_is_training(false);
  rnn.set_attr_dst_dtype(ge::DT_BF16).set_attr_groups({{7}}).set_attr_flags({false});
  CHECK(rnn.get_attr_cell_type() == "GRU");
  ge::AscendString cell;
  CHECK(rnn.get_attr_cell_type(cell) == ge::GRAPH_SUCCESS);
  CHECK(std::string(cell.GetString()) == "GRU");
  CHECK(rnn.get_attr_strides() == std::vector<int64_t>{1, 2, 2, 1});
  CHECK(rnn.get_attr_keep_prob() == 0.25f);
  CHECK_FALSE(rnn.get_attr_is_training());
  CHECK(rnn.get_attr_dst_dtype() == ge::DT_BF16);
  CHECK(rnn.get_attr_groups() == std::vector<std::vector<int64_t>>{{7}});
  CHECK(rnn.get_attr_flags() == std::vector<bool>{false});
  std::vector<ge::AscendString> names;
  CHECK(rnn.get_attr_names(names) == ge::GRAPH_SUCCESS);
  REQUIRE(names.size() == 2);
  CHECK(std::string(names[1].GetString()) == "bc");

  SECTION("copies share one state") {
    ge::Operator copy = rnn;
    copy.SetAttr("cell_type", "RNN_TANH");
    CHECK(rnn.get_attr_cell_type() == "RNN_TANH");
  }
  SECTION("a value of another type is not read back") {
    rnn.SetAttr("keep_prob", int64_t{3});
    float keep = 0.0f;
    CHECK(rnn.GetAttr("keep_prob", keep) == ge::GRAPH_FAILED);
    CHECK(rnn.get_attr_keep_prob() == 0.5f);  // the getter falls back to the default
  }
}

TEST_CASE("RegOp: required attrs have no value until set", "[sdk][register]") {
  ge::op::RegTestCast cast("cast1");
  int64_t dst = -1;
  CHECK(cast.GetAttr("dst_type", dst) == ge::GRAPH_FAILED);
  CHECK(dst == -1);
  CHECK(cast.get_attr_dst_type() == 0);
  cast.set_attr_dst_type(ge::DT_FLOAT16);  // an Int attr set from a DataType reads back as an int
  CHECK(cast.get_attr_dst_type() == ge::DT_FLOAT16);

  ge::op::RegTestRnn rnn("rnn");
  ge::AscendString direction;
  CHECK(rnn.get_attr_direction(direction) == ge::GRAPH_FAILED);
  rnn.set_attr_direction("BIDIRECTIONAL");
  CHECK(rnn.get_attr_direction(direction) == ge::GRAPH_SUCCESS);
  CHECK(std::string(direction.GetString()) == "BIDIRECTIONAL");
  CHECK(rnn.get_attr_dims().empty());
}

TEST_CASE("RegOp: generated input setters link the source operator", "[sdk][register]") {
  ge::op::RegTestAdd a("a");
  ge::op::RegTestRnn rnn("rnn");
  ge::op::RegTestAdd add("add");
  add.set_input_x1(a).set_input_x2(rnn, "h");
  oppkit::OperatorInputLink link;
  REQUIRE(oppkit::GetOperatorInputLink(add, "x1", 0, &link));
  CHECK(link.src_name == "a");
  CHECK(link.src_type == "RegTestAdd");
  CHECK(link.src_output_index == 0);
  REQUIRE(oppkit::GetOperatorInputLink(add, "x2", 0, &link));
  CHECK(link.src_name == "rnn");
  CHECK(link.src_output_name == "h");
  CHECK(link.src_output_index == 1);  // resolved through the source's IR
  CHECK(add.GetInputsSize() == 2);
  CHECK(add.GetOutputsSize() == 1);

  SECTION("by output index, and optional inputs") {
    rnn.set_input_x(a, 0u).set_input_seq_length(a);
    REQUIRE(oppkit::GetOperatorInputLink(rnn, "seq_length", 0, &link));
    CHECK(link.src_name == "a");
    CHECK_FALSE(oppkit::GetOperatorInputLink(rnn, "w", 0, &link));  // not connected
    CHECK(rnn.GetInputsSize() == 3);
  }
  SECTION("an unknown input name is ignored") {
    add.SetInput("nope", a);
    CHECK_FALSE(oppkit::GetOperatorInputLink(add, "nope", 0, &link));
  }
}

TEST_CASE("RegOp: dynamic inputs and outputs get instances, then links", "[sdk][register]") {
  ge::op::RegTestAdd a("a");
  ge::op::RegTestAdd b("b");
  ge::op::RegTestConcat concat("concat");
  CHECK(concat.GetDynamicInputNum("x") == 0);
  CHECK(concat.GetInputsSize() == 1);  // concat_dim only
  concat.create_dynamic_input_x(3).set_dynamic_input_x(0, a).set_dynamic_input_x(2, b, "y");
  CHECK(concat.GetDynamicInputNum("x") == 3);
  CHECK(concat.GetInputsSize() == 4);
  oppkit::OperatorInputLink link;
  REQUIRE(oppkit::GetOperatorInputLink(concat, "x", 0, &link));
  CHECK(link.src_name == "a");
  CHECK_FALSE(oppkit::GetOperatorInputLink(concat, "x", 1, &link));
  REQUIRE(oppkit::GetOperatorInputLink(concat, "x", 2, &link));
  CHECK(link.src_name == "b");
  CHECK(link.src_output_name == "y");

  SECTION("an instance that was not created is not linked") {
    concat.set_dynamic_input_x(3, a);
    CHECK_FALSE(oppkit::GetOperatorInputLink(concat, "x", 3, &link));
    CHECK(concat.GetDynamicInputNum("x") == 3);
  }
  SECTION("SetInput by flat index reaches the dynamic instances and then the next input") {
    concat.SetInput(1u, b, 0u);
    REQUIRE(oppkit::GetOperatorInputLink(concat, "x", 1, &link));
    CHECK(link.src_name == "b");
    concat.SetInput(3u, a, 0u);
    REQUIRE(oppkit::GetOperatorInputLink(concat, "concat_dim", 0, &link));
    CHECK(link.src_name == "a");
  }
  SECTION("dynamic outputs and subgraphs") {
    ge::op::RegTestIdentityN idn("idn");
    idn.create_dynamic_input_x(2).create_dynamic_output_y(2);
    CHECK(idn.GetOutputsSize() == 2);
    CHECK(idn.GetDynamicOutputNum("y") == 2);
    ge::op::RegTestRnn rnn("rnn");
    CHECK(rnn.GetSubgraphCount("body") == 1);
    rnn.create_dynamic_subgraph_branches(3);
    CHECK(rnn.GetSubgraphCount("branches") == 3);
  }
}

TEST_CASE("RegOp: OperatorFactory creates registered ops by type", "[sdk][register]") {
  CHECK(ge::OperatorFactory::IsExistOp("RegTestCast"));
  CHECK_FALSE(ge::OperatorFactory::IsExistOp("NoSuchOp"));
  ge::Operator cast = ge::OperatorFactory::CreateOperator("c1", "RegTestCast");
  REQUIRE_FALSE(cast.IsEmpty());
  CHECK(cast.GetName() == "c1");
  CHECK(cast.GetOpType() == "RegTestCast");
  CHECK(cast.GetInputsSize() == 1);
  CHECK(ge::OperatorFactory::CreateOperator("x", "NoSuchOp").IsEmpty());
  std::vector<ge::AscendString> types;
  CHECK(ge::OperatorFactory::GetOpsTypeList(types) == ge::GRAPH_SUCCESS);
  CHECK(std::find(types.begin(), types.end(), ge::AscendString("RegTestRnn")) != types.end());
  CHECK(std::is_sorted(types.begin(), types.end()));
}

TEST_CASE("RegOp: a second registration of a type from elsewhere is ignored with a warning", "[sdk][register]") {
  auto& log = oppkit::test::CapturedLog::Get();
  // The same REG_OP registered again (its header included twice) is dropped silently.
  oppkit::detail::OpProtoRegistrar again("RegTestAdd", &ge::op::RegTestAdd::OppkitCreate,
                                         ge::op::RegTestAdd::OppkitSourceFile(), ge::op::RegTestAdd::kOppkitSourceLine);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"RegTestAdd", "registered twice"}) == 0);
  oppkit::detail::OpProtoRegistrar other("RegTestAdd", &ge::op::RegTestCast::OppkitCreate, "elsewhere_proto.h", 7);
  CHECK(log.Count(OPPKIT_LOG_WARN, {"RegTestAdd", "registered twice", "elsewhere_proto.h:7 ignored"}) == 1);
  CHECK(ge::OperatorFactory::CreateOperator("a", "RegTestAdd").GetInputsSize() == 2);  // still the first
}

TEST_CASE("RegOp: attr indexes and the IR attr count come from the prototype, in declaration order",
          "[sdk][register]") {
  // Static: usable as constexpr indexes in host code (Note [Attr indexes]).
  static_assert(ge::op::RegTestRnn::kOppkitAttrIndex_cell_type == 0, "first attr");
  static_assert(ge::op::RegTestRnn::kOppkitIrAttrCount == 15, "15 attrs, required ones included");
  static_assert(ge::op::RegTestEmpty::kOppkitIrAttrCount == 0, "no attrs");
  CHECK(ge::op::RegTestRnn::kOppkitAttrIndex_strides == 1);
  CHECK(ge::op::RegTestRnn::kOppkitAttrIndex_label == 12);
  CHECK(ge::op::RegTestRnn::kOppkitAttrIndex_direction == 13);  // REQUIRED_ATTR counts like ATTR
  CHECK(ge::op::RegTestRnn::kOppkitAttrIndex_dims == 14);
  CHECK(ge::op::RegTestCast::kOppkitAttrIndex_dst_type == 0);
  CHECK(ge::op::RegTestCast::kOppkitIrAttrCount == 1);
  CHECK(ge::op::RegTestConcat::kOppkitIrAttrCount == 1);
  CHECK(ge::op::RegTestAdd::kOppkitIrAttrCount == 0);

  // The same order as the prototype the plugin tables publish.
  const OppkitOpProto* rnn = FindProto("RegTestRnn");
  REQUIRE(rnn != nullptr);
  REQUIRE(rnn->attr_count == ge::op::RegTestRnn::kOppkitIrAttrCount);
  CHECK(std::string(rnn->attrs[ge::op::RegTestRnn::kOppkitAttrIndex_groups].name) == "groups");
  CHECK(std::string(rnn->attrs[ge::op::RegTestRnn::kOppkitAttrIndex_dims].name) == "dims");
}
