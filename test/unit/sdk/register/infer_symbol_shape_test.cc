// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// InferSymbolShape: the context and its builder, registration (IMPL_OP(T).InferSymbolShape and GE's
// IMPL_OP_INFER_SYMBOL_SHAPE_INNER) into this executable's plugin tables (OppkitOpImpl, ABI 1.3), and the symbolic
// call the host makes through OppkitPluginInfo::infer_symbol_shape_call with plain-C tensors.
#include <catch2/catch.hpp>

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/context_builder/op_infer_symbol_shape_context_builder.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "graph/symbolizer/symbol_checker.h"
#include "oppkit/context_factory.h"
#include "register/op_impl_registry.h"
#include "register_test_helpers.h"

namespace {

using ge::Expression;
using ge::Symbol;
using oppkit::test::FindImpl;

std::string Text(const Expression& e) { return e.Str().get(); }

std::vector<std::string> Dims(const gert::SymbolShape& shape) {
  std::vector<std::string> out;
  for (const Expression& dim : shape.GetDims()) out.push_back(Text(dim));
  return out;
}

// ConcatV2-like: dynamic input 0 joined along attr 0; output 1 is the number of joined inputs, as a 1-D shape.
UINT32 InferSymbolShapeForSymTestConcat(gert::InferSymbolShapeContext* context) {
  const int64_t* axis = context->GetAttrs()->GetInt(0);
  const size_t count = context->GetIrInputInstanceInfo(0)->GetInstanceNum();
  if (axis == nullptr || count == 0) return ge::GRAPH_FAILED;
  gert::SymbolShape out = *context->GetDynamicInputSymbolShape(0, 0);
  if (*axis < 0 || static_cast<size_t>(*axis) >= out.GetDimNum()) return ge::GRAPH_FAILED;
  for (size_t k = 1; k < count; ++k) {
    out.MutableDim(*axis) = out.GetDim(*axis) + context->GetDynamicInputSymbolShape(0, k)->GetDim(*axis);
  }
  *context->GetOutputSymbolShape(0) = out;
  context->GetOutputSymbolShape(1)->AppendDim(Symbol(static_cast<int64_t>(count)));
  return ge::GRAPH_SUCCESS;
}

// Reshape-like: the output shape is the symbolic value of input 1; the format of input 0 must be NCHW.
UINT32 InferSymbolShapeForSymTestReshape(gert::InferSymbolShapeContext* context) {
  const gert::SymbolTensor* shape = context->GetInputSymbolTensor(1);
  if (shape == nullptr || shape->GetSymbolicValue() == nullptr) return ge::GRAPH_FAILED;
  if (context->GetInputDesc(0)->GetOriginFormat() != ge::FORMAT_NCHW) return ge::GRAPH_PARAM_INVALID;
  for (const Expression& value : *shape->GetSymbolicValue()) context->GetOutputSymbolShape(0)->AppendDim(value);
  return ge::GRAPH_SUCCESS;
}

UINT32 InferSymbolShapeInvalidDim(gert::InferSymbolShapeContext* context) {
  context->GetOutputSymbolShape(0)->AppendDim(*context->GetInputSymbolShape(0)->GetDims().data() / Symbol(0));
  return ge::GRAPH_SUCCESS;
}

UINT32 InferSymbolShapeThrows(gert::InferSymbolShapeContext*) { throw std::runtime_error("boom"); }

// Add-like broadcast of two inputs of one rank: each dim pair is equal, or one of them is 1; the guards say which.
UINT32 InferSymbolShapeForSymTestAdd(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  const gert::SymbolShape* y = context->GetInputSymbolShape(1);
  if (x == nullptr || y == nullptr || x->GetDimNum() != y->GetDimNum()) return ge::GRAPH_FAILED;
  gert::SymbolShape* out = context->GetOutputSymbolShape(0);
  for (size_t d = 0; d < x->GetDimNum(); ++d) {
    if (EXPECT_SYMBOL_EQ(x->GetDim(d), y->GetDim(d)) || EXPECT_SYMBOL_EQ(y->GetDim(d), Symbol(1))) {
      out->AppendDim(x->GetDim(d));
    } else if (EXPECT_SYMBOL_EQ(x->GetDim(d), Symbol(1))) {
      out->AppendDim(y->GetDim(d));
    } else {
      return ge::GRAPH_FAILED;
    }
  }
  return ge::GRAPH_SUCCESS;
}

// The first dim must be positive.
UINT32 InferSymbolShapeForSymTestPositive(gert::InferSymbolShapeContext* context) {
  const gert::SymbolShape* x = context->GetInputSymbolShape(0);
  if (x == nullptr || x->GetDimNum() == 0) return ge::GRAPH_FAILED;
  ASSERT_SYMBOL_GT(x->GetDim(0), Symbol(0));
  *context->GetOutputSymbolShape(0) = *x;
  return ge::GRAPH_SUCCESS;
}

UINT32 InferShapeSymTest(gert::InferShapeContext*) { return ge::GRAPH_SUCCESS; }

}  // namespace

