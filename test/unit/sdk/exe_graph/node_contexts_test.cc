// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::NodeContexts (oppkit/context_factory.h): the contexts of one node built around one shared
// ComputeNodeInfo in a reusable arena. Every context it builds must show exactly what the holder-building
// Build*Context functions show for the same node, also after a Begin() reused the node part of the previous one.
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/infer_format_context.h"
#include "oppkit/context_factory.h"

namespace {

using oppkit::AttrValue;
using oppkit::NodeContexts;
using oppkit::NodeDescription;
using oppkit::TensorDescription;

TensorDescription Desc(ge::DataType dtype, gert::Shape shape, ge::Format format = ge::FORMAT_ND) {
  TensorDescription td;
  td.dtype = dtype;
  td.origin_format = format;
  td.storage_format = format;
  td.shape = gert::StorageShape(shape, shape);
  return td;
}

const int32_t kShapeValues[] = {3, -1};

// IR inputs x, bias (absent), xs (2 instances), shape (data dependent); IR outputs y, ys (2 instances).
NodeDescription TestNode() {
  NodeDescription node;
  node.op_type = "TestOp";
  node.node_name = "test_op_1";
  node.input_instance_counts = {1, 0, 2, 1};
  node.output_instance_counts = {1, 2};
  node.inputs.push_back(Desc(ge::DT_FLOAT16, {2, 3}, ge::FORMAT_NCHW));
  node.inputs.push_back(Desc(ge::DT_FLOAT, {4}));
  node.inputs.push_back(Desc(ge::DT_FLOAT, {5, -1}));
  TensorDescription shape = Desc(ge::DT_INT32, {2});
  shape.data = kShapeValues;
  shape.data_size = sizeof(kShapeValues);
  node.inputs.push_back(shape);
  node.outputs = {Desc(ge::DT_FLOAT16, {}, ge::FORMAT_NCHW), Desc(ge::DT_INT64, {}), Desc(ge::DT_UNDEFINED, {})};
  node.attrs = {AttrValue::Int(3),
                AttrValue::String("fast"),
                AttrValue::ListInt({1, 2, 3}),
                AttrValue::ListListInt({{1, 2}, {3}}),
                AttrValue::Bool(true),
                AttrValue::Float(0.5F)};
  node.data_dependency = uint64_t{1} << 3;
  return node;
}

// The bytes of the RuntimeAttrs buffer of \p ctx.
template <typename Ctx>
std::vector<uint8_t> AttrBytes(const Ctx* ctx) {
  const gert::ComputeNodeInfo* info = ctx->GetComputeNodeInfo();
  const auto* begin = reinterpret_cast<const uint8_t*>(info->GetAttrs());
  return std::vector<uint8_t>(begin, begin + info->GetAttrSize());
}

// Everything the ComputeNodeInfos of \p a and \p b show is equal (type, name, counts, anchors, descs, attr bytes).
template <typename A, typename B>
void CheckSameNodeInfo(const A* a, const B* b) {
  const gert::ComputeNodeInfo* x = a->GetComputeNodeInfo();
  const gert::ComputeNodeInfo* y = b->GetComputeNodeInfo();
  REQUIRE(x != nullptr);
  REQUIRE(y != nullptr);
  CHECK(std::string(x->GetNodeType()) == y->GetNodeType());
  CHECK(std::string(x->GetNodeName()) == y->GetNodeName());
  REQUIRE(x->GetIrInputsNum() == y->GetIrInputsNum());
  REQUIRE(x->GetIrOutputsNum() == y->GetIrOutputsNum());
  REQUIRE(x->GetInputsNum() == y->GetInputsNum());
  REQUIRE(x->GetOutputsNum() == y->GetOutputsNum());
  for (size_t i = 0; i < x->GetIrInputsNum(); ++i) {
    CHECK(x->GetInputInstanceInfo(i)->GetInstanceStart() == y->GetInputInstanceInfo(i)->GetInstanceStart());
    CHECK(x->GetInputInstanceInfo(i)->GetInstanceNum() == y->GetInputInstanceInfo(i)->GetInstanceNum());
  }
  for (size_t i = 0; i < x->GetIrOutputsNum(); ++i) {
    CHECK(x->GetOutputInstanceInfo(i)->GetInstanceStart() == y->GetOutputInstanceInfo(i)->GetInstanceStart());
    CHECK(x->GetOutputInstanceInfo(i)->GetInstanceNum() == y->GetOutputInstanceInfo(i)->GetInstanceNum());
  }
  for (size_t i = 0; i < x->GetInputsNum(); ++i) {
    CHECK(std::memcmp(x->GetInputTdInfo(i), y->GetInputTdInfo(i), sizeof(gert::CompileTimeTensorDesc)) == 0);
  }
  for (size_t i = 0; i < x->GetOutputsNum(); ++i) {
    CHECK(std::memcmp(x->GetOutputTdInfo(i), y->GetOutputTdInfo(i), sizeof(gert::CompileTimeTensorDesc)) == 0);
  }
  CHECK(AttrBytes(a) == AttrBytes(b));
}

void CheckSameShapes(const gert::InferShapeContext* a, const gert::InferShapeContext* b, size_t inputs) {
  for (size_t i = 0; i < inputs; ++i) {
    if (a->GetInputShape(i) != nullptr || b->GetInputShape(i) != nullptr) {
      REQUIRE(a->GetInputShape(i) != nullptr);
      REQUIRE(b->GetInputShape(i) != nullptr);
      CHECK(*a->GetInputShape(i) == *b->GetInputShape(i));
    }
  }
  const gert::Tensor* ta = a->GetInputTensor(3);
  const gert::Tensor* tb = b->GetInputTensor(3);
  REQUIRE(ta != nullptr);
  REQUIRE(tb != nullptr);
  CHECK(ta->GetSize() == tb->GetSize());
  CHECK(std::memcmp(ta->GetData<int32_t>(), tb->GetData<int32_t>(), tb->GetSize()) == 0);
  CHECK(ta->GetData<int32_t>() != kShapeValues);  // a copy in the arena
  CHECK(a->GetOutputShape(0)->GetDimNum() == 0);
}

}  // namespace

