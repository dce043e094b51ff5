// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The CANN-style context builders (base/context_builder/*, oppkit/infer_format_context_builder.h). Each test builds
// a context and reads and writes it through the context API, as an op function would, one builder feature at a time:
// node identity, input tensors and their values, instance counts and optional inputs, attrs (IR and private),
// ranges, dtypes and formats, tiling inputs and outputs. The sample functions of CANN's GE IR tutorial are compiled
// into a real package and tested through the registry in test/integration/seed_samples.
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/context_builder/op_infer_shape_range_context_builder.h"
#include "base/context_builder/op_tiling_context_builder.h"
#include "base/context_builder/op_tiling_parse_context_builder.h"
#include "oppkit/context_factory.h"
#include "oppkit/infer_format_context_builder.h"

using namespace gert;  // as in CANN op sources

namespace {

gert::Tensor MakeTensor(gert::Shape shape, ge::DataType dtype, void* data = nullptr,
                        ge::Format format = ge::FORMAT_ND) {
  return gert::Tensor(gert::StorageShape(shape, shape), gert::StorageFormat(format, format, {}), gert::kOnHost, dtype,
                      data);
}

std::string ToString(const gert::Shape& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.GetDimNum(); ++i) out += (i == 0 ? "" : ", ") + std::to_string(s.GetDim(i));
  return out + "]";
}

// Builds a Reshape-like context, x [2, 3, 4] and a value input holding \p values, and checks that the value input
// reaches the op with its dtype, element count and data.
template <typename T>
void CheckValueInput(ge::DataType dtype, std::vector<T> values) {
  gert::Tensor x = MakeTensor({2, 3, 4}, ge::DT_FLOAT);
  gert::Tensor shape = MakeTensor({static_cast<int64_t>(values.size())}, dtype, values.data());
  auto holder = OpInferShapeContextBuilder().OpType("Reshape").IONum(2, 1).InputTensors({&x, &shape}).Build();
  InferShapeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ToString(*ctx->GetInputShape(0)) == "[2, 3, 4]");
  const gert::Tensor* value = ctx->GetInputTensor(1);
  REQUIRE(value != nullptr);
  CHECK(value->GetDataType() == dtype);
  REQUIRE(value->GetShapeSize() == static_cast<int64_t>(values.size()));
  for (size_t i = 0; i < values.size(); ++i) CHECK(value->GetData<T>()[i] == values[i]);
}

// A compile-info record: written by TilingParse, read by Tiling.
struct CompileInfo {
  int64_t ub_size;
  int64_t core_num;
};

// A tiling-data record written in struct mode.
struct TilingParam {
  int64_t mode;
  int64_t offset;
  int64_t cores;
};

}  // namespace

TEST_CASE("OpInferShapeContextBuilder: node, attrs, descs and input shape reach InferShape, the output is writable",
          "[sdk][exe_graph][builder]") {
  gert::Tensor x = MakeTensor({4, 8, 16}, ge::DT_FLOAT16);
  auto holder = OpInferShapeContextBuilder()
                    .OpType("Cast")
                    .OpName("cast1")
                    .IONum(1, 1)
                    .AppendAttr(static_cast<int64_t>(ge::DT_FLOAT))
                    .InputTensors({&x})
                    .OutputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND)
                    .Build();
  InferShapeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(std::string(ctx->GetNodeName()) == "cast1");
  CHECK(std::string(ctx->GetNodeType()) == "Cast");
  CHECK(*ctx->GetAttrs()->GetInt(0) == ge::DT_FLOAT);
  CHECK(ctx->GetInputDesc(0)->GetDataType() == ge::DT_FLOAT16);
  CHECK(ctx->GetOutputDesc(0)->GetDataType() == ge::DT_FLOAT);
  REQUIRE(ctx->GetInputShape(0) != nullptr);
  REQUIRE(ctx->GetOutputShape(0) != nullptr);
  CHECK(ToString(*ctx->GetInputShape(0)) == "[4, 8, 16]");
  *ctx->GetOutputShape(0) = *ctx->GetInputShape(0);
  ctx->GetOutputShape(0)->AppendDim(2);
  CHECK(ToString(*ctx->GetOutputShape(0)) == "[4, 8, 16, 2]");
  CHECK(ToString(*ctx->GetInputShape(0)) == "[4, 8, 16]");  // the output is a slot of its own
}

