// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin tables record each REG_OP's IR without creating an operator (Note [IR capture] in
// sdk/src/register/plugin_tables.cc). These tests check that this gives exactly the IR a created instance records,
// for every prototype of this executable (operator_reg_test.cc has REG_OPs with every attr type, dynamic inputs and
// outputs, subgraphs), and that the arena behind the tables keeps what it is given.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "graph/operator_factory.h"
#include "graph/operator_reg.h"
#include "ir_sink.h"        // sdk/src/register (internal)
#include "operator_impl.h"  // sdk/src/register (internal): the IR of a created instance
#include "oppkit/attr_value.h"
#include "register_test_helpers.h"

// clang-format off
namespace ge {
REG_OP(IrCaptureTestOp)
    .DYNAMIC_INPUT(x, "T")
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT, DT_FLOAT16}))
    .OUTPUT(y, "T")
    .DYNAMIC_OUTPUT(extra, TensorType::IndexNumberType())
    .ATTR(mode, String, "SAME")
    .ATTR(scales, ListFloat, {1.5, 2.0})
    .REQUIRED_ATTR(axes, ListInt)
    .DATATYPE(T, ListTensorType(TensorType::BasicType()))
    .GRAPH(body)
    .OP_END_FACTORY_REG(IrCaptureTestOp)
}  // namespace ge
// clang-format on

namespace {

using oppkit::AttrValue;
using oppkit::detail::Arena;
using oppkit::detail::IrSink;
using oppkit::detail::IrTensorDef;
using oppkit::detail::OpIrDef;

std::string Str(const char* s) { return s == nullptr ? std::string() : std::string(s); }

std::vector<ge::DataType> Dtypes(const int32_t* values, uint32_t count) {
  std::vector<ge::DataType> out;
  for (uint32_t i = 0; i < count; ++i) out.push_back(static_cast<ge::DataType>(values[i]));
  return out;
}

void CheckTensors(const std::vector<IrTensorDef>& defs, const OppkitIrTensor* raw, uint32_t count) {
  REQUIRE(count == defs.size());
  for (size_t i = 0; i < defs.size(); ++i) {
    INFO("tensor " << defs[i].name);
    CHECK(Str(raw[i].name) == defs[i].name);
    CHECK(raw[i].kind == defs[i].kind);
    if (defs[i].has_symbol) {
      REQUIRE(raw[i].type_symbol != nullptr);
      CHECK(std::string(raw[i].type_symbol) == defs[i].symbol);
      CHECK(raw[i].dtype_count == 0);
    } else {
      CHECK(raw[i].type_symbol == nullptr);
      CHECK(Dtypes(raw[i].dtypes, raw[i].dtype_count) == defs[i].dtypes);
    }
  }
}

// \p raw (from the tables) describes exactly \p ir (recorded by a created instance).
void CheckSameIr(const OpIrDef& ir, const OppkitOpProto& raw) {
  CheckTensors(ir.inputs, raw.inputs, raw.input_count);
  CheckTensors(ir.outputs, raw.outputs, raw.output_count);
  REQUIRE(raw.attr_count == ir.attrs.size());
  for (size_t i = 0; i < ir.attrs.size(); ++i) {
    INFO("attr " << ir.attrs[i].name);
    CHECK(Str(raw.attrs[i].name) == ir.attrs[i].name);
    CHECK(raw.attrs[i].type == ir.attrs[i].type);
    CHECK(raw.attrs[i].required == (ir.attrs[i].required ? 1u : 0u));
    if (ir.attrs[i].required) {
      CHECK(raw.attrs[i].default_value.type == OPPKIT_ATTR_NONE);
    } else {
      CHECK(raw.attrs[i].default_value.type == raw.attrs[i].type);
      CHECK(AttrValue::FromAbi(raw.attrs[i].default_value) == ir.attrs[i].default_value);
    }
  }
  REQUIRE(raw.symbol_count == ir.symbols.size());
  for (size_t i = 0; i < ir.symbols.size(); ++i) {
    CHECK(Str(raw.symbols[i].name) == ir.symbols[i].name);
    CHECK(raw.symbols[i].is_list == (ir.symbols[i].is_list ? 1u : 0u));
    CHECK(Dtypes(raw.symbols[i].dtypes, raw.symbols[i].dtype_count) == ir.symbols[i].dtypes);
  }
  REQUIRE(raw.subgraph_count == ir.subgraphs.size());
  for (size_t i = 0; i < ir.subgraphs.size(); ++i) {
    CHECK(Str(raw.subgraphs[i].name) == ir.subgraphs[i].name);
    CHECK(raw.subgraphs[i].kind == ir.subgraphs[i].kind);
  }
}

}  // namespace

TEST_CASE("PluginTables: every prototype recorded without an operator equals the IR of a created instance",
          "[sdk][register]") {
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  REQUIRE(info != nullptr);
  size_t compared = 0;
  for (uint64_t i = 0; i < info->op_proto_count; ++i) {
    const OppkitOpProto& raw = info->proto_table[i];
    INFO("op " << raw.op_type);
    const ge::Operator op = ge::OperatorFactory::CreateOperator("probe", raw.op_type);
    const ge::OperatorImpl* impl = oppkit::detail::OperatorAccess::Impl(op);
    REQUIRE(impl != nullptr);
    CheckSameIr(impl->ir, raw);
    ++compared;
  }
  CHECK(compared >= 9);  // the REG_OPs of operator_reg_test.cc, the hand-made one and IrCaptureTestOp
}