TEST_CASE("NodeContexts: the contexts of a node share one ComputeNodeInfo and show what holders show",
          "[sdk][exe_graph][node_contexts]") {
  const NodeDescription node = TestNode();
  NodeContexts contexts;
  REQUIRE(contexts.Begin(node));
  CHECK(contexts.GetError().empty());
  gert::InferDataTypeContext* dt = contexts.BuildInferDataTypeContext();
  gert::InferFormatContext* format = contexts.BuildInferFormatContext();
  gert::InferShapeContext* shape = contexts.BuildInferShapeContext();
  gert::InferShapeRangeContext* range = contexts.BuildInferShapeRangeContext();
  REQUIRE(dt != nullptr);
  REQUIRE(format != nullptr);
  REQUIRE(shape != nullptr);
  REQUIRE(range != nullptr);
  const gert::ComputeNodeInfo* info = contexts.GetComputeNodeInfo();
  CHECK(dt->GetComputeNodeInfo() == info);
  CHECK(format->GetComputeNodeInfo() == info);
  CHECK(shape->GetComputeNodeInfo() == info);
  CHECK(range->GetComputeNodeInfo() == info);

  auto dt_holder = oppkit::BuildInferDataTypeContext(node);
  auto format_holder = oppkit::BuildInferFormatContext(node);
  auto shape_holder = oppkit::BuildInferShapeContext(node);
  auto range_holder = oppkit::BuildInferShapeRangeContext(node);
  CheckSameNodeInfo(dt, dt_holder.GetContext());
  CheckSameNodeInfo(shape, shape_holder.GetContext());
  CheckSameShapes(shape, shape_holder.GetContext(), node.inputs.size());
  for (size_t i = 0; i < node.inputs.size(); ++i) CHECK(dt->GetInputDataType(i) == node.inputs[i].dtype);
  for (size_t i = 0; i < node.outputs.size(); ++i) CHECK(dt->GetOutputDataType(i) == node.outputs[i].dtype);
  CHECK(*format->GetInputFormat(0) == *format_holder.GetContext()->GetInputFormat(0));
  CHECK(*format->GetOutputFormat(0) == *format_holder.GetContext()->GetOutputFormat(0));
  const gert::Range<gert::Shape>* r = range->GetInputShapeRange(2);
  REQUIRE(r != nullptr);
  CHECK(*r->GetMin() == gert::Shape({5, 0}));
  CHECK(*r->GetMax() == gert::Shape({5, -1}));
  CHECK(*r->GetMax() == *range_holder.GetContext()->GetInputShapeRange(2)->GetMax());
  CHECK(*range->GetAttrs()->GetInt(0) == 3);
  CHECK(std::string(range->GetAttrs()->GetStr(1)) == "fast");
}