TEST_CASE("OpInferShapeContextBuilder: a value input carries its dtype, element count and data",
          "[sdk][exe_graph][builder]") {
  SECTION("int32 values") { CheckValueInput<int32_t>(ge::DT_INT32, {4, -1}); }
  SECTION("int64 values") { CheckValueInput<int64_t>(ge::DT_INT64, {0, 12}); }
}

TEST_CASE("OpInferShapeContextBuilder: an optional input is found by its IR index past absent ones",
          "[sdk][exe_graph][builder]") {
  gert::Tensor x = MakeTensor({1, 16, 32}, ge::DT_FLOAT16);
  gert::Tensor w = MakeTensor({64, 128}, ge::DT_FLOAT16);
  gert::Tensor b = MakeTensor({128}, ge::DT_FLOAT16);
  gert::Tensor project = MakeTensor({32, 48}, ge::DT_FLOAT16);
  SECTION("IR input 11 present after eight absent optional inputs") {
    auto holder = OpInferShapeContextBuilder()
                      .OpType("DynamicRNNV3")
                      .IOInstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1}, {1})
                      .InputTensors({&x, &w, &b, &project})
                      .Build();
    InferShapeContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    CHECK(ToString(*ctx->GetInputShape(0)) == "[1, 16, 32]");
    CHECK(ToString(*ctx->GetInputShape(1)) == "[64, 128]");
    REQUIRE(ctx->GetOptionalInputShape(11) != nullptr);
    CHECK(ToString(*ctx->GetOptionalInputShape(11)) == "[32, 48]");
    CHECK(ToString(*ctx->GetInputShape(3)) == "[32, 48]");  // by instance index
    CHECK(ctx->GetOptionalInputShape(4) == nullptr);
  }
  SECTION("IR input 11 absent") {
    auto holder = OpInferShapeContextBuilder()
                      .OpType("DynamicRNNV3")
                      .IOInstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {1})
                      .InputTensors({&x, &w, &b})
                      .Build();
    InferShapeContext* ctx = holder.GetContext();
    REQUIRE(ctx != nullptr);
    REQUIRE(ctx->GetOptionalInputShape(2) != nullptr);
    CHECK(ToString(*ctx->GetOptionalInputShape(2)) == "[128]");
    CHECK(ctx->GetOptionalInputShape(11) == nullptr);
  }
}

TEST_CASE("OpInferShapeContextBuilder: a dynamic input with 3 instances, attrs and private attrs",
          "[sdk][exe_graph][builder]") {
  gert::Tensor a = MakeTensor({2, 3}, ge::DT_FLOAT);
  gert::Tensor b = MakeTensor({2, 5}, ge::DT_FLOAT);
  gert::Tensor c = MakeTensor({2, 7}, ge::DT_FLOAT);
  int32_t axis = 1;
  gert::Tensor concat_dim = MakeTensor({}, ge::DT_INT32, &axis);
  auto holder = OpInferShapeContextBuilder()
                    .OpType("Foo")
                    .IOInstanceNum({3, 1}, {1})
                    .InputTensors({&a, &b, &c, &concat_dim})
                    .AppendAttr(ge::AscendString("ir1"))
                    .AppendAttr(std::string("ir2"))
                    .AppendAttr(int64_t{1})
                    .AppendAttr(int64_t{7})   // private attr Bar1
                    .AppendAttr(int64_t{-9})  // private attr Bar2
                    .Build();
  InferShapeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ToString(*ctx->GetDynamicInputShape(0, 2)) == "[2, 7]");
  CHECK(ctx->GetDynamicInputShape(0, 3) == nullptr);
  CHECK(*ctx->GetInputTensor(3)->GetData<int32_t>() == 1);
  CHECK(ctx->GetInputTensor(3)->GetOriginShape().IsScalar());
  const RuntimeAttrs* attrs = ctx->GetAttrs();
  REQUIRE(attrs != nullptr);
  CHECK(std::string(attrs->GetStr(0)) == "ir1");
  CHECK(std::string(attrs->GetStr(1)) == "ir2");
  CHECK(*attrs->GetInt(2) == 1);
  REQUIRE(attrs->GetInt(3) != nullptr);  // private attrs follow the IR attrs
  REQUIRE(attrs->GetInt(4) != nullptr);
  CHECK(*attrs->GetInt(3) == 7);
  CHECK(*attrs->GetInt(4) == -9);
}

