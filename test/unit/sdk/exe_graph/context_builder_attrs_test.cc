// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The context builders' attrs by name (Note [Attrs by name] in base/context_builder/op_context_builder_base.h),
// checked against real REG_OP prototypes and IMPL_OP private attrs declared here (they register into this
// executable's package-local registries, as an op package's unit test registers its own), plus the
// InferFormat builder at its CANN-style path and ops with zero inputs or outputs in every builder.
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "base/context_builder/op_infer_datatype_context_builder.h"
#include "base/context_builder/op_infer_format_context_builder.h"
#include "base/context_builder/op_infer_shape_context_builder.h"
#include "base/context_builder/op_infer_shape_range_context_builder.h"
#include "base/context_builder/op_tiling_context_builder.h"
#include "base/context_builder/op_tiling_parse_context_builder.h"
#include "graph/operator_reg.h"
#include "oppkit/infer_format_context_builder.h"
#include "register/op_impl_registry.h"

namespace ge {

// clang-format off
// A convolution as ops-nn declares it: two required attrs, then attrs with defaults.
REG_OP(BuilderTestConv)
    .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT}))
    .INPUT(filter, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT}))
    .REQUIRED_ATTR(strides, ListInt)
    .REQUIRED_ATTR(pads, ListInt)
    .ATTR(dilations, ListInt, {1, 1, 1, 1})
    .ATTR(groups, Int, 1)
    .ATTR(data_format, String, "NHWC")
    .OP_END_FACTORY_REG(BuilderTestConv)

// One attr of every kind the conversions apply to.
REG_OP(BuilderTestKinds)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .ATTR(alpha, Float, 0.5)
    .ATTR(keep_dims, Bool, false)
    .ATTR(dst_type, Int, 0)
    .ATTR(out_type, Type, DT_FLOAT)
    .ATTR(scales, ListFloat, {1.0})
    .ATTR(names, ListString, {"a"})
    .ATTR(types, ListType, {DT_INT32})
    .ATTR(axes, ListInt, {0})
    .ATTR(weights, ListListFloat, {{0.5}})
    .OP_END_FACTORY_REG(BuilderTestKinds)

// No inputs (a constant-like op) and no outputs (a sink).
REG_OP(BuilderTestSource)
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .ATTR(value, Float, 0.0)
    .OP_END_FACTORY_REG(BuilderTestSource)

REG_OP(BuilderTestSink)
    .INPUT(x, TensorType({DT_FLOAT}))
    .ATTR(tag, String, "sink")
    .OP_END_FACTORY_REG(BuilderTestSink)
// clang-format on

}  // namespace ge

namespace {

ge::graphStatus NoInferShape(gert::InferShapeContext*) { return ge::GRAPH_SUCCESS; }

}  // namespace

IMPL_OP(BuilderTestConv).InferShape(NoInferShape).PrivateAttr("padding_mode", "SAME").PrivateAttr("fused", false);
IMPL_OP(BuilderTestSink).InferShape(NoInferShape).PrivateAttr("untyped");  // declared without a value