TEST_CASE("IrSink: capturing a REG_OP class records its IR and creates no operator state", "[sdk][register]") {
  Arena arena;
  IrSink sink(&arena, /*static_names=*/true);
  sink.Begin();
  ge::op::IrCaptureTestOp::OppkitCaptureIr(&sink);
  OppkitOpProto captured{};
  sink.Finish(&captured);

  const ge::op::IrCaptureTestOp created("probe");
  const ge::OperatorImpl* impl = oppkit::detail::OperatorAccess::Impl(created);
  REQUIRE(impl != nullptr);
  CheckSameIr(impl->ir, captured);
  REQUIRE(captured.input_count == 2);
  CHECK(captured.inputs[0].kind == OPPKIT_IO_DYNAMIC);
  CHECK(captured.inputs[1].kind == OPPKIT_IO_OPTIONAL);
  REQUIRE(captured.attr_count == 3);
  CHECK(AttrValue::FromAbi(captured.attrs[1].default_value) == AttrValue::ListFloat({1.5f, 2.0f}));

  // A second capture into the same sink starts from nothing.
  sink.Begin();
  ge::op::IrCaptureTestOp::OppkitCaptureIr(&sink);
  OppkitOpProto again{};
  sink.Finish(&again);
  CheckSameIr(impl->ir, again);
}

TEST_CASE("IrSink: names read from an instance are copied, so the instance may go away", "[sdk][register]") {
  Arena arena;
  IrSink sink(&arena, /*static_names=*/false);
  OppkitOpProto raw{};
  OpIrDef ir;
  {
    std::string name = "a_rather_long_input_name_that_is_not_a_literal";
    std::string symbol = "TypeSymbolOfThatInput";
    sink.Begin();
    sink.Tensor(false, name.c_str(), OPPKIT_IO_REQUIRED, symbol.c_str(), nullptr);
    sink.Attr(std::string("attr_from_a_temporary").c_str(), AttrValue::ListString({"p", "qr"}));
    sink.Finish(&raw);
    IrTensorDef def;
    def.name = name;
    def.has_symbol = true;
    def.symbol = symbol;
    ir.inputs.push_back(def);
    oppkit::detail::IrAttrDef attr;
    attr.name = "attr_from_a_temporary";
    attr.type = OPPKIT_ATTR_LIST_STRING;
    attr.default_value = AttrValue::ListString({"p", "qr"});
    ir.attrs.push_back(attr);
    name.assign(name.size(), '#');  // the caller's strings change or die
    symbol.assign(symbol.size(), '#');
  }
  CheckSameIr(ir, raw);
}

TEST_CASE("Arena: copies stay valid and aligned across many blocks", "[sdk][register]") {
  Arena arena;
  std::vector<std::pair<const char*, std::string>> strings;
  std::vector<std::pair<const int64_t*, int64_t>> ints;
  std::vector<const double*> doubles;
  for (int i = 0; i < 20000; ++i) {
    const std::string text = "name_" + std::to_string(i);
    strings.emplace_back(arena.CopyString(text), text);
    const int64_t values[3] = {i, -i, int64_t{7} * i};
    const int64_t* copied = arena.CopyArray(values, 3);
    CHECK(reinterpret_cast<uintptr_t>(copied) % alignof(int64_t) == 0);
    ints.emplace_back(copied, i);
    const double one = 0.5 * i;
    doubles.push_back(arena.CopyArray(&one, 1));
  }
  const std::vector<int32_t> big(1 << 20, 42);  // larger than any block
  const int32_t* big_copy = arena.CopyArray(big);
  CHECK(arena.CopyArray(big.data(), 0) == nullptr);
  for (size_t i = 0; i < strings.size(); ++i) {
    REQUIRE(std::string(strings[i].first) == strings[i].second);
    REQUIRE(ints[i].first[0] == ints[i].second);
    REQUIRE(ints[i].first[2] == 7 * ints[i].second);
    REQUIRE(*doubles[i] == 0.5 * static_cast<double>(i));
    REQUIRE(reinterpret_cast<uintptr_t>(doubles[i]) % alignof(double) == 0);
  }
  CHECK(big_copy[0] == 42);
  CHECK(big_copy[big.size() - 1] == 42);
}

TEST_CASE("Arena: an attr value of every type reads back equal through the ABI", "[sdk][register]") {
  const std::vector<AttrValue> values = {
      AttrValue(),
      AttrValue::Int(-3),
      AttrValue::Float(0.25f),
      AttrValue::Bool(true),
      AttrValue::String("LSTM"),
      AttrValue::String(""),
      AttrValue::DataType(ge::DT_FLOAT16),
      AttrValue::ListInt({1, 2, 3}),
      AttrValue::ListInt({}),
      AttrValue::ListFloat({1.5f, -2.0f}),
      AttrValue::ListBool({true, false, true}),
      AttrValue::ListString({"a", "bc", ""}),
      AttrValue::ListDataType({ge::DT_INT32, ge::DT_INT64}),
      AttrValue::ListListInt({{1, 2}, {}, {3}}),
      AttrValue::ListListFloat({{0.5f}, {}}),
  };
  Arena arena;
  for (const AttrValue& value : values) {
    INFO(value.ToString());
    const OppkitAttrValue copied = arena.CopyAttrValue(value);
    CHECK(copied.type == static_cast<uint32_t>(value.type()));
    CHECK(AttrValue::FromAbi(copied) == value);
  }
}