TEST_CASE("NodeContexts: an InferSymbolShapeContext points its slots to the caller's symbolic objects",
          "[sdk][exe_graph][node_contexts]") {
  const NodeDescription node = TestNode();
  NodeContexts contexts;
  REQUIRE(contexts.Begin(node));
  std::vector<gert::SymbolTensor> inputs(node.inputs.size());
  inputs[0].MutableOriginSymbolShape().MutableDims() = {ge::Symbol("n"), ge::Symbol(3)};
  std::vector<gert::SymbolTensor> outputs(node.outputs.size());
  std::vector<const void*> input_slots;
  for (const gert::SymbolTensor& t : inputs) input_slots.push_back(&t);
  std::vector<void*> output_slots;
  for (gert::SymbolTensor& t : outputs) output_slots.push_back(&t);
  gert::InferSymbolShapeContext* symbolic = contexts.BuildInferSymbolShapeContext(input_slots.data(), output_slots.data());
  REQUIRE(symbolic != nullptr);
  CHECK(symbolic->GetComputeNodeInfo() == contexts.GetComputeNodeInfo());
  CHECK(symbolic->GetInputSymbolShape(0) == &inputs[0].GetOriginSymbolShape());
  CHECK(symbolic->GetOptionalInputSymbolShape(1) == nullptr);  // bias is absent
  CHECK(symbolic->GetDynamicInputSymbolShape(2, 1) == &inputs[2].GetOriginSymbolShape());
  CHECK(symbolic->GetOutputSymbolShape(2) == &outputs[2].MutableOriginSymbolShape());
  CHECK(*symbolic->GetAttrs()->GetInt(0) == 3);
  // Built after the shape contexts of the same Begin, it shares their node info.
  CHECK(contexts.BuildInferShapeContext()->GetComputeNodeInfo() == symbolic->GetComputeNodeInfo());
}

TEST_CASE("NodeContexts: a Begin for a node of the same structure shows the new values",
          "[sdk][exe_graph][node_contexts]") {
  NodeDescription node = TestNode();
  NodeContexts contexts;
  for (int round = 0; round < 2; ++round) {  // the arena settles to one block that holds a whole round
    REQUIRE(contexts.Begin(node));
    REQUIRE(contexts.BuildInferShapeContext() != nullptr);
  }
  const gert::ComputeNodeInfo* first = contexts.GetComputeNodeInfo();

  // Same counts, op type size and attr types and sizes: Note [Node part reuse].
  node.op_type = "TestOq";
  node.node_name = "test_op_2";
  node.attrs = {AttrValue::Int(-8),
                AttrValue::String("slow"),
                AttrValue::ListInt({7, 8, 9}),
                AttrValue::ListListInt({{4}, {5, 6}}),  // the same total size, other inner sizes
                AttrValue::Bool(false),
                AttrValue::Float(2.0F)};
  node.inputs[0] = Desc(ge::DT_FLOAT, {7, 7, 7}, ge::FORMAT_NHWC);
  node.outputs[1].dtype = ge::DT_INT8;
  REQUIRE(contexts.Begin(node));
  gert::InferShapeContext* shape = contexts.BuildInferShapeContext();
  REQUIRE(shape != nullptr);
  CHECK(contexts.GetComputeNodeInfo() == first);  // laid out in place
  auto fresh = oppkit::BuildInferShapeContext(node);
  CheckSameNodeInfo(shape, fresh.GetContext());
  CheckSameShapes(shape, fresh.GetContext(), node.inputs.size());
  CHECK(std::string(shape->GetNodeType()) == "TestOq");
  CHECK(*shape->GetAttrs()->GetInt(0) == -8);
  CHECK(std::string(shape->GetAttrs()->GetStr(1)) == "slow");
  CHECK(shape->GetAttrs()->GetListInt(2)->GetData()[2] == 9);
  CHECK(*shape->GetAttrs()->GetBool(4) == false);
  CHECK(*shape->GetInputShape(0) == gert::Shape({7, 7, 7}));

  SECTION("other attr sizes lay the node part out anew") {
    node.attrs[1] = AttrValue::String("much slower");
    node.attrs[2] = AttrValue::ListInt({1});
    REQUIRE(contexts.Begin(node));
    gert::InferShapeContext* again = contexts.BuildInferShapeContext();
    REQUIRE(again != nullptr);
    auto expected = oppkit::BuildInferShapeContext(node);
    CheckSameNodeInfo(again, expected.GetContext());
    CHECK(std::string(again->GetAttrs()->GetStr(1)) == "much slower");
  }
  SECTION("other instance counts lay the node part out anew") {
    node.input_instance_counts = {1, 1, 1, 1};
    REQUIRE(contexts.Begin(node));
    gert::InferShapeContext* again = contexts.BuildInferShapeContext();
    REQUIRE(again != nullptr);
    auto expected = oppkit::BuildInferShapeContext(node);
    CheckSameNodeInfo(again, expected.GetContext());
    CHECK(again->GetOptionalInputShape(1) != nullptr);
  }
  SECTION("an attr of another type with the same size lays the node part out anew") {
    node.attrs[0] = AttrValue::DataType(ge::DT_INT64);  // kDataType: 4 bytes, kInt: 8
    node.attrs[5] = AttrValue::DataType(ge::DT_BOOL);   // kFloat: 4 bytes too
    REQUIRE(contexts.Begin(node));
    gert::InferShapeContext* again = contexts.BuildInferShapeContext();
    REQUIRE(again != nullptr);
    auto expected = oppkit::BuildInferShapeContext(node);
    CheckSameNodeInfo(again, expected.GetContext());
    CHECK(again->GetAttrs()->GetFloat(5) == nullptr);
  }
}