namespace {

using oppkit::AttrValue;

std::string ListText(const gert::TypedContinuousVector<int64_t>* list) {
  if (list == nullptr) return "null";
  std::string text = "[";
  for (size_t i = 0; i < list->GetSize(); ++i) text += (i == 0 ? "" : ", ") + std::to_string(list->GetData()[i]);
  return text + "]";
}

// The attrs of BuilderTestConv given by name, out of order, leaving dilations and groups to their defaults.
template <typename Builder>
Builder& ConvAttrs(Builder& builder) {
  return builder.OpType("BuilderTestConv")
      .OpName("conv1")
      .Attr("data_format", "NCHW")
      .Attr("pads", std::vector<int64_t>{3, 3, 3, 3})
      .Attr("strides", std::vector<int64_t>{1, 1, 2, 2});
}

// Checks the RuntimeAttrs that ConvAttrs() describes: IR order, defaults, then the private attrs.
void CheckConvAttrs(const gert::RuntimeAttrs* attrs) {
  REQUIRE(attrs != nullptr);
  REQUIRE(attrs->GetAttrNum() == 7);
  CHECK(ListText(attrs->GetListInt(0)) == "[1, 1, 2, 2]");  // strides
  CHECK(ListText(attrs->GetListInt(1)) == "[3, 3, 3, 3]");  // pads
  CHECK(ListText(attrs->GetListInt(2)) == "[1, 1, 1, 1]");  // dilations: the default
  REQUIRE(attrs->GetInt(3) != nullptr);
  CHECK(*attrs->GetInt(3) == 1);  // groups: the default
  REQUIRE(attrs->GetStr(4) != nullptr);
  CHECK(std::string(attrs->GetStr(4)) == "NCHW");
  REQUIRE(attrs->GetStr(5) != nullptr);
  CHECK(std::string(attrs->GetStr(5)) == "SAME");  // private padding_mode: its default
  REQUIRE(attrs->GetBool(6) != nullptr);
  CHECK_FALSE(*attrs->GetBool(6));  // private fused: its default
}

template <typename Holder>
std::string ErrorOf(const Holder& holder) {
  CHECK(holder.GetContext() == nullptr);
  return holder.GetError();
}

}  // namespace