IMPL_OP(SymTestConcat).InferShape(InferShapeSymTest);
IMPL_OP_INFER_SYMBOL_SHAPE_INNER(SymTestConcat).InferSymbolShape(InferSymbolShapeForSymTestConcat);
IMPL_OP(SymTestReshape).InferSymbolShape(InferSymbolShapeForSymTestReshape);
IMPL_OP(SymTestInvalid).InferSymbolShape(InferSymbolShapeInvalidDim);
IMPL_OP(SymTestThrows).InferSymbolShape(InferSymbolShapeThrows);
IMPL_OP(SymTestAdd).InferSymbolShape(InferSymbolShapeForSymTestAdd);
IMPL_OP(SymTestPositive).InferSymbolShape(InferSymbolShapeForSymTestPositive);

TEST_CASE("OpInferSymbolShapeContextBuilder: a symbolic function runs on built contexts", "[sdk][symbolic]") {
  const gert::SymbolTensor a({Symbol("n"), Symbol("s0"), Symbol(64)});
  const gert::SymbolTensor b({Symbol("n"), Symbol("s1"), Symbol(64)});
  const gert::SymbolTensor c({Symbol("n"), Symbol(3), Symbol(64)});
  auto holder = gert::OpInferSymbolShapeContextBuilder()
                    .OpType("SymTestConcat")
                    .IOInstanceNum({3}, {1, 1})
                    .AppendAttr(int64_t{1})
                    .InputSymbolTensors({a, b, c})
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  REQUIRE(InferSymbolShapeForSymTestConcat(holder.GetContext()) == ge::GRAPH_SUCCESS);
  CHECK(Dims(*holder.GetContext()->GetOutputSymbolShape(0)) == std::vector<std::string>{"n", "s0 + s1 + 3", "64"});
  CHECK(Dims(*holder.GetContext()->GetOutputSymbolShape(1)) == std::vector<std::string>{"3"});
  // The input descs carry the constant dims, -1 for the symbolic ones.
  CHECK(holder.GetContext()->GetInputSymbolShape(2)->GetDimNum() == 3);
  CHECK(holder.GetContext()->GetInputSymbolShape(3) == nullptr);

  // Symbolic values and tensor descs.
  const gert::SymbolTensor x({Symbol("n"), Symbol(3), Symbol("h"), Symbol("w")});
  const gert::SymbolTensor shape({Symbol(2)}, {Symbol("n"), Symbol("h") * Symbol("w") * Symbol(3)});
  auto reshape = gert::OpInferSymbolShapeContextBuilder()
                     .OpType("SymTestReshape")
                     .IONum(2, 1)
                     .InputSymbolTensors({x, shape})
                     .InputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_NCHW, ge::FORMAT_NCHW)
                     .InputTensorDesc(1, ge::DT_INT64, ge::FORMAT_ND, ge::FORMAT_ND)
                     .Build();
  REQUIRE(reshape.GetContext() != nullptr);
  REQUIRE(InferSymbolShapeForSymTestReshape(reshape.GetContext()) == ge::GRAPH_SUCCESS);
  CHECK(Dims(*reshape.GetContext()->GetOutputSymbolShape(0)) == std::vector<std::string>{"n", "h*w*3"});

  // A count that does not match the tensors is the builder's error.
  auto mismatch = gert::OpInferSymbolShapeContextBuilder().IONum(2, 1).InputSymbolTensors({x}).Build();
  CHECK(mismatch.GetContext() == nullptr);
  CHECK_FALSE(mismatch.GetError().empty());
}

TEST_CASE("InferSymbolShape: registration reaches the plugin table and the CANN registry", "[sdk][symbolic][abi]") {
  const OppkitOpImpl* concat = FindImpl("SymTestConcat");
  REQUIRE(concat != nullptr);
  CHECK(concat->infer_shape != nullptr);  // two blocks, one entry
  CHECK(concat->infer_symbol_shape == reinterpret_cast<OppkitFunction>(&InferSymbolShapeForSymTestConcat));
  REQUIRE(concat->infer_symbol_shape_source.file != nullptr);
  CHECK_THAT(std::string(concat->infer_symbol_shape_source.file), Catch::EndsWith("infer_symbol_shape_test.cc"));
  CHECK(concat->infer_symbol_shape_source.line > concat->source_line);  // its own block, after the IMPL_OP one
  const auto* functions = gert::OpImplRegistry::GetInstance().GetOpImpl("SymTestConcat");
  REQUIRE(functions != nullptr);
  CHECK(functions->infer_symbol_shape == &InferSymbolShapeForSymTestConcat);
  CHECK(FindImpl("SymTestReshape")->infer_shape == nullptr);
  // ABI 1.3 appends to the 1.2 layouts.
  const size_t end_1_2 = offsetof(OppkitOpImpl, storage_formats_source) + sizeof(OppkitSourceLocation);
  CHECK(offsetof(OppkitOpImpl, infer_symbol_shape) == end_1_2);
  CHECK(offsetof(OppkitOpImpl, infer_symbol_shape_source) == end_1_2 + 8);
  CHECK(offsetof(OppkitOpImpl, v1_functions) == end_1_2 + 24);  // where 1.4 appends
  CHECK(offsetof(OppkitPluginInfo, infer_symbol_shape_call) == offsetof(OppkitPluginInfo, reserved_zero) + 4);
}