TEST_CASE("NodeContexts: nodes of alternating structures reuse the node part kept for each",
          "[sdk][exe_graph][node_contexts]") {
  NodeDescription conv = TestNode();
  NodeDescription relu;
  relu.op_type = "Relu";
  relu.node_name = "relu_1";
  relu.inputs = {Desc(ge::DT_FLOAT, {1, 8})};
  relu.outputs = {Desc(ge::DT_FLOAT, {})};
  NodeContexts contexts;
  REQUIRE(contexts.Begin(conv));
  const gert::ComputeNodeInfo* conv_part = contexts.GetComputeNodeInfo();
  REQUIRE(contexts.Begin(relu));
  const gert::ComputeNodeInfo* relu_part = contexts.GetComputeNodeInfo();
  CHECK(relu_part != conv_part);

  // The first structure again, with a name of another length and other attr values: laid out where it was.
  conv.node_name = "a_much_longer_node_name_than_before";
  conv.attrs[0] = AttrValue::Int(99);
  conv.inputs[0] = Desc(ge::DT_FLOAT, {6, 6}, ge::FORMAT_NHWC);
  REQUIRE(contexts.Begin(conv));
  gert::InferShapeContext* shape = contexts.BuildInferShapeContext();
  REQUIRE(shape != nullptr);
  CHECK(contexts.GetComputeNodeInfo() == conv_part);
  auto fresh = oppkit::BuildInferShapeContext(conv);
  CheckSameNodeInfo(shape, fresh.GetContext());
  CheckSameShapes(shape, fresh.GetContext(), conv.inputs.size());
  CHECK(std::string(shape->GetNodeName()) == "a_much_longer_node_name_than_before");
  CHECK(*shape->GetAttrs()->GetInt(0) == 99);

  // A shorter name in the same part: nothing of the longer one shows.
  relu.node_name = "r";
  REQUIRE(contexts.Begin(relu));
  CHECK(contexts.GetComputeNodeInfo() == relu_part);
  CHECK(std::string(contexts.GetComputeNodeInfo()->GetNodeName()) == "r");

  SECTION("a name longer than the kept part's room lays the node part out anew") {
    relu.node_name = std::string(100, 'n');
    REQUIRE(contexts.Begin(relu));
    gert::InferShapeContext* again = contexts.BuildInferShapeContext();
    REQUIRE(again != nullptr);
    CHECK(std::string(again->GetNodeName()) == relu.node_name);
    auto expected = oppkit::BuildInferShapeContext(relu);
    CheckSameNodeInfo(again, expected.GetContext());
  }
  SECTION("more structures than the kept parts: every layout still shows its node") {
    for (int k = 0; k < 12; ++k) {
      NodeDescription other = relu;
      other.op_type = std::string(static_cast<size_t>(k) + 1, 'T');  // another op type size: another structure
      REQUIRE(contexts.Begin(other));
      gert::InferShapeContext* ctx = contexts.BuildInferShapeContext();
      REQUIRE(ctx != nullptr);
      CHECK(std::string(ctx->GetNodeType()) == other.op_type);
    }
    REQUIRE(contexts.Begin(conv));
    gert::InferShapeContext* last = contexts.BuildInferShapeContext();
    REQUIRE(last != nullptr);
    CheckSameNodeInfo(last, oppkit::BuildInferShapeContext(conv).GetContext());
  }
}