TEST_CASE("Context builders: attrs by name are laid out in prototype order with defaults, in every builder",
          "[sdk][exe_graph][builder]") {
  gert::Tensor x({{1, 3, 8, 8}, {1, 3, 8, 8}}, {ge::FORMAT_NCHW, ge::FORMAT_NCHW, {}}, gert::kOnHost, ge::DT_FLOAT,
                 nullptr);
  gert::Tensor w({{4, 3, 3, 3}, {4, 3, 3, 3}}, {ge::FORMAT_NCHW, ge::FORMAT_NCHW, {}}, gert::kOnHost, ge::DT_FLOAT,
                 nullptr);
  SECTION("InferShape") {
    gert::OpInferShapeContextBuilder b;
    auto holder = ConvAttrs(b).IOInstanceNum({1, 1, 0}, {1}).InputTensors({&x, &w}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CheckConvAttrs(holder.GetContext()->GetAttrs());
  }
  SECTION("InferShapeRange") {
    gert::Range<gert::Tensor> xr(&x, &x);
    gert::Range<gert::Tensor> wr(&w, &w);
    gert::OpInferShapeRangeContextBuilder b;
    auto holder = ConvAttrs(b).IOInstanceNum({1, 1, 0}, {1}).InputTensorsRange({&xr, &wr}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CheckConvAttrs(holder.GetContext()->GetAttrs());
  }
  SECTION("InferDataType") {
    gert::OpInferDataTypeContextBuilder b;
    auto holder = ConvAttrs(b).IOInstanceNum({1, 1, 0}, {1}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CheckConvAttrs(holder.GetContext()->GetAttrs());
  }
  SECTION("InferFormat") {
    gert::OpInferFormatContextBuilder b;
    auto holder = ConvAttrs(b).IOInstanceNum({1, 1, 0}, {1}).InputTensors({&x, &w}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CheckConvAttrs(holder.GetContext()->GetAttrs());
  }
  SECTION("TilingParse") {
    gert::OpTilingParseContextBuilder b;
    auto holder = ConvAttrs(b).IOInstanceNum({1, 1, 0}, {1}).CompiledJson("{}").Build();
    REQUIRE(holder.GetContext() != nullptr);
    CheckConvAttrs(holder.GetContext()->GetAttrs());
  }
  SECTION("Tiling") {
    gert::OpTilingContextBuilder b;
    auto holder = ConvAttrs(b).IOInstanceNum({1, 1, 0}, {1}).InputTensors({&x, &w}).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CheckConvAttrs(holder.GetContext()->GetAttrs());
  }
}

TEST_CASE("Context builders: attrs by name give the same RuntimeAttrs as the full positional list",
          "[sdk][exe_graph][builder]") {
  auto named = gert::OpInferDataTypeContextBuilder()
                   .OpType("BuilderTestConv")
                   .IONum(2, 1)
                   .Attr("groups", 2)
                   .Attr("fused", true)
                   .Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
                   .Attr("pads", std::vector<int64_t>{0, 0, 0, 0})
                   .Build();
  auto positional = gert::OpInferDataTypeContextBuilder()
                        .OpType("BuilderTestConv")
                        .IONum(2, 1)
                        .AppendAttr(std::vector<int64_t>{1, 1, 1, 1})
                        .AppendAttr(std::vector<int64_t>{0, 0, 0, 0})
                        .AppendAttr(std::vector<int64_t>{1, 1, 1, 1})
                        .AppendAttr(int64_t{2})
                        .AppendAttr("NHWC")
                        .AppendAttr("SAME")
                        .AppendAttr(true)
                        .Build();
  REQUIRE(named.GetContext() != nullptr);
  REQUIRE(positional.GetContext() != nullptr);
  const gert::RuntimeAttrs* a = named.GetContext()->GetAttrs();
  const gert::RuntimeAttrs* b = positional.GetContext()->GetAttrs();
  REQUIRE(a->GetAttrNum() == b->GetAttrNum());
  for (size_t i = 0; i < 3; ++i) CHECK(ListText(a->GetListInt(i)) == ListText(b->GetListInt(i)));
  CHECK(*a->GetInt(3) == *b->GetInt(3));
  CHECK(std::string(a->GetStr(4)) == b->GetStr(4));
  CHECK(std::string(a->GetStr(5)) == b->GetStr(5));
  CHECK(*a->GetBool(6) == *b->GetBool(6));
  CHECK(*a->GetBool(6));
}

TEST_CASE("Context builders: attr values are converted to the declared type where that is unambiguous",
          "[sdk][exe_graph][builder]") {
  auto holder = gert::OpInferShapeContextBuilder()
                    .OpType("BuilderTestKinds")
                    .IONum(1, 1)
                    .Attr("alpha", 2)                                              // Int -> Float
                    .Attr("dst_type", ge::DT_INT8)                                 // DataType -> Int
                    .Attr("out_type", int64_t{ge::DT_BF16})                        // Int -> Type
                    .Attr("scales", std::vector<int64_t>{1, 2})                    // ListInt -> ListFloat
                    .Attr("names", std::vector<int64_t>{})                         // empty list -> ListString
                    .Attr("types", std::vector<int64_t>{ge::DT_FLOAT16})           // ListInt -> ListType
                    .Attr("axes", std::vector<ge::DataType>{ge::DT_INT64})         // ListType -> ListInt
                    .Attr("weights", std::vector<std::vector<int64_t>>{{1}, {2}})  // ListListInt -> ListListFloat
                    .Build();
  REQUIRE(holder.GetContext() != nullptr);
  const gert::RuntimeAttrs* attrs = holder.GetContext()->GetAttrs();
  REQUIRE(attrs->GetAttrNum() == 9);
  REQUIRE(attrs->GetFloat(0) != nullptr);
  CHECK(*attrs->GetFloat(0) == 2.0F);
  REQUIRE(attrs->GetBool(1) != nullptr);
  CHECK_FALSE(*attrs->GetBool(1));  // keep_dims: the default
  REQUIRE(attrs->GetInt(2) != nullptr);
  CHECK(*attrs->GetInt(2) == ge::DT_INT8);
  CHECK(*attrs->GetAttrPointer<ge::DataType>(3) == ge::DT_BF16);
  REQUIRE(attrs->GetListFloat(4) != nullptr);
  CHECK(attrs->GetListFloat(4)->GetSize() == 2);
  CHECK(attrs->GetListFloat(4)->GetData()[1] == 2.0F);
  CHECK(attrs->GetAttrPointer<gert::ContinuousVector>(5)->GetSize() == 0);
  CHECK(static_cast<const ge::DataType*>(attrs->GetAttrPointer<gert::ContinuousVector>(6)->GetData())[0] ==
        ge::DT_FLOAT16);
  CHECK(ListText(attrs->GetListInt(7)) == "[" + std::to_string(ge::DT_INT64) + "]");
  REQUIRE(attrs->GetListListFloat(8) != nullptr);
  CHECK(attrs->GetListListFloat(8)->GetSize() == 2);

  SECTION("a double literal is a Float") {
    auto h = gert::OpInferShapeContextBuilder().OpType("BuilderTestKinds").IONum(1, 1).Attr("alpha", 1e-3).Build();
    REQUIRE(h.GetContext() != nullptr);
    CHECK(*h.GetContext()->GetAttrs()->GetFloat(0) == Approx(1e-3F));
  }
  SECTION("a private attr declared without a value takes any value") {
    auto h = gert::OpInferShapeContextBuilder()
                 .OpType("BuilderTestSink")
                 .IONum(1, 0)
                 .Attr("untyped", std::vector<float>{0.25F})
                 .Build();
    REQUIRE(h.GetContext() != nullptr);
    REQUIRE(h.GetContext()->GetAttrs()->GetAttrNum() == 2);
    CHECK(std::string(h.GetContext()->GetAttrs()->GetStr(0)) == "sink");
    CHECK(h.GetContext()->GetAttrs()->GetListFloat(1)->GetData()[0] == 0.25F);
  }
}

TEST_CASE("Context builders: wrong attrs by name fail Build with an id naming the op and the attr",
          "[sdk][exe_graph][builder]") {
  gert::OpInferShapeContextBuilder conv;
  conv.OpType("BuilderTestConv").OpName("conv1").IONum(2, 1);
  SECTION("an unknown name lists the op's attrs") {
    const std::string error = ErrorOf(
        conv.Attr("stride", std::vector<int64_t>{1, 1, 2, 2}).Attr("pads", std::vector<int64_t>{0, 0, 0, 0}).Build());
    CHECK_THAT(error, Catch::StartsWith("[builder.unknown_attr] OpInferShapeContextBuilder for 'BuilderTestConv' "
                                        "(node 'conv1'): unknown attr 'stride'; BuilderTestConv has: strides "
                                        "(ListInt, required), pads (ListInt, required), dilations (ListInt), groups "
                                        "(Int), data_format (String), padding_mode (private String), fused "
                                        "(private Bool)"));
  }
  SECTION("a missing required attr") {
    const std::string error = ErrorOf(conv.Attr("pads", std::vector<int64_t>{0, 0, 0, 0}).Build());
    CHECK_THAT(error, Catch::StartsWith("[builder.missing_attr] OpInferShapeContextBuilder for 'BuilderTestConv'"));
    CHECK_THAT(error, Catch::EndsWith("required attr 'strides' (ListInt) is missing"));
  }
  SECTION("a value of the wrong type") {
    const std::string error = ErrorOf(conv.Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
                                          .Attr("pads", std::vector<int64_t>{0, 0, 0, 0})
                                          .Attr("groups", 1.5F)
                                          .Build());
    CHECK_THAT(error, Catch::StartsWith("[builder.attr_type]"));
    CHECK_THAT(error, Catch::EndsWith("attr 'groups' expects Int, got Float 1.5"));
  }
  SECTION("a private attr of the wrong type") {
    const std::string error = ErrorOf(conv.Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
                                          .Attr("pads", std::vector<int64_t>{0, 0, 0, 0})
                                          .Attr("fused", 1)
                                          .Build());
    CHECK_THAT(error, Catch::StartsWith("[builder.attr_type]"));
    CHECK_THAT(error, Catch::EndsWith("private attr 'fused' expects Bool, got Int 1"));
  }
  SECTION("a name given twice") {
    const std::string error = ErrorOf(conv.Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
                                          .Attr("pads", std::vector<int64_t>{0, 0, 0, 0})
                                          .Attr("groups", 1)
                                          .Attr("groups", 2)
                                          .Build());
    CHECK_THAT(error, Catch::StartsWith("[builder.duplicate_attr]"));
    CHECK_THAT(error, Catch::EndsWith("attr 'groups' is given twice"));
  }
  SECTION("positional and named attrs mixed") {
    const std::string error = ErrorOf(
        conv.AppendAttr(std::vector<int64_t>{1, 1, 1, 1}).Attr("pads", std::vector<int64_t>{0, 0, 0, 0}).Build());
    CHECK_THAT(error, Catch::StartsWith("[builder.attr_mixed]"));
    CHECK_THAT(error, Catch::Contains("attr 'pads' is given by name but other attrs by position (AppendAttr)"));
  }
  SECTION("an Int that is no data type for a Type attr") {
    auto holder = gert::OpInferShapeContextBuilder().OpType("BuilderTestKinds").Attr("out_type", 1000).Build();
    CHECK_THAT(ErrorOf(holder), Catch::EndsWith("attr 'out_type' expects Type, got Int 1000, which is not a "
                                                "ge::DataType value"));
  }
  SECTION("an Int for a Bool attr is not converted") {
    auto holder = gert::OpInferShapeContextBuilder().OpType("BuilderTestKinds").Attr("keep_dims", 1).Build();
    CHECK_THAT(ErrorOf(holder), Catch::EndsWith("attr 'keep_dims' expects Bool, got Int 1"));
  }
  SECTION("a private attr declared without a value must be given") {
    auto holder = gert::OpInferShapeContextBuilder().OpType("BuilderTestSink").Attr("tag", "t").Build();
    CHECK_THAT(ErrorOf(holder), Catch::StartsWith("[builder.missing_attr]"));
    CHECK_THAT(holder.GetError(), Catch::EndsWith("required private attr 'untyped' (declared without a value) is "
                                                  "missing"));
  }
}

TEST_CASE("Context builders: attrs by name need a prototype registered in the process", "[sdk][exe_graph][builder]") {
  SECTION("an op without REG_OP here") {
    auto holder = gert::OpTilingContextBuilder().OpType("NoSuchOp").IONum(0, 0).Attr("axis", 1).Build();
    CHECK(ErrorOf(holder) ==
          "[builder.no_prototype] OpTilingContextBuilder for 'NoSuchOp' (node ''): no REG_OP prototype for "
          "'NoSuchOp' in this process: link its proto source or use AppendAttr (attr 'axis' is given by name)");
  }
  SECTION("no op type") {
    auto holder = gert::OpTilingParseContextBuilder().Attr("axis", 1).Build();
    CHECK_THAT(ErrorOf(holder), Catch::Contains("attrs given by name need the op type (OpType)"));
  }
  SECTION("positional attrs need none") {
    auto holder = gert::OpTilingContextBuilder().OpType("NoSuchOp").IONum(0, 0).AppendAttr(1).Build();
    REQUIRE(holder.GetContext() != nullptr);
    CHECK(*holder.GetContext()->GetAttrs()->GetInt(0) == 1);
  }
}

TEST_CASE("Context builders: Build may be called again on a builder with attrs by name", "[sdk][exe_graph][builder]") {
  gert::OpInferDataTypeContextBuilder builder;
  builder.OpType("BuilderTestSource").IONum(0, 1).Attr("value", 4.5F);
  auto first = builder.Build();
  auto second = builder.Build();
  REQUIRE(first.GetContext() != nullptr);
  REQUIRE(second.GetContext() != nullptr);
  CHECK(*first.GetContext()->GetAttrs()->GetFloat(0) == 4.5F);
  CHECK(*second.GetContext()->GetAttrs()->GetFloat(0) == 4.5F);
  CHECK(second.GetContext()->GetAttrs()->GetAttrNum() == 1);
}

TEST_CASE("OpInferFormatContextBuilder: the CANN-path class and oppkit's name are one builder",
          "[sdk][exe_graph][builder]") {
  static_assert(std::is_same<oppkit::OpInferFormatContextBuilder, gert::OpInferFormatContextBuilder>::value,
                "oppkit/infer_format_context_builder.h names the CANN-path builder");
  gert::Tensor x({{2, 3}, {2, 3}}, {ge::FORMAT_NHWC, ge::FORMAT_NHWC, {}}, gert::kOnHost, ge::DT_FLOAT, nullptr);
  auto holder = gert::OpInferFormatContextBuilder()
                    .OpType("BuilderTestKinds")
                    .IONum(1, 1)
                    .InputTensors({&x})
                    .OutputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_ND, ge::FORMAT_ND)
                    .Attr("keep_dims", true)
                    .Build();
  gert::InferFormatContext* ctx = holder.GetContext();
  REQUIRE(ctx != nullptr);
  CHECK(ctx->GetInputFormat(0)->GetOriginFormat() == ge::FORMAT_NHWC);
  CHECK(ctx->GetOutputFormat(0)->GetOriginFormat() == ge::FORMAT_ND);
  ctx->GetOutputFormat(0)->SetOriginFormat(ge::FORMAT_NHWC);
  CHECK(ctx->GetOutputFormat(0)->GetOriginFormat() == ge::FORMAT_NHWC);
  CHECK(*ctx->GetAttrs()->GetBool(1));
  CHECK(*ctx->GetAttrs()->GetFloat(0) == 0.5F);  // alpha: the default
}

TEST_CASE("Context builders: ops with zero inputs or zero outputs build in every builder",
          "[sdk][exe_graph][builder]") {
  gert::Tensor x({{4}, {4}}, {ge::FORMAT_ND, ge::FORMAT_ND, {}}, gert::kOnHost, ge::DT_FLOAT, nullptr);
  gert::Range<gert::Tensor> xr(&x, &x);
  SECTION("InferShape") {
    auto source = gert::OpInferShapeContextBuilder().OpType("BuilderTestSource").IONum(0, 1).Attr("value", 1).Build();
    REQUIRE(source.GetContext() != nullptr);
    CHECK(source.GetContext()->GetComputeNodeInputNum() == 0);
    CHECK(source.GetContext()->GetInputShape(0) == nullptr);
    REQUIRE(source.GetContext()->GetOutputShape(0) != nullptr);
    *source.GetContext()->GetOutputShape(0) = gert::Shape({3});
    auto sink = gert::OpInferShapeContextBuilder()
                    .OpType("BuilderTestSink")
                    .IONum(1, 0)
                    .InputTensors({&x})
                    .Attr("untyped", 0)
                    .Build();
    REQUIRE(sink.GetContext() != nullptr);
    CHECK(sink.GetContext()->GetComputeNodeOutputNum() == 0);
    CHECK(sink.GetContext()->GetOutputShape(0) == nullptr);
    CHECK(sink.GetContext()->GetInputShape(0)->GetDim(0) == 4);
    auto nothing = gert::OpInferShapeContextBuilder().OpType("NoOp").Build();  // no IONum: no descriptions, no IO
    REQUIRE(nothing.GetContext() != nullptr);
    CHECK(nothing.GetContext()->GetComputeNodeInputNum() == 0);
    CHECK(nothing.GetContext()->GetComputeNodeOutputNum() == 0);
  }
  SECTION("InferShapeRange") {
    auto source = gert::OpInferShapeRangeContextBuilder().OpType("BuilderTestSource").IONum(0, 1).Build();
    REQUIRE(source.GetContext() != nullptr);
    CHECK(source.GetContext()->GetInputShapeRange(0) == nullptr);
    REQUIRE(source.GetContext()->GetOutputShapeRange(0) != nullptr);
    auto sink = gert::OpInferShapeRangeContextBuilder().OpType("Sink").IONum(1, 0).InputTensorsRange({&xr}).Build();
    REQUIRE(sink.GetContext() != nullptr);
    CHECK(sink.GetContext()->GetOutputShapeRange(0) == nullptr);
    CHECK(sink.GetContext()->GetInputShapeRange(0)->GetMax()->GetDim(0) == 4);
    auto nothing = gert::OpInferShapeRangeContextBuilder().OpType("NoOp").IONum(0, 0).Build();
    REQUIRE(nothing.GetContext() != nullptr);
  }
  SECTION("InferDataType") {
    auto source = gert::OpInferDataTypeContextBuilder().OpType("BuilderTestSource").IONum(0, 1).Build();
    REQUIRE(source.GetContext() != nullptr);
    CHECK(source.GetContext()->GetInputDataType(0) == ge::DT_UNDEFINED);
    REQUIRE(source.GetContext()->SetOutputDataType(0, ge::DT_FLOAT) == ge::GRAPH_SUCCESS);
    CHECK(source.GetContext()->GetOutputDataType(0) == ge::DT_FLOAT);
    auto sink = gert::OpInferDataTypeContextBuilder()
                    .OpType("Sink")
                    .IONum(1, 0)
                    .InputTensorDesc(0, ge::DT_INT8, ge::FORMAT_ND, ge::FORMAT_ND)
                    .Build();
    REQUIRE(sink.GetContext() != nullptr);
    CHECK(sink.GetContext()->GetInputDataType(0) == ge::DT_INT8);
    CHECK(sink.GetContext()->SetOutputDataType(0, ge::DT_FLOAT) != ge::GRAPH_SUCCESS);
    auto nothing = gert::OpInferDataTypeContextBuilder().OpType("NoOp").Build();
    REQUIRE(nothing.GetContext() != nullptr);
  }
  SECTION("InferFormat") {
    auto source = gert::OpInferFormatContextBuilder()
                      .OpType("BuilderTestSource")
                      .IONum(0, 1)
                      .OutputTensorDesc(0, ge::DT_FLOAT, ge::FORMAT_NCHW, ge::FORMAT_NCHW)
                      .Build();
    REQUIRE(source.GetContext() != nullptr);
    CHECK(source.GetContext()->GetInputFormat(0) == nullptr);
    CHECK(source.GetContext()->GetOutputFormat(0)->GetOriginFormat() == ge::FORMAT_NCHW);
    auto sink = gert::OpInferFormatContextBuilder().OpType("Sink").IONum(1, 0).InputTensors({&x}).Build();
    REQUIRE(sink.GetContext() != nullptr);
    CHECK(sink.GetContext()->GetOutputFormat(0) == nullptr);
    CHECK(sink.GetContext()->GetInputFormat(0)->GetOriginFormat() == ge::FORMAT_ND);
    auto nothing = gert::OpInferFormatContextBuilder().OpType("NoOp").IONum(0, 0).Build();
    REQUIRE(nothing.GetContext() != nullptr);
  }
  SECTION("TilingParse") {
    auto source =
        gert::OpTilingParseContextBuilder().OpType("BuilderTestSource").IONum(0, 1).CompiledJson("{}").Build();
    REQUIRE(source.GetContext() != nullptr);
    CHECK(std::string(source.GetContext()->GetCompiledJson()) == "{}");
    auto sink = gert::OpTilingParseContextBuilder().OpType("Sink").IONum(1, 0).Build();
    REQUIRE(sink.GetContext() != nullptr);
    CHECK(sink.GetContext()->GetComputeNodeInfo()->GetOutputsNum() == 0);
    CHECK(sink.GetContext()->GetComputeNodeInfo()->GetInputsNum() == 1);
    auto nothing = gert::OpTilingParseContextBuilder().OpType("NoOp").IONum(0, 0).Build();
    REQUIRE(nothing.GetContext() != nullptr);
  }
  SECTION("Tiling") {
    auto source = gert::OpTilingContextBuilder().OpType("BuilderTestSource").IONum(0, 1).OutputTensors({&x}).Build();
    REQUIRE(source.GetContext() != nullptr);
    CHECK(source.GetContext()->GetInputShape(0) == nullptr);
    CHECK(source.GetContext()->GetOutputShape(0)->GetStorageShape().GetDim(0) == 4);
    REQUIRE(source.GetContext()->SetBlockDim(2) == ge::GRAPH_SUCCESS);
    auto sink = gert::OpTilingContextBuilder().OpType("Sink").IONum(1, 0).InputTensors({&x}).Build();
    REQUIRE(sink.GetContext() != nullptr);
    CHECK(sink.GetContext()->GetOutputShape(0) == nullptr);
    CHECK(sink.GetContext()->GetInputShape(0)->GetStorageShape().GetDim(0) == 4);
    REQUIRE(sink.GetContext()->SetTilingKey(7) == ge::GRAPH_SUCCESS);
    CHECK(sink.GetContext()->GetTilingKey() == 7);
    REQUIRE(sink.GetContext()->GetRawTilingData() != nullptr);
    auto nothing = gert::OpTilingContextBuilder().OpType("NoOp").Build();
    REQUIRE(nothing.GetContext() != nullptr);
    CHECK(nothing.GetContext()->GetWorkspaceSizes(1) != nullptr);
  }
}