TEST_CASE("OpInferShapeContextBuilder: every AppendAttr overload", "[sdk][exe_graph][builder]") {
  auto holder = OpInferShapeContextBuilder()
                    .OpType("Attrs")
                    .IONum(0, 0)
                    .AppendAttr(true)
                    .AppendAttr(int64_t{5})
                    .AppendAttr(6)
                    .AppendAttr(1.5F)
                    .AppendAttr("cstr")
                    .AppendAttr(std::vector<bool>{true, false})
                    .AppendAttr(std::vector<int64_t>{1, 2, 3})
                    .AppendAttr(std::vector<float>{0.5F})
                    .AppendAttr(std::vector<ge::AscendString>{"a", "bc"})
                    .AppendAttr(std::vector<std::string>{"d"})
                    .AppendAttr(std::vector<std::vector<int64_t>>{{1}, {2, 3}})
                    .AppendAttr(std::vector<std::vector<float>>{{1.0F, 2.0F}})
                    .AppendAttr(oppkit::AttrValue::DataType(ge::DT_INT8))
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  const RuntimeAttrs* attrs = holder.GetContext()->GetAttrs();
  REQUIRE(attrs->GetAttrNum() == 13);
  CHECK(*attrs->GetBool(0));
  CHECK(*attrs->GetInt(1) == 5);
  CHECK(*attrs->GetInt(2) == 6);
  CHECK(*attrs->GetFloat(3) == 1.5F);
  CHECK(std::string(attrs->GetStr(4)) == "cstr");
  CHECK(attrs->GetAttrPointer<ContinuousVector>(5)->GetSize() == 2);
  CHECK(attrs->GetListInt(6)->GetData()[2] == 3);
  CHECK(attrs->GetListFloat(7)->GetData()[0] == 0.5F);
  CHECK(std::string(static_cast<const char*>(attrs->GetAttrPointer<ContinuousVector>(8)->GetData()) + 2) == "bc");
  CHECK(attrs->GetAttrPointer<ContinuousVector>(9)->GetSize() == 1);
  CHECK(attrs->GetListListInt(10)->Get(1)->GetSize() == 2);
  CHECK(attrs->GetListListFloat(11)->Get(0)->GetSize() == 2);
  CHECK(*attrs->GetAttrPointer<ge::DataType>(12) == ge::DT_INT8);
}

TEST_CASE("OpInferShapeContextBuilder: zero inputs and zero outputs build (CANN asserts)",
          "[sdk][exe_graph][builder]") {
  auto no_io = OpInferShapeContextBuilder().OpType("NoOp").IONum(0, 0).Build();
  REQUIRE(no_io.GetContext() != nullptr);
  CHECK(no_io.GetContext()->GetComputeNodeInputNum() == 0);
  CHECK(no_io.GetContext()->GetComputeNodeOutputNum() == 0);
  auto only_output = OpInferShapeContextBuilder().OpType("Const").IONum(0, 1).Build();
  REQUIRE(only_output.GetContext() != nullptr);
  CHECK(only_output.GetContext()->GetOutputShape(0) != nullptr);
}

