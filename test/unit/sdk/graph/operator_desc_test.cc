// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The parts of ge::Operator that graph building uses: input/output tensor descs (by name, instance name and index,
// and the REG_OP-generated update_input_desc_x / get_output_desc_y ...), Tensor attrs (Const's `value`), subgraph
// builders (set_subgraph_builder_<x>, create_dynamic_subgraph_<x>), and what the plugin tables publish of them.
#include <catch2/catch.hpp>
#include <cstring>
#include <string>
#include <vector>

#include "graph/graph.h"
#include "graph/operator_reg.h"
#include "oppkit/framework_ops.h"
#include "unit/sdk/register/register_test_helpers.h"

// clang-format off
namespace ge {
REG_OP(DescTestConcat)
    .DYNAMIC_INPUT(x, "T")
    .INPUT(concat_dim, TensorType::IndexNumberType())
    .OPTIONAL_INPUT(bias, "T")
    .OUTPUT(y, "T")
    .DYNAMIC_OUTPUT(extra, "T")
    .DATATYPE(T, TensorType::BasicType())
    .OP_END_FACTORY_REG(DescTestConcat)

// An op with a Tensor attr (CANN's Fill-like `value`), and both kinds of subgraphs.
REG_OP(DescTestIf)
    .INPUT(cond, TensorType::ALL())
    .DYNAMIC_INPUT(input, TensorType::ALL())
    .DYNAMIC_OUTPUT(output, TensorType::ALL())
    .ATTR(fill, Tensor, Tensor())
    .ATTR(level, Int, 2)
    .GRAPH(then_branch)
    .GRAPH(else_branch)
    .DYNAMIC_GRAPH(branches)
    .OP_END_FACTORY_REG(DescTestIf)
}  // namespace ge
// clang-format on

namespace {
ge::TensorDesc Desc(std::vector<int64_t> dims, ge::Format format, ge::DataType dt) {
  return ge::TensorDesc(ge::Shape(dims), format, dt);
}
}  // namespace

TEST_CASE("Operator: input and output descs by IR name, instance name and index", "[sdk][graph]") {
  ge::op::DescTestConcat concat("concat");
  concat.create_dynamic_input_x(2).create_dynamic_output_extra(2);
  // A desc never set is the default.
  CHECK(concat.get_input_desc_concat_dim().GetDataType() == ge::DT_FLOAT);
  CHECK(concat.get_output_desc_y().GetShape().GetDims().empty());

  CHECK(concat.update_input_desc_concat_dim(Desc({}, ge::FORMAT_ND, ge::DT_INT32)) == ge::GRAPH_SUCCESS);
  CHECK(concat.update_dynamic_input_desc_x(1, Desc({2, 3}, ge::FORMAT_NCHW, ge::DT_FLOAT16)) == ge::GRAPH_SUCCESS);
  CHECK(concat.update_output_desc_y(Desc({4, 3}, ge::FORMAT_NHWC, ge::DT_FLOAT16)) == ge::GRAPH_SUCCESS);
  CHECK(concat.update_dynamic_output_desc_extra(0, Desc({1}, ge::FORMAT_ND, ge::DT_INT8)) == ge::GRAPH_SUCCESS);

  CHECK(concat.get_input_desc_concat_dim().GetDataType() == ge::DT_INT32);
  CHECK(concat.GetInputDescByName("x1").GetFormat() == ge::FORMAT_NCHW);  // GE's instance name
  CHECK(concat.get_dynamic_input_desc_x(1).GetShape().GetDims() == std::vector<int64_t>{2, 3});
  CHECK(concat.GetInputDesc(1u).GetFormat() == ge::FORMAT_NCHW);  // x0, x1, concat_dim, bias
  CHECK(concat.GetInputDesc(2u).GetDataType() == ge::DT_INT32);
  CHECK(concat.GetOutputDesc(std::string("y")).GetFormat() == ge::FORMAT_NHWC);
  CHECK(concat.GetOutputDesc(1u).GetDataType() == ge::DT_INT8);  // y, extra0, extra1
  CHECK(concat.GetOutputDescByName("extra0").GetDataType() == ge::DT_INT8);

  SECTION("by index, and updates through a copy") {
    ge::Operator copy = concat;
    CHECK(copy.UpdateInputDesc(3u, Desc({3}, ge::FORMAT_ND, ge::DT_BF16)) == ge::GRAPH_SUCCESS);
    CHECK(concat.get_input_desc_bias().GetDataType() == ge::DT_BF16);
    CHECK(copy.UpdateOutputDesc(2u, Desc({5}, ge::FORMAT_ND, ge::DT_INT64)) == ge::GRAPH_SUCCESS);
    CHECK(concat.get_dynamic_output_desc_extra(1).GetDataType() == ge::DT_INT64);
  }
  SECTION("unknown names, indices and instances fail") {
    ge::TensorDesc d;
    CHECK(concat.UpdateInputDesc("nope", d) == ge::GRAPH_FAILED);
    CHECK(concat.UpdateInputDesc("x", d) == ge::GRAPH_FAILED);   // a dynamic input needs an instance name
    CHECK(concat.UpdateInputDesc("x2", d) == ge::GRAPH_FAILED);  // two instances
    CHECK(concat.UpdateInputDesc("x01", d) == ge::GRAPH_FAILED);
    CHECK(concat.UpdateInputDesc(4u, d) == ge::GRAPH_FAILED);
    CHECK(concat.UpdateOutputDesc(3u, d) == ge::GRAPH_FAILED);
    CHECK(concat.update_dynamic_input_desc_x(2, d) == ge::GRAPH_FAILED);
    CHECK(concat.UpdateDynamicOutputDesc("y", 0, d) == ge::GRAPH_FAILED);  // y is not dynamic
    CHECK(concat.TryGetInputDesc("nope", d) == ge::GRAPH_FAILED);
    REQUIRE(concat.TryGetInputDesc("x1", d) == ge::GRAPH_SUCCESS);
    CHECK(d.GetDataType() == ge::DT_FLOAT16);
    CHECK(ge::Operator().GetInputDescByName("x").GetDataType() == ge::DT_FLOAT);  // empty operator: default
  }
}

