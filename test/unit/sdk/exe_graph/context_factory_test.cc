// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Contexts built by oppkit's context factory, read back through every accessor. The node used throughout has
// IR inputs x (required), bias (optional, absent), xs (dynamic, 3 instances), shape (data dependent, int32 values)
// and IR outputs y (required) and ys (dynamic, 2 instances).
#include "oppkit/context_factory.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "exe_graph/runtime/tiling_context.h"
#include "exe_graph/runtime/tiling_parse_context.h"
#include "graph/infer_format_context.h"

namespace {

using oppkit::AttrValue;
using oppkit::NodeDescription;
using oppkit::TensorDescription;

constexpr size_t kIrX = 0;
constexpr size_t kIrBias = 1;
constexpr size_t kIrXs = 2;
constexpr size_t kIrShape = 3;

TensorDescription Desc(ge::DataType dtype, gert::Shape shape, ge::Format format = ge::FORMAT_ND) {
  TensorDescription td;
  td.dtype = dtype;
  td.origin_format = format;
  td.storage_format = format;
  td.shape = gert::StorageShape(shape, shape);
  return td;
}

// The shape values stay alive only for the build: the factory copies them.
NodeDescription TestNode() {
  NodeDescription node;
  node.op_type = "TestOp";
  node.node_name = "test_op_1";
  node.input_instance_counts = {1, 0, 3, 1};
  node.output_instance_counts = {1, 2};
  node.inputs.push_back(Desc(ge::DT_FLOAT16, {2, 3}, ge::FORMAT_NCHW));  // x
  node.inputs.push_back(Desc(ge::DT_FLOAT, {4}));                        // xs[0]
  node.inputs.push_back(Desc(ge::DT_FLOAT, {5}));                        // xs[1]
  node.inputs.push_back(Desc(ge::DT_FLOAT, {6}));                        // xs[2]
  static const int32_t kShapeValues[] = {3, -1};
  TensorDescription shape = Desc(ge::DT_INT32, {2});
  shape.data = kShapeValues;
  shape.data_size = sizeof(kShapeValues);
  node.inputs.push_back(shape);
  TensorDescription y;
  y.dtype = ge::DT_FLOAT16;
  y.origin_format = ge::FORMAT_NCHW;
  y.storage_format = ge::FORMAT_NC1HWC0;
  node.outputs = {y, Desc(ge::DT_INT64, {}), Desc(ge::DT_UNDEFINED, {})};
  node.attrs = {AttrValue::Int(3), AttrValue::String("fast")};
  node.data_dependency = uint64_t{1} << kIrShape;
  return node;
}

// Common checks of ExtendedKernelContext on the test node.
template <typename Ctx>
void CheckNodeInfo(const Ctx* ctx) {
  CHECK(std::string(ctx->GetNodeType()) == "TestOp");
  CHECK(std::string(ctx->GetNodeName()) == "test_op_1");
  CHECK(ctx->GetComputeNodeInputNum() == 5);
  CHECK(ctx->GetComputeNodeOutputNum() == 3);
  CHECK(*ctx->GetAttrs()->GetInt(0) == 3);
  CHECK(std::string(ctx->GetAttrs()->GetStr(1)) == "fast");

  const gert::ComputeNodeInfo* info = ctx->GetComputeNodeInfo();
  REQUIRE(info != nullptr);
  CHECK(info->GetIrInputsNum() == 4);
  CHECK(info->GetIrOutputsNum() == 2);

  const gert::AnchorInstanceInfo* xs = ctx->GetIrInputInstanceInfo(kIrXs);
  REQUIRE(xs != nullptr);
  CHECK(xs->GetInstanceStart() == 1);
  CHECK(xs->GetInstanceNum() == 3);
  CHECK(ctx->GetIrInputInstanceInfo(kIrBias)->GetInstanceNum() == 0);
  CHECK(ctx->GetIrInputInstanceInfo(kIrShape)->GetInstanceStart() == 4);
  CHECK(ctx->GetIrInputInstanceInfo(4) == nullptr);
  const gert::AnchorInstanceInfo* ys = ctx->GetIrOutputInstanceInfo(1);
  REQUIRE(ys != nullptr);
  CHECK(ys->GetInstanceStart() == 1);
  CHECK(ys->GetInstanceNum() == 2);
  CHECK(ctx->GetIrOutputInstanceInfo(2) == nullptr);

  REQUIRE(ctx->GetInputDesc(0) != nullptr);
  CHECK(ctx->GetInputDesc(0)->GetDataType() == ge::DT_FLOAT16);
  CHECK(ctx->GetInputDesc(0)->GetOriginFormat() == ge::FORMAT_NCHW);
  CHECK(ctx->GetInputDesc(5) == nullptr);
  CHECK(ctx->GetRequiredInputDesc(kIrX) == ctx->GetInputDesc(0));
  CHECK(ctx->GetOptionalInputDesc(kIrBias) == nullptr);
  CHECK(ctx->GetDynamicInputDesc(kIrXs, 2) == ctx->GetInputDesc(3));
  CHECK(ctx->GetDynamicInputDesc(kIrXs, 3) == nullptr);
  CHECK(ctx->GetOptionalInputDesc(kIrShape)->GetDataType() == ge::DT_INT32);
  REQUIRE(ctx->GetOutputDesc(0) != nullptr);
  CHECK(ctx->GetOutputDesc(0)->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  CHECK(ctx->GetOutputDesc(1)->GetDataType() == ge::DT_INT64);
  CHECK(ctx->GetOutputDesc(3) == nullptr);
  CHECK(ctx->GetKernelName() == nullptr);
}

}  // namespace

TEST_CASE("ContextFactory: InferShapeContext exposes shapes, optional/dynamic inputs and data-dependent tensors",
          "[sdk][exe_graph][factory]") {
  auto holder = oppkit::BuildInferShapeContext(TestNode());
  gert::InferShapeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(holder.GetError().empty());
  CheckNodeInfo(ctx);

  CHECK(*ctx->GetInputShape(0) == gert::Shape({2, 3}));
  CHECK(*ctx->GetRequiredInputShape(kIrX) == gert::Shape({2, 3}));
  CHECK(ctx->GetOptionalInputShape(kIrBias) == nullptr);
  CHECK(ctx->GetOptionalInputTensor(kIrBias) == nullptr);
  CHECK(*ctx->GetDynamicInputShape(kIrXs, 0) == gert::Shape({4}));
  CHECK(*ctx->GetDynamicInputShape(kIrXs, 2) == gert::Shape({6}));
  CHECK(ctx->GetDynamicInputShape(kIrXs, 3) == nullptr);
  CHECK(ctx->GetDynamicInputShape(7, 0) == nullptr);

  const gert::Tensor* shape_tensor = ctx->GetInputTensor(4);
  REQUIRE(shape_tensor != nullptr);
  CHECK(shape_tensor == ctx->GetRequiredInputTensor(kIrShape));
  CHECK(shape_tensor->GetDataType() == ge::DT_INT32);
  CHECK(shape_tensor->GetShapeSize() == 2);
  CHECK(shape_tensor->GetSize() == 8);
  int32_t* values = shape_tensor->GetData<int32_t>();
  REQUIRE(values != nullptr);
  CHECK(values[0] == 3);
  CHECK(values[1] == -1);
  CHECK(*ctx->GetInputShape(4) == gert::Shape({2}));  // a data-dependent input still reads as a shape
  CHECK(ctx->GetInputShape(5) == nullptr);            // the framework's infer-function slot

  REQUIRE(ctx->GetOutputShape(0) != nullptr);
  CHECK(ctx->GetOutputShape(0)->IsScalar());
  ctx->GetOutputShape(0)->AppendDim(8);
  CHECK(ctx->GetRequiredOutputShape(0)->GetDim(0) == 8);
  CHECK(ctx->GetDynamicOutputShape(1, 1) == ctx->GetOutputShape(2));
  CHECK(ctx->GetDynamicOutputShape(1, 2) == nullptr);
  CHECK(ctx->GetOutputShape(3) == nullptr);
}

TEST_CASE("ContextFactory: a data-dependent input without a value is a tensor with a null address",
          "[sdk][exe_graph][factory]") {
  NodeDescription node = TestNode();
  node.inputs[4].data = nullptr;
  node.inputs[4].data_size = 0;
  auto holder = oppkit::BuildInferShapeContext(node);
  REQUIRE(holder.GetContext() != nullptr);
  const gert::Tensor* t = holder.GetContext()->GetInputTensor(4);
  REQUIRE(t != nullptr);
  CHECK(t->GetData<int32_t>() == nullptr);
  CHECK(t->GetOriginShape() == gert::Shape({2}));
}

TEST_CASE("ContextFactory: tensor values are copied into the holder", "[sdk][exe_graph][factory]") {
  std::vector<int64_t> values = {7, 8, 9};
  NodeDescription node;
  node.op_type = "Copy";
  node.inputs.push_back(Desc(ge::DT_INT64, {3}));
  node.inputs[0].data = values.data();
  node.inputs[0].data_size = 24;
  node.data_dependency = 1;
  auto holder = oppkit::BuildInferShapeContext(node);
  values.assign({0, 0, 0});
  node = NodeDescription();
  REQUIRE(holder.GetContext() != nullptr);
  const int64_t* copied = holder.GetContext()->GetInputTensor(0)->GetData<int64_t>();
  CHECK(copied[0] == 7);
  CHECK(copied[2] == 9);
}

TEST_CASE("ContextFactory: inconsistent descriptions fail with a reason", "[sdk][exe_graph][factory]") {
  NodeDescription node = TestNode();
  SECTION("too few input descriptions") {
    node.inputs.pop_back();
    auto holder = oppkit::BuildInferShapeContext(node);
    CHECK(holder.GetContext() == nullptr);
    CHECK_THAT(holder.GetError(), Catch::Contains("4 input descriptions for 5 input instances"));
    CHECK_THAT(holder.GetError(), Catch::Contains("'TestOp'"));
    CHECK_THAT(holder.GetError(), Catch::Contains("'test_op_1'"));
  }
  SECTION("wrong number of output descriptions") {
    node.outputs.pop_back();
    auto holder = oppkit::BuildInferDataTypeContext(node);
    CHECK(holder.GetContext() == nullptr);
    CHECK_THAT(holder.GetError(), Catch::Contains("2 output descriptions for 3 output instances"));
  }
  SECTION("a data size without data") {
    node.inputs[0].data_size = 4;
    auto holder = oppkit::BuildTilingContext(node, nullptr, nullptr, 64);
    CHECK(holder.GetContext() == nullptr);
    CHECK_THAT(holder.GetError(), Catch::Contains("input 0 has a data size but no data"));
  }
}

TEST_CASE("ContextFactory: nodes without inputs or outputs build", "[sdk][exe_graph][factory]") {
  NodeDescription node;
  node.op_type = "Const";
  node.output_instance_counts = {1};
  auto shape_holder = oppkit::BuildInferShapeContext(node);
  REQUIRE(shape_holder.GetContext() != nullptr);
  CHECK(shape_holder.GetContext()->GetComputeNodeInputNum() == 0);
  CHECK(shape_holder.GetContext()->GetInputShape(0) == nullptr);
  CHECK(shape_holder.GetContext()->GetOutputShape(0) != nullptr);

  NodeDescription empty;
  auto dt = oppkit::BuildInferDataTypeContext(empty);
  REQUIRE(dt.GetContext() != nullptr);
  CHECK(dt.GetContext()->GetOutputDataType(0) == ge::DT_UNDEFINED);
  CHECK(dt.GetContext()->SetOutputDataType(0, ge::DT_FLOAT) == ge::GRAPH_FAILED);
  auto tiling = oppkit::BuildTilingContext(empty, nullptr, nullptr, 16);
  REQUIRE(tiling.GetContext() != nullptr);
  CHECK(tiling.GetContext()->GetTilingKey() == 0);
  CHECK(oppkit::BuildInferFormatContext(empty).GetContext() != nullptr);
  CHECK(oppkit::BuildInferShapeRangeContext(empty).GetContext() != nullptr);
  CHECK(oppkit::BuildTilingParseContext(empty, "{}", nullptr, nullptr).GetContext() != nullptr);
}

TEST_CASE("ContextFactory: empty instance counts mean one IR input per description", "[sdk][exe_graph][factory]") {
  NodeDescription node;
  node.op_type = "Add";
  node.inputs = {Desc(ge::DT_FLOAT, {2}), Desc(ge::DT_FLOAT, {1})};
  node.outputs = {Desc(ge::DT_FLOAT, {})};
  auto holder = oppkit::BuildInferShapeContext(node);
  REQUIRE(holder.GetContext() != nullptr);
  CHECK(holder.GetContext()->GetComputeNodeInfo()->GetIrInputsNum() == 2);
  CHECK(*holder.GetContext()->GetRequiredInputShape(1) == gert::Shape({1}));
  CHECK(holder.GetContext()->GetComputeNodeInfo()->GetIrOutputsNum() == 1);
}

TEST_CASE("ContextFactory: InferShapeRangeContext gives input ranges and writable output ranges",
          "[sdk][exe_graph][factory]") {
  NodeDescription node = TestNode();
  node.inputs[0].shape = gert::StorageShape({-1, 3}, {-1, 3});
  node.inputs[0].has_range = true;
  node.inputs[0].range_min = gert::Shape({1, 3});
  node.inputs[0].range_max = gert::Shape({16, 3});
  node.inputs[1].shape = gert::StorageShape({-1}, {-1});  // no range: [0, -1]
  node.inputs[2].shape = gert::StorageShape({-2}, {-2});  // unknown rank stays {-2}
  auto holder = oppkit::BuildInferShapeRangeContext(node);
  gert::InferShapeRangeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CheckNodeInfo(ctx);

  const gert::Range<gert::Shape>* x = ctx->GetInputShapeRange(0);
  REQUIRE(x != nullptr);
  CHECK(*x->GetMin() == gert::Shape({1, 3}));
  CHECK(*x->GetMax() == gert::Shape({16, 3}));
  CHECK(ctx->GetRequiredInputShapeRange(kIrX) == x);
  CHECK(ctx->GetOptionalInputShapeRange(kIrBias) == nullptr);
  const gert::Range<gert::Shape>* xs0 = ctx->GetDynamicInputShapeRange(kIrXs, 0);
  CHECK(*xs0->GetMin() == gert::Shape({0}));
  CHECK(*xs0->GetMax() == gert::Shape({-1}));
  CHECK(*ctx->GetDynamicInputShapeRange(kIrXs, 1)->GetMax() == gert::Shape({-2}));
  CHECK(*ctx->GetDynamicInputShapeRange(kIrXs, 2)->GetMin() == gert::Shape({6}));  // known: min = max = shape
  CHECK(ctx->GetDynamicInputShapeRange(kIrXs, 3) == nullptr);

  const gert::TensorRange* shape = ctx->GetOptionalInputTensorRange(kIrShape);
  REQUIRE(shape != nullptr);
  CHECK(shape->GetMin()->GetData<int32_t>()[0] == 3);
  CHECK(shape->GetMax()->GetData<int32_t>()[1] == -1);
  CHECK(ctx->GetInputTensorRange(0)->GetMax()->GetStorageShape() == gert::Shape({16, 3}));

  gert::Range<gert::Shape>* out = ctx->GetOutputShapeRange(0);
  REQUIRE(out != nullptr);
  CHECK(out->GetMin()->IsScalar());
  out->GetMax()->SetDimNum(2);
  out->GetMax()->SetDim(0, 48);
  out->GetMin()->SetDim(1, 0);
  const auto* const_ctx = ctx;
  CHECK(const_ctx->GetOutputShapeRange(0)->GetMax()->GetDim(0) == 48);
  CHECK(ctx->GetOutputShapeRange(2) != nullptr);
  CHECK(ctx->GetOutputShapeRange(3) == nullptr);
}

TEST_CASE("ContextFactory: InferDataTypeContext reads input dtypes and writes output dtypes",
          "[sdk][exe_graph][factory]") {
  auto holder = oppkit::BuildInferDataTypeContext(TestNode());
  gert::InferDataTypeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CheckNodeInfo(ctx);
  CHECK(ctx->GetInputDataType(0) == ge::DT_FLOAT16);
  CHECK(ctx->GetInputDataType(4) == ge::DT_INT32);
  CHECK(ctx->GetInputDataType(5) == ge::DT_UNDEFINED);
  CHECK(ctx->GetRequiredInputDataType(kIrX) == ge::DT_FLOAT16);
  CHECK(ctx->GetOptionalInputDataType(kIrBias) == ge::DT_UNDEFINED);
  CHECK(ctx->GetOptionalInputDataType(kIrShape) == ge::DT_INT32);
  CHECK(ctx->GetDynamicInputDataType(kIrXs, 1) == ge::DT_FLOAT);
  CHECK(ctx->GetDynamicInputDataType(kIrXs, 3) == ge::DT_UNDEFINED);
  // outputs start as the hints' dtypes
  CHECK(ctx->GetOutputDataType(0) == ge::DT_FLOAT16);
  CHECK(ctx->GetOutputDataType(1) == ge::DT_INT64);
  CHECK(ctx->GetOutputDataType(2) == ge::DT_UNDEFINED);
  CHECK(ctx->SetOutputDataType(2, ge::DT_BOOL) == ge::GRAPH_SUCCESS);
  CHECK(ctx->GetOutputDataType(2) == ge::DT_BOOL);
  CHECK(ctx->SetOutputDataType(3, ge::DT_BOOL) == ge::GRAPH_FAILED);
  CHECK(ctx->GetOutputDataType(3) == ge::DT_UNDEFINED);
  CHECK(ctx->SetDynamicOutputDataType(1, 0, ge::DT_INT8) == ge::GRAPH_SUCCESS);
  CHECK(ctx->GetOutputDataType(1) == ge::DT_INT8);
  CHECK(ctx->SetRequiredOutputDataType(0, ge::DT_BF16) == ge::GRAPH_SUCCESS);
  CHECK(ctx->GetOutputDataType(0) == ge::DT_BF16);

  SECTION("without output hints the outputs start as DT_UNDEFINED") {
    NodeDescription node = TestNode();
    node.outputs.clear();
    auto h = oppkit::BuildInferDataTypeContext(node);
    REQUIRE(h.GetContext() != nullptr);
    CHECK(h.GetContext()->GetOutputDataType(0) == ge::DT_UNDEFINED);
    CHECK(h.GetContext()->GetOutputDesc(2)->GetOriginFormat() == ge::FORMAT_ND);
  }
}

TEST_CASE("ContextFactory: InferFormatContext gives mutable input and output formats", "[sdk][exe_graph][factory]") {
  auto holder = oppkit::BuildInferFormatContext(TestNode());
  gert::InferFormatContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CheckNodeInfo(ctx);
  gert::StorageFormat* in = ctx->GetInputFormat(0);
  REQUIRE(in != nullptr);
  CHECK(in->GetOriginFormat() == ge::FORMAT_NCHW);
  in->SetStorageFormat(ge::FORMAT_NC1HWC0);
  CHECK(ctx->GetRequiredInputFormat(kIrX)->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  CHECK(ctx->GetOptionalInputFormat(kIrBias) == nullptr);
  CHECK(ctx->GetDynamicInputFormat(kIrXs, 2) == ctx->GetInputFormat(3));
  CHECK(ctx->GetDynamicInputFormat(kIrXs, 3) == nullptr);
  CHECK(*ctx->GetInputShape(0) == gert::Shape({2, 3}));
  CHECK(*ctx->GetRequiredInputShape(kIrX) == gert::Shape({2, 3}));
  CHECK(ctx->GetOptionalInputShape(kIrBias) == nullptr);
  CHECK(*ctx->GetDynamicInputShape(kIrXs, 1) == gert::Shape({5}));
  CHECK(ctx->GetOptionalInputTensor(kIrShape)->GetData<int32_t>()[0] == 3);
  CHECK(ctx->GetInputTensor(0)->GetDataType() == ge::DT_FLOAT16);
  CHECK(ctx->GetDynamicInputTensor(kIrXs, 0) == ctx->GetInputTensor(1));
  CHECK(ctx->GetRequiredInputTensor(kIrX) == ctx->GetInputTensor(0));

  gert::StorageFormat* out = ctx->GetOutputFormat(0);
  REQUIRE(out != nullptr);
  CHECK(out->GetOriginFormat() == ge::FORMAT_NCHW);  // from the hint
  CHECK(out->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  out->SetOriginFormat(ge::FORMAT_NHWC);
  CHECK(ctx->GetRequiredOutputFormat(0)->GetOriginFormat() == ge::FORMAT_NHWC);
  CHECK(ctx->GetDynamicOutputFormat(1, 1) == ctx->GetOutputFormat(2));
  CHECK(ctx->GetOutputFormat(3) == nullptr);
}

namespace {
struct FakeCompileInfo {
  int64_t ub_size = 0;
};
}  // namespace

TEST_CASE("ContextFactory: TilingParseContext gives the JSON, platform and compile info", "[sdk][exe_graph][factory]") {
  FakeCompileInfo info;
  const char platform[16] = "platform";
  std::string json = R"({"vars": {"ub_size": 1024}})";
  auto holder = oppkit::BuildTilingParseContext(TestNode(), json.c_str(), &info, platform);
  json.assign("overwritten");
  gert::TilingParseContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CheckNodeInfo(ctx);
  CHECK(std::string(ctx->GetCompiledJson()) == R"({"vars": {"ub_size": 1024}})");
  CHECK(reinterpret_cast<const void*>(ctx->GetPlatformInfo()) == platform);
  FakeCompileInfo* ci = ctx->GetCompiledInfo<FakeCompileInfo>();
  REQUIRE(ci == &info);
  ci->ub_size = 1024;
  CHECK(info.ub_size == 1024);

  auto no_json = oppkit::BuildTilingParseContext(TestNode(), nullptr, nullptr, nullptr);
  REQUIRE(no_json.GetContext() != nullptr);
  CHECK(no_json.GetContext()->GetCompiledJson() == nullptr);
  CHECK(no_json.GetContext()->GetCompiledInfo<FakeCompileInfo>() == nullptr);
}

TEST_CASE("ContextFactory: TilingContext gives shapes, descs, compile info and CANN's output defaults",
          "[sdk][exe_graph][factory]") {
  NodeDescription node = TestNode();
  node.inputs[0].shape = gert::StorageShape({2, 3}, {1, 1, 2, 3, 16});
  node.outputs[0].shape = gert::StorageShape({2, 3}, {1, 1, 2, 3, 16});
  const FakeCompileInfo info{4096};
  const char platform[8] = "plat";
  auto holder = oppkit::BuildTilingContext(node, &info, platform, 128);
  gert::TilingContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CheckNodeInfo(ctx);

  CHECK(ctx->GetCompileInfo() == &info);
  CHECK(ctx->GetCompileInfo<FakeCompileInfo>()->ub_size == 4096);
  CHECK(reinterpret_cast<const void*>(ctx->GetPlatformInfo()) == platform);
  CHECK(ctx->GetDeterministic() == 0);
  CHECK(ctx->GetDeterministicLevel() == 0);

  const gert::StorageShape* in = ctx->GetInputShape(0);
  REQUIRE(in != nullptr);
  CHECK(in->GetOriginShape() == gert::Shape({2, 3}));
  CHECK(in->GetStorageShape() == gert::Shape({1, 1, 2, 3, 16}));
  CHECK(ctx->GetInputShape(5) == nullptr);  // index checked against the node's inputs
  CHECK(ctx->GetRequiredInputShape(kIrX) == in);
  CHECK(ctx->GetOptionalInputShape(kIrBias) == nullptr);
  CHECK(ctx->GetDynamicInputShape(kIrXs, 1)->GetOriginShape() == gert::Shape({5}));
  CHECK(ctx->GetDynamicInputShape(kIrXs, 3) == nullptr);
  CHECK(ctx->GetOptionalInputTensor(kIrShape)->GetData<int32_t>()[1] == -1);
  CHECK(ctx->GetInputTensor(4) == ctx->GetRequiredInputTensor(kIrShape));
  CHECK(ctx->GetDynamicInputTensor(kIrXs, 0) != nullptr);
  CHECK(ctx->GetOutputShape(0)->GetStorageShape() == gert::Shape({1, 1, 2, 3, 16}));
  CHECK(ctx->GetOutputShape(3) == nullptr);

  // CANN's defaults
  CHECK(ctx->GetTilingKey() == 0);
  CHECK(ctx->GetBlockDim() == 0);
  CHECK(ctx->NeedAtomic());
  CHECK(ctx->GetWorkspaceNum() == 0);
  CHECK(ctx->GetTilingCond() == 0);
  CHECK(ctx->GetScheduleMode() == 0);
  const oppkit::TilingOutputs before = oppkit::ReadTilingOutputs(*ctx);
  REQUIRE(before.tiling_data != nullptr);
  CHECK(before.tiling_data->GetDataSize() == 0);
  CHECK(before.tiling_data->GetCapacity() == 128);
  CHECK(before.tiling_data_modes == oppkit::kTilingDataModeNone);

  CHECK(ctx->SetTilingKey(10) == ge::GRAPH_SUCCESS);
  CHECK(ctx->SetBlockDim(32) == ge::GRAPH_SUCCESS);
  CHECK(ctx->SetNeedAtomic(false) == ge::GRAPH_SUCCESS);
  CHECK(ctx->SetTilingCond(-3) == ge::GRAPH_SUCCESS);
  CHECK(ctx->SetScheduleMode(1) == ge::GRAPH_SUCCESS);
  CHECK(ctx->SetLocalMemorySize(65536) == ge::GRAPH_SUCCESS);
  CHECK(ctx->SetAicpuBlockDim(4) == ge::GRAPH_SUCCESS);
  size_t* ws = ctx->GetWorkspaceSizes(2);
  REQUIRE(ws != nullptr);
  ws[0] = 1024;
  ws[1] = 2048;
  CHECK(ctx->GetWorkspaceSizes(gert::TilingContext::kMaxWorkspaceCount + 1) == nullptr);
  CHECK(ctx->GetWorkspaceNum() == 2);

  const oppkit::TilingOutputs after = oppkit::ReadTilingOutputs(*ctx);
  CHECK(after.tiling_key == 10);
  CHECK(after.block_dim == 32);
  CHECK_FALSE(after.need_atomic);
  CHECK(after.tiling_cond == -3);
  CHECK(after.schedule_mode == 1);
  CHECK(after.local_memory_size == 65536);
  CHECK(after.aicpu_block_dim == 4);
  REQUIRE(after.workspace_num == 2);
  CHECK(after.workspace_sizes[1] == 2048);
  CHECK(after.tiling_data_modes == oppkit::kTilingDataModeNone);  // reading does not set mode bits
}

TEST_CASE("ContextFactory: a holder owns one block, moving it keeps the context", "[sdk][exe_graph][factory]") {
  auto holder = oppkit::BuildInferShapeContext(TestNode());
  gert::InferShapeContext* ctx = holder.GetContext();
  gert::ContextHolder<gert::InferShapeContext> moved(std::move(holder));
  CHECK(moved.GetContext() == ctx);
  CHECK(holder.GetContext() == nullptr);  // NOLINT(bugprone-use-after-move)
  CHECK(*moved.GetContext()->GetInputShape(0) == gert::Shape({2, 3}));
}
