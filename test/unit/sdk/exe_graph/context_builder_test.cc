// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The CANN-style context builders, exercised with the op code of seed 004 (CANN's GE IR tutorial): each sample
// function is compiled here against the SDK headers and called through the context a builder made. Deviations
// from the sample text are marked "seed fix" (the samples themselves do not compile against CANN there).
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

using namespace gert;  // as in the seed's op sources
using ge::DT_INT32;
using ge::DT_INT4;

namespace {

// --- seed 004 samples ---------------------------------------------------------------------------------------------

ge::graphStatus InferShapeForCast(InferShapeContext* context) {
  const gert::Shape* shape = context->GetInputShape(0);
  gert::Shape* output_shape = context->GetOutputShape(0);
  if (shape == nullptr || output_shape == nullptr) {
    return ge::GRAPH_FAILED;
  }
  *output_shape = *shape;
  return ge::GRAPH_SUCCESS;
}

template <typename T>
ge::graphStatus ReshapeInferShapeImpl(const T* reshape_data, const gert::Shape& x_shape, gert::Shape& output_shape,
                                      int32_t reshape_size) {
  int64_t known = 1;
  int64_t unknown_index = -1;
  output_shape.SetDimNum(0);
  for (int32_t i = 0; i < reshape_size; ++i) {
    int64_t dim = reshape_data[i];
    if (dim == 0) dim = x_shape.GetDim(i);
    if (dim == -1) {
      unknown_index = i;
    } else {
      known *= dim;
    }
    output_shape.AppendDim(dim);
  }
  if (unknown_index >= 0) output_shape.SetDim(unknown_index, x_shape.GetShapeSize() / known);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferShapeForReshape(InferShapeContext* context) {
  const gert::Shape* x_shape = context->GetInputShape(0);
  const gert::Tensor* shape_tensor = context->GetInputTensor(1);
  gert::Shape* output_shape = context->GetOutputShape(0);
  if (x_shape == nullptr || shape_tensor == nullptr || output_shape == nullptr) {
    return ge::GRAPH_FAILED;
  }
  auto reshape_size = static_cast<int32_t>(shape_tensor->GetShapeSize());
  if (reshape_size < 1) {
    return ge::GRAPH_FAILED;
  }
  if (shape_tensor->GetDataType() == ge::DT_INT32) {
    int32_t* reshape_data = shape_tensor->GetData<int32_t>();
    return ReshapeInferShapeImpl<int32_t>(reshape_data, *x_shape, *output_shape, reshape_size);
  } else {
    int64_t* reshape_data = shape_tensor->GetData<int64_t>();
    return ReshapeInferShapeImpl<int64_t>(reshape_data, *x_shape, *output_shape, reshape_size);
  }
}

ge::graphStatus InferShapeRangeWhere(gert::InferShapeRangeContext* context) {
  auto x_shape_range = context->GetInputShapeRange(0U);
  auto output_shape_range = context->GetOutputShapeRange(0U);
  if (x_shape_range == nullptr || output_shape_range == nullptr) return ge::GRAPH_FAILED;  // seed: OPS_CHECK_NULL
  auto x_max_shape = x_shape_range->GetMax();
  auto x_shape_dimnum = x_max_shape->GetDimNum();
  int64_t output_shape_max = 1;
  size_t output_shape_dim_num = 2U;
  for (size_t i = 0U; i < x_shape_dimnum; i++) {
    if (x_max_shape->GetDim(i) < 0) {
      output_shape_max = -1;
      break;
    }
    output_shape_max *= x_max_shape->GetDim(i);
  }
  output_shape_range->GetMax()->SetDimNum(output_shape_dim_num);
  output_shape_range->GetMax()->SetDim(0, output_shape_max);
  output_shape_range->GetMax()->SetDim(1, x_shape_dimnum);
  output_shape_range->GetMin()->SetDimNum(output_shape_dim_num);
  output_shape_range->GetMin()->SetDim(0, 0);
  output_shape_range->GetMin()->SetDim(1, x_shape_dimnum);
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus InferDataTypeForFoo(gert::InferDataTypeContext* context) {
  if (context->GetInputDataType(0) == DT_INT4) {
    context->SetOutputDataType(0, DT_INT32);
  }
  return ge::GRAPH_SUCCESS;  // seed fix: the sample falls off the end
}

struct TransDataCompileInfo {
  int64_t ub_size;
  int64_t block_dim;
  int64_t group;
  int64_t vnc_fp32_flag;
};

// Seed fix: the sample reads `compile_info` before declaring it and parses with nlohmann; this keeps its API calls.
ge::graphStatus TilingPrepareForTransdata(TilingParseContext* context) {
  const char* json_str = context->GetCompiledJson();
  TransDataCompileInfo* compile_info = context->GetCompiledInfo<TransDataCompileInfo>();
  if (compile_info == nullptr || json_str == nullptr) {
    return ge::GRAPH_FAILED;
  }
  const char* ub = std::strstr(json_str, "\"ub_size\":");
  if (ub == nullptr) return ge::PARAM_INVALID;
  compile_info->ub_size = std::strtoll(ub + std::strlen("\"ub_size\":"), nullptr, 10);
  return ge::GRAPH_SUCCESS;
}

struct TransDataMode1010Param {
  int64_t tiling_mode;
  int64_t ub_offset;
  int64_t used_core_cnt;
  int64_t core_step_in;
  int64_t core_step_out;
};

#define ASSERT_SUCCESS(x)                     \
  do {                                        \
    if ((x) != ge::GRAPH_SUCCESS) return (x); \
  } while (0)
#define ASSERT_NOT_NULL(x)                       \
  do {                                           \
    if ((x) == nullptr) return ge::GRAPH_FAILED; \
  } while (0)

ge::graphStatus TilingForTransData(TilingContext* context) {
  const StorageShape* in_shape = context->GetInputShape(0);
  const StorageShape* out_shape = context->GetOutputShape(0);
  auto compile_info = reinterpret_cast<const TransDataCompileInfo*>(context->GetCompileInfo());
  const CompileTimeTensorDesc* src_td = context->GetInputDesc(0);
  const CompileTimeTensorDesc* dst_td = context->GetOutputDesc(0);
  if (in_shape == nullptr || out_shape == nullptr || src_td == nullptr || dst_td == nullptr ||
      compile_info == nullptr) {
    return ge::FAILED;
  }
  ge::Format src_format = src_td->GetStorageFormat();
  ge::Format dst_format = dst_td->GetStorageFormat();
  (void)src_format;
  (void)dst_format;
  ASSERT_SUCCESS(context->SetBlockDim(32));
  ASSERT_SUCCESS(context->SetTilingKey(10));
  ASSERT_SUCCESS(context->SetNeedAtomic(false));
  size_t* workspaces_size = context->GetWorkspaceSizes(2);
  ASSERT_NOT_NULL(workspaces_size);
  workspaces_size[0] = 1024;
  workspaces_size[1] = 2048;
  auto tiling_data = context->GetTilingData<TransDataMode1010Param>();
  if (tiling_data == nullptr) {
    return ge::FAILED;
  }
  tiling_data->tiling_mode = 10;
  tiling_data->ub_offset = 20;
  return ge::GRAPH_SUCCESS;
}

struct Foo {
  int64_t a;
  int32_t b;
  int32_t c;
};

ge::graphStatus ExampleAppendTilingData(TilingContext* context) {
  TilingData* tiling_data = context->GetRawTilingData();
  ASSERT_NOT_NULL(tiling_data);
  tiling_data->Append(static_cast<int64_t>(10));
  tiling_data->Append(static_cast<int32_t>(10));
  tiling_data->Append<Foo>({10, 20, 30});
  Foo foo{100, 200, 300};
  tiling_data->Append(foo);
  return ge::GRAPH_SUCCESS;
}

int64_t g_group = 0;
std::string g_src_format;

ge::graphStatus ExampleGetTransDataAttr(TilingContext* context) {
  const RuntimeAttrs* attrs = context->GetAttrs();
  ASSERT_NOT_NULL(attrs);
  const char* src_format = attrs->GetAttrPointer<char>(0);
  const char* dst_format = attrs->GetAttrPointer<char>(1);
  const int64_t group = *attrs->GetAttrPointer<int64_t>(2);  // seed fix: the sample misses the `*`
  (void)dst_format;
  g_src_format = src_format;
  g_group = group;
  return ge::GRAPH_SUCCESS;
}

int64_t g_bar1 = 0;
int64_t g_bar2 = 0;

ge::graphStatus InferShapeForFoo(InferShapeContext* context) {
  const RuntimeAttrs* attrs = context->GetAttrs();
  ASSERT_NOT_NULL(attrs);
  const int64_t attr1 = *attrs->GetInt(3);  // seed fix: GetInt returns a pointer
  const int64_t attr2 = *attrs->GetInt(4);
  g_bar1 = attr1;
  g_bar2 = attr2;
  return ge::GRAPH_SUCCESS;
}

int64_t g_state_size = -1;

ge::graphStatus InferShapeForDynamicRNNV3(InferShapeContext* context) {
  auto x_shape = context->GetInputShape(0);
  auto w_shape = context->GetInputShape(1);
  if (x_shape == nullptr || w_shape == nullptr) {
    return ge::GRAPH_FAILED;
  }
  int64_t state_size = 0;
  constexpr int64_t kProjectInputIndex = 11;
  auto project_shape = context->GetOptionalInputShape(kProjectInputIndex);
  if (project_shape != nullptr) {
    if (project_shape->GetDimNum() < 2) {
      return ge::GRAPH_FAILED;
    }
    state_size = project_shape->GetDim(1);
  }
  g_state_size = state_size;
  return ge::GRAPH_SUCCESS;
}

// --- helpers ------------------------------------------------------------------------------------------------------

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

}  // namespace

TEST_CASE("OpInferShapeContextBuilder: Cast's InferShape copies the input shape", "[sdk][exe_graph][builder]") {
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
  REQUIRE(InferShapeForCast(ctx) == ge::GRAPH_SUCCESS);
  CHECK(ToString(*ctx->GetOutputShape(0)) == "[4, 8, 16]");
  CHECK(std::string(ctx->GetNodeName()) == "cast1");
  CHECK(std::string(ctx->GetNodeType()) == "Cast");
  CHECK(*ctx->GetAttrs()->GetInt(0) == ge::DT_FLOAT);
  CHECK(ctx->GetOutputDesc(0)->GetDataType() == ge::DT_FLOAT);
  CHECK(ctx->GetInputDesc(0)->GetDataType() == ge::DT_FLOAT16);
}

TEST_CASE("OpInferShapeContextBuilder: Reshape reads its shape input's values", "[sdk][exe_graph][builder]") {
  gert::Tensor x = MakeTensor({2, 3, 4}, ge::DT_FLOAT);
  SECTION("int32 values") {
    int32_t values[] = {4, -1};
    gert::Tensor shape = MakeTensor({2}, ge::DT_INT32, values);
    auto holder = OpInferShapeContextBuilder().OpType("Reshape").IONum(2, 1).InputTensors({&x, &shape}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    REQUIRE(InferShapeForReshape(holder.GetContext()) == ge::GRAPH_SUCCESS);
    CHECK(ToString(*holder.GetContext()->GetOutputShape(0)) == "[4, 6]");
  }
  SECTION("int64 values with a 0 entry") {
    int64_t values[] = {0, 12};
    gert::Tensor shape = MakeTensor({2}, ge::DT_INT64, values);
    auto holder = OpInferShapeContextBuilder().OpType("Reshape").IONum(2, 1).InputTensors({&x, &shape}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    REQUIRE(InferShapeForReshape(holder.GetContext()) == ge::GRAPH_SUCCESS);
    CHECK(ToString(*holder.GetContext()->GetOutputShape(0)) == "[2, 12]");
  }
}

TEST_CASE("OpInferShapeContextBuilder: DynamicRNNV3 reads an optional input by IR index", "[sdk][exe_graph][builder]") {
  gert::Tensor x = MakeTensor({1, 16, 32}, ge::DT_FLOAT16);
  gert::Tensor w = MakeTensor({64, 128}, ge::DT_FLOAT16);
  gert::Tensor b = MakeTensor({128}, ge::DT_FLOAT16);
  gert::Tensor project = MakeTensor({32, 48}, ge::DT_FLOAT16);
  SECTION("project present after eight absent optional inputs") {
    auto holder = OpInferShapeContextBuilder()
                      .OpType("DynamicRNNV3")
                      .IOInstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1}, {1})
                      .InputTensors({&x, &w, &b, &project})
                      .Build();
    REQUIRE(holder.GetContext() != nullptr);
    g_state_size = -1;
    REQUIRE(InferShapeForDynamicRNNV3(holder.GetContext()) == ge::GRAPH_SUCCESS);
    CHECK(g_state_size == 48);
    CHECK(holder.GetContext()->GetOptionalInputShape(4) == nullptr);
  }
  SECTION("project absent") {
    auto holder = OpInferShapeContextBuilder()
                      .OpType("DynamicRNNV3")
                      .IOInstanceNum({1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {1})
                      .InputTensors({&x, &w, &b})
                      .Build();
    REQUIRE(holder.GetContext() != nullptr);
    g_state_size = -1;
    REQUIRE(InferShapeForDynamicRNNV3(holder.GetContext()) == ge::GRAPH_SUCCESS);
    CHECK(g_state_size == 0);
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
  CHECK(std::string(ctx->GetAttrs()->GetStr(0)) == "ir1");
  CHECK(std::string(ctx->GetAttrs()->GetStr(1)) == "ir2");
  REQUIRE(InferShapeForFoo(ctx) == ge::GRAPH_SUCCESS);
  CHECK(g_bar1 == 7);
  CHECK(g_bar2 == -9);
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

TEST_CASE("OpInferShapeRangeContextBuilder: Where's InferShapeRange bounds the output", "[sdk][exe_graph][builder]") {
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
  REQUIRE(InferShapeRangeWhere(ctx) == ge::GRAPH_SUCCESS);
  CHECK(ToString(*ctx->GetOutputShapeRange(0)->GetMin()) == "[0, 2]");
  CHECK(ToString(*ctx->GetOutputShapeRange(0)->GetMax()) == "[20, 2]");
  CHECK(ctx->GetOutputDesc(0)->GetDataType() == ge::DT_INT64);

  gert::Range<gert::Tensor> broken(&min, nullptr);
  auto bad = OpInferShapeRangeContextBuilder().OpType("Where").IONum(1, 1).InputTensorsRange({&broken}).Build();
  CHECK(bad.GetContext() == nullptr);
  CHECK_THAT(bad.GetError(), Catch::Contains("input range 0"));
}

TEST_CASE("OpInferDataTypeContextBuilder: InferDataTypeForFoo maps INT4 to INT32", "[sdk][exe_graph][builder]") {
  auto holder = OpInferDataTypeContextBuilder()
                    .OpType("Foo")
                    .IONum(1, 1)
                    .InputTensorDesc(0, ge::DT_INT4, ge::FORMAT_ND, ge::FORMAT_ND)
                    .OutputTensorDesc(0, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0)
                    .Build();
  InferDataTypeContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ctx->GetOutputDataType(0) == ge::DT_UNDEFINED);
  REQUIRE(InferDataTypeForFoo(ctx) == ge::GRAPH_SUCCESS);
  CHECK(ctx->GetOutputDataType(0) == ge::DT_INT32);
  CHECK(ctx->GetOutputDesc(0)->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  CHECK(ctx->GetInputDataType(0) == ge::DT_INT4);
}

TEST_CASE("OpTilingParseContextBuilder and OpTilingContextBuilder: TransData's TilingParse then Tiling",
          "[sdk][exe_graph][builder]") {
  TransDataCompileInfo info{};
  const uint8_t platform[8] = {};
  auto parse = OpTilingParseContextBuilder()
                   .OpType("TransData")
                   .OpName("trans1")
                   .IONum(1, 1)
                   .InputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_NCHW, ge::FORMAT_NCHW)
                   .OutputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_NCHW, ge::FORMAT_NC1HWC0)
                   .CompiledJson(R"({"vars": {"ub_size": 262144, "block_dim": 32}})")
                   .CompiledInfo(&info)
                   .PlatformInfo(platform)
                   .Build();
  REQUIRE(parse.GetContext() != nullptr);
  CHECK(std::string(parse.GetContext()->GetNodeName()) == "trans1");
  REQUIRE(TilingPrepareForTransdata(parse.GetContext()) == ge::GRAPH_SUCCESS);
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
                    .TilingDataSize(sizeof(TransDataMode1010Param))
                    .Build();
  TilingContext* ctx = tiling.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ctx->GetOutputShape(0)->GetStorageShape() == gert::Shape({1, 2, 8, 8, 16}));
  CHECK(ctx->GetOutputDesc(0)->GetStorageFormat() == ge::FORMAT_NC1HWC0);
  REQUIRE(TilingForTransData(ctx) == ge::GRAPH_SUCCESS);
  const oppkit::TilingOutputs result = oppkit::ReadTilingOutputs(*ctx);
  CHECK(result.tiling_key == 10);
  CHECK(result.block_dim == 32);
  CHECK_FALSE(result.need_atomic);
  REQUIRE(result.workspace_num == 2);
  CHECK(result.workspace_sizes[0] == 1024);
  CHECK(result.tiling_data->GetDataSize() == sizeof(TransDataMode1010Param));
  CHECK(result.tiling_data_modes == oppkit::kTilingDataModeStruct);
  TransDataMode1010Param param{};
  std::memcpy(&param, result.tiling_data->GetData(), sizeof(param));
  CHECK(param.tiling_mode == 10);
  CHECK(param.ub_offset == 20);

  REQUIRE(ExampleGetTransDataAttr(ctx) == ge::GRAPH_SUCCESS);
  CHECK(g_src_format == "NCHW");
  CHECK(g_group == 1);
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
  REQUIRE(ExampleAppendTilingData(ctx) == ge::GRAPH_SUCCESS);
  CHECK(td->GetDataSize() == 8 + 4 + 16 + 16);  // written into the caller's TilingData
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