namespace {

// The host's side of a symbolic call, as the core makes it: inputs as text, outputs collected from the sink.
struct HostCall {
  std::vector<std::vector<std::string>> outputs;
  std::vector<std::string> guards;
  std::vector<std::string> hint_names;
  std::vector<int64_t> hint_values;

  uint32_t Run(const char* op_type, const oppkit::NodeDescription& node,
               const std::vector<std::vector<std::string>>& dims,
               const std::vector<std::vector<std::string>>& values = {}) {
    const OppkitPluginInfo* info = OppkitGetPluginInfo();
    const OppkitOpImpl* impl = FindImpl(op_type);
    REQUIRE(info->infer_symbol_shape_call != nullptr);
    REQUIRE(impl != nullptr);
    std::vector<std::vector<const char*>> dim_ptrs(dims.size());
    std::vector<std::vector<const char*>> value_ptrs(dims.size());
    std::vector<OppkitSymbolicTensor> tensors(dims.size());
    std::vector<const void*> slots;
    for (size_t i = 0; i < dims.size(); ++i) {
      for (const std::string& d : dims[i]) dim_ptrs[i].push_back(d.c_str());
      tensors[i].struct_size = sizeof(OppkitSymbolicTensor);
      tensors[i].dim_count = dim_ptrs[i].size();
      tensors[i].dims = dim_ptrs[i].data();
      if (i < values.size() && !values[i].empty()) {
        for (const std::string& v : values[i]) value_ptrs[i].push_back(v.c_str());
        tensors[i].has_values = 1;
        tensors[i].value_count = value_ptrs[i].size();
        tensors[i].values = value_ptrs[i].data();
      }
      slots.push_back(&tensors[i]);
    }
    auto holder = oppkit::BuildInferSymbolShapeContext(node, slots.data(), nullptr);
    REQUIRE(holder.GetContext() != nullptr);
    OppkitSymbolicSink sink{};
    sink.struct_size = sizeof(OppkitSymbolicSink);
    sink.context = this;
    sink.output = [](void* self, uint32_t index, uint64_t dim_count, const char* const* texts) {
      auto& out = static_cast<HostCall*>(self)->outputs;
      if (out.size() <= index) out.resize(index + 1);
      out[index].assign(texts, texts + dim_count);
    };
    sink.guard = [](void* self, const char* condition) { static_cast<HostCall*>(self)->guards.push_back(condition); };
    std::vector<const char*> names;
    for (const std::string& name : hint_names) names.push_back(name.c_str());
    OppkitSymbolHints hints{};
    hints.struct_size = sizeof(OppkitSymbolHints);
    hints.count = names.size();
    hints.names = names.data();
    hints.values = hint_values.data();
    return info->infer_symbol_shape_call(impl->infer_symbol_shape, holder.GetContext(), &hints, &sink);
  }
};

oppkit::NodeDescription Node(const char* op_type, std::vector<uint32_t> inputs, std::vector<uint32_t> outputs) {
  oppkit::NodeDescription node;
  node.op_type = op_type;
  size_t instances = 0;
  for (uint32_t n : inputs) instances += n;
  node.inputs.resize(instances);
  node.input_instance_counts = std::move(inputs);
  node.output_instance_counts = std::move(outputs);
  return node;
}

}  // namespace