TEST_CASE("NodeContexts: each build reads the node's current dtypes and formats", "[sdk][exe_graph][node_contexts]") {
  NodeDescription node = TestNode();
  NodeContexts contexts;
  REQUIRE(contexts.Begin(node));
  gert::InferDataTypeContext* dt = contexts.BuildInferDataTypeContext();
  REQUIRE(dt != nullptr);
  CHECK(dt->GetOutputDesc(0)->GetDataType() == ge::DT_FLOAT16);
  node.outputs[0].dtype = ge::DT_BF16;  // what a query does after InferDataType
  node.inputs[0].origin_format = ge::FORMAT_NHWC;
  gert::InferShapeContext* shape = contexts.BuildInferShapeContext();
  REQUIRE(shape != nullptr);
  CHECK(shape->GetOutputDesc(0)->GetDataType() == ge::DT_BF16);
  CHECK(shape->GetInputDesc(0)->GetOriginFormat() == ge::FORMAT_NHWC);
  CHECK(dt->GetOutputDesc(0)->GetDataType() == ge::DT_BF16);  // the ComputeNodeInfo is shared
  CHECK(dt->GetOutputDataType(0) == ge::DT_FLOAT16);          // the DataType context's own slots are not
}

TEST_CASE("NodeContexts: attrs may be given by pointer", "[sdk][exe_graph][node_contexts]") {
  NodeDescription node = TestNode();
  const std::vector<AttrValue> values = node.attrs;
  node.attrs.clear();
  std::vector<const AttrValue*> pointers;
  for (const AttrValue& v : values) pointers.push_back(&v);
  NodeContexts contexts;
  REQUIRE(contexts.Begin(node, pointers.data(), pointers.size()));
  gert::InferShapeContext* ctx = contexts.BuildInferShapeContext();
  REQUIRE(ctx != nullptr);
  node.attrs = values;
  auto expected = oppkit::BuildInferShapeContext(node);
  CheckSameNodeInfo(ctx, expected.GetContext());

  SECTION("a null pointer is an attr without a value") {
    pointers[1] = nullptr;
    CHECK_FALSE(contexts.Begin(node, pointers.data(), pointers.size()));
    CHECK_THAT(contexts.GetError(), Catch::Contains("attr 1 has no value"));
    CHECK(contexts.BuildInferShapeContext() == nullptr);
  }
}

TEST_CASE("NodeContexts: an inconsistent node fails Begin and every build", "[sdk][exe_graph][node_contexts]") {
  NodeContexts contexts;
  CHECK(contexts.BuildInferShapeContext() == nullptr);  // no Begin yet
  CHECK_THAT(contexts.GetError(), Catch::Contains("call Begin first"));

  NodeDescription node = TestNode();
  REQUIRE(contexts.Begin(node));
  node.inputs.pop_back();
  CHECK_FALSE(contexts.Begin(node));  // after a successful one, with a reusable node part
  CHECK_THAT(contexts.GetError(), Catch::Contains("3 input descriptions for 4 input instances"));
  CHECK_THAT(contexts.GetError(), Catch::Contains("'TestOp'"));
  CHECK(contexts.GetComputeNodeInfo() == nullptr);
  CHECK(contexts.BuildInferDataTypeContext() == nullptr);
  CHECK(contexts.BuildInferFormatContext() == nullptr);

  node = TestNode();
  REQUIRE(contexts.Begin(node));  // and recovers
  CHECK(contexts.GetError().empty());
  CHECK(contexts.BuildInferShapeContext() != nullptr);
}

TEST_CASE("NodeContexts: contexts stay valid while the arena grows, and the next Begin reuses its memory",
          "[sdk][exe_graph][node_contexts]") {
  NodeDescription node = TestNode();
  for (int i = 0; i < 30; ++i) node.inputs.insert(node.inputs.begin() + 1, Desc(ge::DT_FLOAT, {i + 1, 2}));
  node.input_instance_counts = {1, 0, 32, 1};
  NodeContexts contexts;
  std::vector<gert::InferFormatContext*> built;
  for (int round = 0; round < 2; ++round) {
    REQUIRE(contexts.Begin(node));
    built.clear();
    for (int i = 0; i < 8; ++i) built.push_back(contexts.BuildInferFormatContext());  // ~200 KB: several blocks
    for (gert::InferFormatContext* ctx : built) {
      REQUIRE(ctx != nullptr);
      CHECK(ctx->GetInputTensor(5)->GetOriginShape() == gert::Shape({26, 2}));
      CHECK(std::string(ctx->GetNodeName()) == "test_op_1");
    }
  }
  const size_t capacity = contexts.ArenaCapacity();
  CHECK(capacity > 0);
  REQUIRE(contexts.Begin(node));
  for (int i = 0; i < 8; ++i) REQUIRE(contexts.BuildInferFormatContext() != nullptr);
  CHECK(contexts.ArenaCapacity() == capacity);  // one block now holds a whole round
}