TEST_CASE("OpInferShapeContextBuilder: inconsistent input makes Build fail with a reason",
          "[sdk][exe_graph][builder]") {
  gert::Tensor x = MakeTensor({2}, ge::DT_FLOAT);
  SECTION("a null tensor") {
    auto holder = OpInferShapeContextBuilder().OpType("Add").IONum(2, 1).InputTensors({&x, nullptr}).Build();
    CHECK(holder.GetContext() == nullptr);
    CHECK_THAT(holder.GetError(), Catch::Contains("input tensor 1 is null"));
  }
  SECTION("more tensors than instances") {
    auto holder = OpInferShapeContextBuilder().OpType("Relu").IONum(1, 1).InputTensors({&x, &x}).Build();
    CHECK(holder.GetContext() == nullptr);
    CHECK_THAT(holder.GetError(), Catch::Contains("2 inputs given for 1 input instances"));
  }
  SECTION("fewer tensors than instances") {
    auto holder = OpInferShapeContextBuilder().OpType("Add").IONum(2, 1).InputTensors({&x}).Build();
    CHECK(holder.GetContext() == nullptr);
    CHECK_THAT(holder.GetError(), Catch::Contains("1 inputs given for 2 input instances"));
  }
  SECTION("descriptions by index may leave instances with defaults") {
    auto holder = OpInferDataTypeContextBuilder()
                      .OpType("Add")
                      .IONum(2, 1)
                      .InputTensorDesc(1, ge::DT_INT8, ge::FORMAT_ND, ge::FORMAT_ND)
                      .Build();
    REQUIRE(holder.GetContext() != nullptr);
    CHECK(holder.GetContext()->GetInputDataType(0) == ge::DT_UNDEFINED);
    CHECK(holder.GetContext()->GetInputDataType(1) == ge::DT_INT8);
  }
  SECTION("IOInstanceNum wins over a later IONum") {
    auto holder =
        OpInferShapeContextBuilder().OpType("Add").IOInstanceNum({2}, {1}).IONum(1, 1).InputTensors({&x, &x}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CHECK(holder.GetContext()->GetIrInputInstanceInfo(0)->GetInstanceNum() == 2);
  }
}

TEST_CASE("OpInferShapeRangeContextBuilder: input ranges reach InferShapeRange and output ranges are writable",
          "[sdk][exe_graph][builder]") {
  gert::Tensor min = MakeTensor({1, 5}, ge::DT_FLOAT);
  gert::Tensor max = MakeTensor({4, 5}, ge::DT_FLOAT);
  gert::Range<gert::Tensor> x_range(&min, &max);
  auto holder = OpInferShapeRangeContextBuilder()
                    .OpType("Where")
                    .IONum(1, 1)
                    .InputTensorsRange({&x_range})
                    .OutputTensorDesc(0, ge::DT_INT64, ge::FORMAT_ND, ge::FORMAT_ND)
                    .Build();
  InferShapeRangeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ToString(*ctx->GetInputShapeRange(0)->GetMin()) == "[1, 5]");
  CHECK(ToString(*ctx->GetInputShapeRange(0)->GetMax()) == "[4, 5]");
  CHECK(ctx->GetOutputDesc(0)->GetDataType() == ge::DT_INT64);
  // An InferShapeRange that flattens x: y's bounds are the element counts of x's bounds.
  const auto flatten_range = [](InferShapeRangeContext* c) {
    const gert::Range<gert::Shape>* x = c->GetInputShapeRange(0);
    gert::Range<gert::Shape>* y = c->GetOutputShapeRange(0);
    if (x == nullptr || y == nullptr) return ge::GRAPH_FAILED;
    *y->GetMin() = gert::Shape({x->GetMin()->GetShapeSize()});
    *y->GetMax() = gert::Shape({x->GetMax()->GetShapeSize()});
    return ge::GRAPH_SUCCESS;
  };
  REQUIRE(flatten_range(ctx) == ge::GRAPH_SUCCESS);
  CHECK(ToString(*ctx->GetOutputShapeRange(0)->GetMin()) == "[5]");
  CHECK(ToString(*ctx->GetOutputShapeRange(0)->GetMax()) == "[20]");

  gert::Range<gert::Tensor> broken(&min, nullptr);
  auto bad = OpInferShapeRangeContextBuilder().OpType("Where").IONum(1, 1).InputTensorsRange({&broken}).Build();
  CHECK(bad.GetContext() == nullptr);
  CHECK_THAT(bad.GetError(), Catch::Contains("input range 0"));
}

TEST_CASE("OpInferDataTypeContextBuilder: input dtypes reach InferDataType, output dtypes start undefined",
          "[sdk][exe_graph][builder]") {
  auto holder = OpInferDataTypeContextBuilder()
                    .OpType("Foo")
                    .IONum(1, 1)
                    .InputTensorDesc(0, ge::DT_INT4, ge::FORMAT_ND, ge::FORMAT_ND)
                    .OutputTensorDesc(0, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0)
                    .Build();
  InferDataTypeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ctx->GetInputDataType(0) == ge::DT_INT4);
  CHECK(ctx->GetOutputDataType(0) == ge::DT_UNDEFINED);
  CHECK(ctx->GetOutputDesc(0)->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  REQUIRE(ctx->SetOutputDataType(0, ge::DT_INT32) == ge::GRAPH_SUCCESS);
  CHECK(ctx->GetOutputDataType(0) == ge::DT_INT32);
}