TEST_CASE("InferSymbolShape: the symbolic call runs the function on plain-C inputs", "[sdk][symbolic][abi]") {
  oppkit::NodeDescription concat = Node("SymTestConcat", {2}, {1, 1});
  concat.attrs.push_back(oppkit::AttrValue::Int(0));
  HostCall call;
  REQUIRE(call.Run("SymTestConcat", concat, {{"s0*2", "(H - 1)//2 + 1"}, {"s1", "(H + 1)//2"}}) == ge::GRAPH_SUCCESS);
  REQUIRE(call.outputs.size() == 2);
  CHECK(call.outputs[0] == std::vector<std::string>{"s0*2 + s1", "(H + 1)//2"});
  CHECK(call.outputs[1] == std::vector<std::string>{"2"});

  oppkit::NodeDescription reshape = Node("SymTestReshape", {1, 1}, {1});
  reshape.inputs[0].origin_format = ge::FORMAT_NCHW;
  HostCall values;
  REQUIRE(values.Run("SymTestReshape", reshape, {{"n", "c", "h", "w"}, {"2"}}, {{}, {"n", "c*h*w"}}) ==
          ge::GRAPH_SUCCESS);
  CHECK(values.outputs[0] == std::vector<std::string>{"n", "c*h*w"});
  // The function's own status comes back.
  reshape.inputs[0].origin_format = ge::FORMAT_NHWC;
  HostCall refused;
  CHECK(refused.Run("SymTestReshape", reshape, {{"n"}, {"1"}}, {{}, {"n"}}) == ge::GRAPH_PARAM_INVALID);
  CHECK(refused.outputs.empty());
}

TEST_CASE("InferSymbolShape: bad inputs, invalid outputs and exceptions fail the call", "[sdk][symbolic][abi]") {
  oppkit::test::CapturedLog& log = oppkit::test::CapturedLog::Get();
  oppkit::NodeDescription concat = Node("SymTestConcat", {1}, {1, 1});
  concat.attrs.push_back(oppkit::AttrValue::Int(0));
  HostCall bad_text;
  CHECK(bad_text.Run("SymTestConcat", concat, {{"s0 +"}}) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"input 0 dim 0"}) > 0);
  HostCall invalid;
  CHECK(invalid.Run("SymTestInvalid", Node("SymTestInvalid", {1}, {1}), {{"n"}}) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"output 0 dim 0 is invalid: division by zero"}) > 0);
  CHECK(invalid.outputs.empty());
  HostCall throws;
  CHECK(throws.Run("SymTestThrows", Node("SymTestThrows", {1}, {1}), {{"n"}}) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"InferSymbolShape threw: boom"}) > 0);
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  CHECK(info->infer_symbol_shape_call(nullptr, nullptr, nullptr, nullptr) == ge::GRAPH_FAILED);
}

TEST_CASE("InferSymbolShape: guards are decided by the hints and reported", "[sdk][symbolic][abi]") {
  const oppkit::NodeDescription add = Node("SymTestAdd", {1, 1}, {1});
  HostCall equal;  // no hints: the equality is assumed, and guarded
  REQUIRE(equal.Run("SymTestAdd", add, {{"s0", "4"}, {"s1", "4"}}) == ge::GRAPH_SUCCESS);
  CHECK(equal.outputs[0] == std::vector<std::string>{"s0", "4"});
  CHECK(equal.guards == std::vector<std::string>{"s0 == s1"});  // 4 == 4 needs no guard

  HostCall same;
  same.hint_names = {"s0", "s1"};
  same.hint_values = {8, 8};
  REQUIRE(same.Run("SymTestAdd", add, {{"s0"}, {"s1"}}) == ge::GRAPH_SUCCESS);
  CHECK(same.guards == std::vector<std::string>{"s0 == s1"});

  HostCall broadcast;  // the hints say s1 is 1: the output takes s0
  broadcast.hint_names = {"s0", "s1"};
  broadcast.hint_values = {8, 1};
  REQUIRE(broadcast.Run("SymTestAdd", add, {{"s0"}, {"s1"}}) == ge::GRAPH_SUCCESS);
  CHECK(broadcast.outputs[0] == std::vector<std::string>{"s0"});
  CHECK(broadcast.guards == std::vector<std::string>{"s0 != s1", "s1 == 1"});

  HostCall mismatch;  // statically 3 != 5 and neither is 1
  CHECK(mismatch.Run("SymTestAdd", add, {{"3"}, {"5"}}) == ge::GRAPH_FAILED);

  const oppkit::NodeDescription positive = Node("SymTestPositive", {1}, {1});
  HostCall holds;
  holds.hint_names = {"n"};
  holds.hint_values = {7};
  REQUIRE(holds.Run("SymTestPositive", positive, {{"n - 5"}}) == ge::GRAPH_SUCCESS);
  CHECK(holds.guards == std::vector<std::string>{"n >= 6"});  // n - 5 > 0, over the integers
  HostCall fails;
  fails.hint_names = {"n"};
  fails.hint_values = {3};
  CHECK(fails.Run("SymTestPositive", positive, {{"n - 5"}}) == ge::GRAPH_FAILED);
  CHECK(oppkit::test::CapturedLog::Get().Count(OPPKIT_LOG_ERROR, {"symbolic assertion 'n >= 6' does not hold"}) > 0);
  HostCall zero;
  CHECK(zero.Run("SymTestPositive", positive, {{"0"}}) == ge::GRAPH_FAILED);
}