TEST_CASE("Operator: Const's value is a Tensor attr, stored as a clone", "[sdk][graph]") {
  const int32_t values[2] = {6, -1};
  ge::Tensor value(Desc({2}, ge::FORMAT_ND, ge::DT_INT32), reinterpret_cast<const uint8_t*>(values), sizeof values);
  auto c = ge::op::Const("shape").set_attr_value(value);
  value.SetData(std::vector<uint8_t>(1, 0));  // changes the caller's tensor only
  const ge::Tensor stored = c.get_attr_value();
  REQUIRE(stored.GetSize() == sizeof values);
  int32_t back[2] = {};
  std::memcpy(back, stored.GetData(), sizeof back);
  CHECK(back[0] == 6);
  CHECK(back[1] == -1);
  CHECK(stored.GetTensorDesc().GetDataType() == ge::DT_INT32);

  ge::Tensor unset;
  CHECK(ge::op::Const("c2").GetAttr("value", unset) == ge::GRAPH_FAILED);
  CHECK(ge::op::Const("c2").get_attr_value().GetSize() == 0);  // the IR default
  CHECK(ge::op::Data("x").get_attr_index() == 0);
}

TEST_CASE("Operator: subgraph builders per GRAPH and per DYNAMIC_GRAPH instance", "[sdk][graph]") {
  ge::op::DescTestIf node("if");
  std::vector<ge::AscendString> names;
  CHECK(node.GetSubgraphNamesCount() == 3);
  REQUIRE(node.GetSubgraphNames(names) == ge::GRAPH_SUCCESS);
  CHECK(std::string(names[0].GetString()) == "then_branch");
  CHECK(std::string(names[2].GetString()) == "branches");
  CHECK_FALSE(static_cast<bool>(node.get_subgraph_builder_then_branch()));
  CHECK_FALSE(node.get_subgraph_then_branch().IsValid());  // no builder: an empty graph

  int built = 0;
  node.set_subgraph_builder_then_branch([&built] {
    ++built;
    return ge::Graph("then");
  });
  REQUIRE(static_cast<bool>(node.get_subgraph_builder_then_branch()));
  CHECK(node.get_subgraph_then_branch().GetName() == "then");
  CHECK(built == 1);

  node.set_dynamic_subgraph_builder_branches(0, [] { return ge::Graph("b0"); });  // no instance yet: ignored
  CHECK_FALSE(static_cast<bool>(node.get_dynamic_subgraph_builder_branches(0)));
  node.create_dynamic_subgraph_branches(2).set_dynamic_subgraph_builder_branches(1, [] { return ge::Graph("b1"); });
  CHECK(node.GetSubgraphCount("branches") == 2);
  CHECK_FALSE(static_cast<bool>(node.get_dynamic_subgraph_builder_branches(0)));
  CHECK(node.get_dynamic_subgraph_branches(1).GetName() == "b1");
  node.SetSubgraphBuilder("nope", 0, [] { return ge::Graph("x"); });  // logged and ignored
  CHECK(node.GetSubgraphNamesCount() == 3);
}

TEST_CASE("Operator: Data and Const publish no prototype, and Tensor attrs are left out of published ones",
          "[sdk][graph]") {
  CHECK(oppkit::test::FindProto("Data") == nullptr);  // oppkit/framework_ops.h defines classes only
  CHECK(oppkit::test::FindProto("Const") == nullptr);
  const OppkitOpProto* proto = oppkit::test::FindProto("DescTestIf");
  REQUIRE(proto != nullptr);
  std::vector<std::string> attrs;
  for (uint32_t i = 0; i < proto->attr_count; ++i) attrs.emplace_back(proto->attrs[i].name);
  CHECK(attrs == std::vector<std::string>{"level"});
  CHECK(proto->subgraph_count == 3);
}