TEST_CASE("OpTilingParseContextBuilder and OpTilingContextBuilder: the compile info goes from TilingParse to Tiling",
          "[sdk][exe_graph][builder]") {
  CompileInfo info{};
  const uint8_t platform[8] = {};
  const std::string json = R"({"vars": {"ub_size": 262144, "block_dim": 32}})";
  auto parse = OpTilingParseContextBuilder()
                   .OpType("TransData")
                   .OpName("trans1")
                   .IONum(1, 1)
                   .InputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_NCHW, ge::FORMAT_NCHW)
                   .OutputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0)
                   .CompiledJson(json.c_str())
                   .CompiledInfo(&info)
                   .PlatformInfo(platform)
                   .Build();
  TilingParseContext* parse_ctx = parse.GetContext();
  REQUIRE(parse_ctx != nullptr);
  CHECK(std::string(parse_ctx->GetNodeName()) == "trans1");
  REQUIRE(parse_ctx->GetCompiledJson() != nullptr);
  CHECK(parse_ctx->GetCompiledJson() == json);
  CHECK(static_cast<const void*>(parse_ctx->GetPlatformInfo()) == platform);
  REQUIRE(parse_ctx->GetCompiledInfo<CompileInfo>() == &info);
  parse_ctx->GetCompiledInfo<CompileInfo>()->ub_size = 262144;  // as a TilingParse would, from the JSON
  CHECK(info.ub_size == 262144);

  gert::Tensor in(gert::StorageShape({1, 32, 8, 8}, {1, 32, 8, 8}),
                  gert::StorageFormat(ge::FORMAT_NCHW, ge::FORMAT_NCHW, {}), ge::DT_FLOAT16);
  gert::Tensor out(gert::StorageShape({1, 32, 8, 8}, {1, 2, 8, 8, 16}),
                   gert::StorageFormat(ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0, {}), ge::DT_FLOAT16);
  auto tiling = OpTilingContextBuilder()
                    .OpType("TransData")
                    .IONum(1, 1)
                    .InputTensors({&in})
                    .OutputTensors({&out})
                    .AppendAttr("NCHW")
                    .AppendAttr("NC1HWC0")
                    .AppendAttr(int64_t{1})
                    .CompileInfo(&info)
                    .PlatformInfo(platform)
                    .Build();
  TilingContext* ctx = tiling.GetContext();
  REQUIRE(ctx != nullptr);
  REQUIRE(ctx->GetCompileInfo<CompileInfo>() != nullptr);
  CHECK(ctx->GetCompileInfo<CompileInfo>()->ub_size == 262144);
  CHECK(static_cast<const void*>(ctx->GetPlatformInfo()) == platform);
  CHECK(ctx->GetInputShape(0)->GetStorageShape() == gert::Shape({1, 32, 8, 8}));
  CHECK(ctx->GetOutputShape(0)->GetOriginShape() == gert::Shape({1, 32, 8, 8}));
  CHECK(ctx->GetOutputShape(0)->GetStorageShape() == gert::Shape({1, 2, 8, 8, 16}));
  CHECK(ctx->GetInputDesc(0)->GetStorageFormat() == ge::FORMAT_NCHW);
  CHECK(ctx->GetOutputDesc(0)->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  const RuntimeAttrs* attrs = ctx->GetAttrs();
  REQUIRE(attrs != nullptr);
  CHECK(std::string(attrs->GetAttrPointer<char>(0)) == "NCHW");
  CHECK(std::string(attrs->GetAttrPointer<char>(1)) == "NC1HWC0");
  CHECK(*attrs->GetAttrPointer<int64_t>(2) == 1);
}

TEST_CASE("OpTilingContextBuilder: what a Tiling function sets is what ReadTilingOutputs reads",
          "[sdk][exe_graph][builder]") {
  auto holder = OpTilingContextBuilder().OpType("Foo").IONum(0, 0).TilingDataSize(sizeof(TilingParam)).Build();
  TilingContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  REQUIRE(ctx->SetBlockDim(32) == ge::GRAPH_SUCCESS);
  REQUIRE(ctx->SetTilingKey(10) == ge::GRAPH_SUCCESS);
  REQUIRE(ctx->SetNeedAtomic(true) == ge::GRAPH_SUCCESS);
  size_t* workspace_sizes = ctx->GetWorkspaceSizes(2);
  REQUIRE(workspace_sizes != nullptr);
  workspace_sizes[0] = 1024;
  workspace_sizes[1] = 2048;
  TilingParam* param = ctx->GetTilingData<TilingParam>();
  REQUIRE(param != nullptr);
  *param = TilingParam{10, 20, 4};

  const oppkit::TilingOutputs result = oppkit::ReadTilingOutputs(*ctx);
  CHECK(result.tiling_key == 10);
  CHECK(result.block_dim == 32);
  CHECK(result.need_atomic);
  REQUIRE(result.workspace_num == 2);
  CHECK(result.workspace_sizes[0] == 1024);
  CHECK(result.workspace_sizes[1] == 2048);
  REQUIRE(result.tiling_data != nullptr);
  CHECK(result.tiling_data->GetDataSize() == sizeof(TilingParam));
  CHECK(result.tiling_data_modes == oppkit::kTilingDataModeStruct);
  TilingParam read{};
  std::memcpy(&read, result.tiling_data->GetData(), sizeof(read));
  CHECK(read.mode == 10);
  CHECK(read.offset == 20);
  CHECK(read.cores == 4);
}

TEST_CASE("OpTilingContextBuilder: caller-owned TilingData, workspace and deterministic flags",
          "[sdk][exe_graph][builder]") {
  auto td_block = gert::TilingData::CreateCap(64);
  auto* td = reinterpret_cast<gert::TilingData*>(td_block.get());
  auto ws_block = ContinuousVector::Create<size_t>(4);
  auto* ws = reinterpret_cast<ContinuousVector*>(ws_block.get());
  auto holder = OpTilingContextBuilder()
                    .OpType("Foo")
                    .IONum(0, 0)
                    .TilingData(td)
                    .Workspace(ws)
                    .Deterministic(1)
                    .DeterministicLevel(2)
                    .Build();
  TilingContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ctx->GetDeterministic() == 1);
  CHECK(ctx->GetDeterministicLevel() == 2);
  TilingData* raw = ctx->GetRawTilingData();
  REQUIRE(raw == td);  // the caller's TilingData
  struct Record {
    int64_t a;
    int32_t b;
    int32_t c;
  };
  REQUIRE(raw->Append(int64_t{10}) == ge::GRAPH_SUCCESS);
  REQUIRE(raw->Append(int32_t{10}) == ge::GRAPH_SUCCESS);
  REQUIRE(raw->Append(Record{10, 20, 30}) == ge::GRAPH_SUCCESS);
  REQUIRE(raw->Append(Record{100, 200, 300}) == ge::GRAPH_SUCCESS);
  CHECK(td->GetDataSize() == 8 + 4 + 16 + 16);
  CHECK(oppkit::GetTilingDataModes(*td) == oppkit::kTilingDataModeAppend);
  CHECK(ctx->GetWorkspaceSizes(5) == nullptr);  // the caller's vector holds 4
  REQUIRE(ctx->GetWorkspaceSizes(3) != nullptr);
  CHECK(ws->GetSize() == 3);
}

TEST_CASE("OpTilingContextBuilder: a null output tensor makes Build fail", "[sdk][exe_graph][builder]") {
  auto holder = OpTilingContextBuilder().OpType("Foo").IONum(0, 1).OutputTensors({nullptr}).Build();
  CHECK(holder.GetContext() == nullptr);
  CHECK_THAT(holder.GetError(), Catch::Contains("output tensor 0 is null"));
}

TEST_CASE("OpInferFormatContextBuilder: an InferFormat function reads and writes formats",
          "[sdk][exe_graph][builder]") {
  gert::Tensor x = MakeTensor({1, 3, 224, 224}, ge::DT_FLOAT16, nullptr, ge::FORMAT_NHWC);
  gert::Tensor w = MakeTensor({64, 3, 7, 7}, ge::DT_FLOAT16, nullptr, ge::FORMAT_NCHW);
  auto holder = oppkit::OpInferFormatContextBuilder()
                    .OpType("Conv2D")
                    .IOInstanceNum({1, 1, 0}, {1})
                    .InputTensors({&x, &w})
                    .AppendAttr(std::string("NHWC"))
                    .OutputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_ND, ge::FORMAT_ND)
                    .Build();
  InferFormatContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  const auto infer_format = [](InferFormatContext* c) {
    const ge::Format fmt = c->GetInputFormat(0)->GetOriginFormat();
    c->GetOutputFormat(0)->SetOriginFormat(fmt);
    c->GetOutputFormat(0)->SetStorageFormat(fmt);
    c->GetInputFormat(1)->SetStorageFormat(ge::FORMAT_FRACTAL_Z);
    return c->GetOptionalInputFormat(2) == nullptr ? ge::GRAPH_SUCCESS : ge::GRAPH_FAILED;
  };
  REQUIRE(infer_format(ctx) == ge::GRAPH_SUCCESS);
  CHECK(ctx->GetOutputFormat(0)->GetOriginFormat() == ge::FORMAT_NHWC);
  CHECK(ctx->GetRequiredInputFormat(1)->GetStorageFormat() == ge::FORMAT_FRACTAL_Z);
  CHECK(std::string(ctx->GetAttrs()->GetStr(0)) == "NHWC");
}
