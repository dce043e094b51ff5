// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include <catch2/catch.hpp>

#include "base/context_builder/op_infer_shape_context_builder.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/tensor.h"
#include "op_test_util.h"

namespace oppkit::ops {
namespace {

using test::kFailed;

// One Conv2D node; defaults describe a stride-1, unpadded NCHW convolution.
struct Conv {
  std::vector<int64_t> x;
  std::vector<int64_t> filter;
  ge::Format x_format = ge::FORMAT_NCHW;
  ge::Format filter_format = ge::FORMAT_NCHW;
  bool has_bias = false;
  std::vector<int64_t> bias;
  std::vector<int64_t> strides{1, 1, 1, 1};
  std::vector<int64_t> pads{0, 0, 0, 0};
  std::vector<int64_t> dilations{1, 1, 1, 1};
  int64_t groups = 1;
  std::string data_format = "NCHW";
  std::string padding;              // private attr: TensorFlow's SAME / VALID ("": the pads)
  std::string auto_pad = "NOTSET";  // private attr: ONNX's SAME_UPPER / SAME_LOWER / VALID

  Conv& Bias(std::vector<int64_t> b) {
    has_bias = true;
    bias = std::move(b);
    return *this;
  }

  std::string Run() const {
    test::OpCase c("Conv2D");
    c.Input(x, ge::DT_FLOAT16, x_format).Input(filter, ge::DT_FLOAT16, filter_format);
    if (has_bias) c.Input(bias, ge::DT_FLOAT16);
    c.InstanceNum({1, 1, has_bias ? 1U : 0U, 0}, {1});
    // By name, checked against Conv2D's REG_OP (linked into the tests); offset_x takes its default.
    c.Attr("strides", AttrValue::ListInt(strides))
        .Attr("pads", AttrValue::ListInt(pads))
        .Attr("dilations", AttrValue::ListInt(dilations))
        .Attr("groups", AttrValue::Int(groups))
        .Attr("data_format", AttrValue::String(data_format))
        .Attr("padding", AttrValue::String(padding))
        .Attr("auto_pad", AttrValue::String(auto_pad));
    return c.InferShape();
  }
};

Conv Nchw(std::vector<int64_t> x, std::vector<int64_t> filter) {
  Conv conv;
  conv.x = std::move(x);
  conv.filter = std::move(filter);
  return conv;
}

Conv Nhwc(std::vector<int64_t> x, std::vector<int64_t> filter, ge::Format filter_format = ge::FORMAT_HWCN) {
  Conv conv;
  conv.x = std::move(x);
  conv.filter = std::move(filter);
  conv.x_format = ge::FORMAT_NHWC;
  conv.filter_format = filter_format;
  conv.data_format = "NHWC";
  return conv;
}

}  // namespace

TEST_CASE("Conv2D: NCHW output dims follow the window formula", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 3, 224, 224}, {64, 3, 7, 7});
  conv.strides = {1, 1, 2, 2};
  conv.pads = {3, 3, 3, 3};
  CHECK(conv.Run() == "[1, 64, 112, 112]");  // (224 + 6 - 7) / 2 + 1 = 112
  CHECK(Nchw({8, 16, 32, 32}, {32, 16, 3, 3}).Run() == "[8, 32, 30, 30]");
  CHECK(Nchw({1, 1, 1, 1}, {1, 1, 1, 1}).Run() == "[1, 1, 1, 1]");
}

TEST_CASE("Conv2D: strides floor the output size", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 1, 5, 5}, {1, 1, 2, 2});
  conv.strides = {1, 1, 2, 2};
  CHECK(conv.Run() == "[1, 1, 2, 2]");  // (5 - 2) / 2 + 1 = 2
  conv.strides = {1, 1, 3, 1};
  CHECK(conv.Run() == "[1, 1, 2, 4]");
}

TEST_CASE("Conv2D: pads are (top, bottom, left, right)", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 1, 4, 4}, {1, 1, 3, 3});
  conv.pads = {0, 1, 2, 3};
  CHECK(conv.Run() == "[1, 1, 3, 7]");  // H: 4 + 1 - 3 + 1, W: 4 + 5 - 3 + 1
}

TEST_CASE("Conv2D: dilations widen the kernel", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 3, 32, 32}, {8, 3, 3, 3});
  conv.dilations = {1, 1, 2, 2};
  CHECK(conv.Run() == "[1, 8, 28, 28]");  // span 2 * 2 + 1 = 5
  conv.dilations = {1, 1, 1, 4};
  CHECK(conv.Run() == "[1, 8, 30, 24]");
}

TEST_CASE("Conv2D: NHWC data with HWCN, NHWC or unset filter layouts", "[oplibs][conv2d]") {
  Conv conv = Nhwc({1, 224, 224, 3}, {7, 7, 3, 64});
  conv.strides = {1, 2, 2, 1};
  conv.pads = {3, 3, 3, 3};
  CHECK(conv.Run() == "[1, 112, 112, 64]");
  conv.filter_format = ge::FORMAT_ND;  // unset: HWCN goes with NHWC
  CHECK(conv.Run() == "[1, 112, 112, 64]");
  conv.filter = {64, 7, 7, 3};
  conv.filter_format = ge::FORMAT_NHWC;
  CHECK(conv.Run() == "[1, 112, 112, 64]");
}

TEST_CASE("Conv2D: NCHW data with HWCN or unset filter layouts", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 3, 10, 12}, {3, 5, 3, 16});
  conv.filter_format = ge::FORMAT_HWCN;
  CHECK(conv.Run() == "[1, 16, 8, 8]");
  conv.filter = {16, 3, 3, 5};
  conv.filter_format = ge::FORMAT_ND;  // unset: NCHW goes with NCHW
  CHECK(conv.Run() == "[1, 16, 8, 8]");
  conv.x_format = ge::FORMAT_ND;  // x without a layout is read in data_format
  CHECK(conv.Run() == "[1, 16, 8, 8]");
}

TEST_CASE("Conv2D: groups split the input channels", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 8, 10, 10}, {16, 4, 3, 3});
  conv.groups = 2;
  conv.pads = {1, 1, 1, 1};
  CHECK(conv.Run() == "[1, 16, 10, 10]");
  Conv depthwise = Nchw({1, 8, 10, 10}, {8, 1, 3, 3});
  depthwise.groups = 8;
  CHECK(depthwise.Run() == "[1, 8, 8, 8]");
}

TEST_CASE("Conv2D: channel and group mismatches fail", "[oplibs][conv2d]") {
  CHECK(Nchw({1, 5, 10, 10}, {8, 3, 3, 3}).Run() == kFailed);
  CHECK_THAT(test::LastOpErrors(),
             Catch::Contains("Conv2D 'Conv2D_node': input x channel 5 != filter channel 3 * groups 1"));
  Conv conv = Nchw({1, 8, 10, 10}, {16, 4, 3, 3});
  conv.groups = 3;  // 8 is not 4 * 3
  CHECK(conv.Run() == kFailed);
  Conv odd_out = Nchw({1, 8, 10, 10}, {15, 4, 3, 3});
  odd_out.groups = 2;  // 15 output channels do not split into 2 groups
  CHECK(odd_out.Run() == kFailed);
  Conv zero_groups = Nchw({1, 8, 10, 10}, {16, 8, 3, 3});
  zero_groups.groups = 0;
  CHECK(zero_groups.Run() == kFailed);
}

TEST_CASE("Conv2D: a kernel larger than the padded input fails", "[oplibs][conv2d]") {
  CHECK(Nchw({1, 3, 2, 2}, {8, 3, 3, 3}).Run() == kFailed);
  Conv padded = Nchw({1, 3, 2, 2}, {8, 3, 3, 3});
  padded.pads = {1, 0, 0, 1};
  CHECK(padded.Run() == "[1, 8, 1, 1]");
  Conv dilated = Nchw({1, 3, 4, 4}, {8, 3, 3, 3});
  dilated.dilations = {1, 1, 2, 2};
  CHECK(dilated.Run() == kFailed);
  CHECK(Nchw({1, 3, 4, 4}, {8, 3, 0, 3}).Run() == kFailed);
}

TEST_CASE("Conv2D: bad attrs fail", "[oplibs][conv2d]") {
  Conv conv = Nchw({1, 3, 8, 8}, {4, 3, 3, 3});
  SECTION("strides on N or C") {
    conv.strides = {2, 1, 1, 1};
    CHECK(conv.Run() == kFailed);
  }
  SECTION("strides of the wrong length") {
    conv.strides = {1, 1};
    CHECK(conv.Run() == kFailed);
  }
  SECTION("zero stride") {
    conv.strides = {1, 1, 0, 1};
    CHECK(conv.Run() == kFailed);
  }
  SECTION("negative pad") {
    conv.pads = {0, -1, 0, 0};
    CHECK(conv.Run() == kFailed);
  }
  SECTION("pads of the wrong length") {
    conv.pads = {1, 1};
    CHECK(conv.Run() == kFailed);
  }
  SECTION("dilation on C") {
    conv.dilations = {1, 2, 1, 1};
    CHECK(conv.Run() == kFailed);
  }
  SECTION("unsupported data_format") {
    conv.data_format = "NCDHW";
    CHECK(conv.Run() == kFailed);
  }
  SECTION("x format contradicting data_format") {
    conv.data_format = "NHWC";
    CHECK(conv.Run() == kFailed);
  }
  SECTION("filter in a non-layout format") {
    conv.filter_format = ge::FORMAT_FRACTAL_Z;
    CHECK(conv.Run() == kFailed);
  }
}

TEST_CASE("Conv2D: x and filter must be 4-D", "[oplibs][conv2d]") {
  CHECK(Nchw({3, 8, 8}, {4, 3, 3, 3}).Run() == kFailed);
  CHECK(Nchw({1, 3, 8, 8}, {4, 3, 3}).Run() == kFailed);
}

TEST_CASE("Conv2D: the bias must be (Cout)", "[oplibs][conv2d]") {
  CHECK(Nchw({1, 3, 8, 8}, {4, 3, 3, 3}).Bias({4}).Run() == "[1, 4, 6, 6]");
  CHECK(Nchw({1, 3, 8, 8}, {4, 3, 3, 3}).Bias({-1}).Run() == "[1, 4, 6, 6]");
  CHECK(Nchw({1, 3, 8, 8}, {4, 3, 3, 3}).Bias({-2}).Run() == "[1, 4, 6, 6]");
  CHECK(Nchw({1, 3, 8, 8}, {4, 3, 3, 3}).Bias({5}).Run() == kFailed);
  CHECK(Nchw({1, 3, 8, 8}, {4, 3, 3, 3}).Bias({1, 4}).Run() == kFailed);
}

TEST_CASE("Conv2D: unknown dims give unknown output dims, the rank stays 4", "[oplibs][conv2d]") {
  Conv conv = Nchw({-1, 3, -1, 224}, {64, 3, 7, 7});
  conv.strides = {1, 1, 2, 2};
  conv.pads = {3, 3, 3, 3};
  CHECK(conv.Run() == "[-1, 64, -1, 112]");
  conv.x = {-2};
  CHECK(conv.Run() == "[-1, 64, -1, -1]");
  conv.x = {1, -1, 224, 224};  // unknown C: no channel check
  CHECK(conv.Run() == "[1, 64, 112, 112]");
  conv.filter = {-2};
  CHECK(conv.Run() == "[1, -1, -1, -1]");
  CHECK(Nchw({1, 3, 8, 8}, {-2}).Bias({16}).Run() == "[1, 16, -1, -1]");  // the bias fixes Cout
  CHECK(Nchw({1, 3, 8, 8}, {-1, 3, 3, -1}).Run() == "[1, -1, 6, -1]");
  CHECK(Nhwc({-2}, {3, 3, 4, 16}).Run() == "[-1, -1, -1, 16]");
}

TEST_CASE("Conv2D: padding modes SAME and VALID replace the pads", "[oplibs][conv2d]") {
  const auto with = [](Conv conv, const char* padding, const char* auto_pad) {
    conv.padding = padding;
    conv.auto_pad = auto_pad;
    conv.pads = {9, 9, 9, 9};  // ignored under every mode
    return conv;
  };
  Conv strided = Nchw({1, 3, 7, 10}, {8, 3, 3, 4});
  strided.strides = {1, 1, 2, 3};
  // SAME: ceil(in / stride), whatever the kernel.
  CHECK(with(strided, "", "SAME_UPPER").Run() == "[1, 8, 4, 4]");
  CHECK(with(strided, "", "SAME_LOWER").Run() == "[1, 8, 4, 4]");
  CHECK(with(strided, "SAME", "NOTSET").Run() == "[1, 8, 4, 4]");
  CHECK(with(Nchw({1, 3, 7, 10}, {8, 3, 3, 4}), "", "SAME_UPPER").Run() == "[1, 8, 7, 10]");
  // VALID: no pads.
  CHECK(with(strided, "VALID", "NOTSET").Run() == "[1, 8, 3, 3]");
  CHECK(with(strided, "", "VALID").Run() == "[1, 8, 3, 3]");
  // auto_pad wins over padding (CANN applies padding, then auto_pad).
  CHECK(with(strided, "VALID", "SAME_UPPER").Run() == "[1, 8, 4, 4]");
  // A known input size is enough under SAME; an unknown one stays unknown.
  CHECK(with(Nchw({1, 3, -1, 10}, {8, 3, -1, -1}), "", "SAME_UPPER").Run() == "[1, 8, -1, 10]");
  CHECK(with(Nhwc({1, 7, 10, 3}, {3, 4, 3, 8}), "SAME", "NOTSET").Run() == "[1, 7, 10, 8]");
  CHECK(with(strided, "EXPLICIT", "NOTSET").Run() == kFailed);
  CHECK(with(strided, "", "SAME").Run() == kFailed);
}

TEST_CASE("Conv2D: omitted optional attrs take the prototype's defaults", "[oplibs][conv2d]") {
  // Only the required strides and pads, by name: the builder fills in dilations [1, 1, 1, 1], groups 1,
  // data_format "NHWC" and offset_x 0 from Conv2D's REG_OP, as the framework does.
  gert::Tensor x({{1, 8, 8, 3}, {1, 8, 8, 3}}, {ge::FORMAT_NHWC, ge::FORMAT_NHWC, {}}, gert::kOnHost, ge::DT_FLOAT16,
                 nullptr);
  gert::Tensor filter({{3, 3, 3, 4}, {3, 3, 3, 4}}, {ge::FORMAT_HWCN, ge::FORMAT_HWCN, {}}, gert::kOnHost,
                      ge::DT_FLOAT16, nullptr);
  auto holder = gert::OpInferShapeContextBuilder()
                    .OpType("Conv2D")
                    .OpName("conv1")
                    .IOInstanceNum({1, 1, 0, 0}, {1})
                    .InputTensors({&x, &filter})
                    .OutputTensorDesc(0, ge::DT_FLOAT16, ge::FORMAT_NHWC, ge::FORMAT_NHWC)
                    .Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
                    .Attr("pads", std::vector<int64_t>{0, 0, 0, 0})
                    .Build();
  gert::InferShapeContext* context = holder.GetContext();
  REQUIRE(context != nullptr);
  REQUIRE(context->GetAttrs()->GetAttrNum() == 8);  // the 6 of the REG_OP, then the private padding and auto_pad
  CHECK(std::string(context->GetAttrs()->GetStr(4)) == "NHWC");
  CHECK(std::string(context->GetAttrs()->GetStr(7)) == "NOTSET");
  REQUIRE(test::OpImplOf("Conv2D").infer_shape(context) == ge::GRAPH_SUCCESS);
  CHECK(ShapeToString(*context->GetOutputShape(0)) == "[1, 6, 6, 4]");
}

TEST_CASE("Conv2D: the builder refuses attrs Conv2D does not have, or of the wrong type", "[oplibs][conv2d]") {
  const auto build = [](const char* name, AttrValue value) {
    return gert::OpInferShapeContextBuilder()
        .OpType("Conv2D")
        .IONum(2, 1)
        .Attr("strides", std::vector<int64_t>{1, 1, 1, 1})
        .Attr("pads", std::vector<int64_t>{0, 0, 0, 0})
        .Attr(name, value)
        .Build();
  };
  auto misspelled = build("dilation", AttrValue::ListInt({1, 1, 2, 2}));
  CHECK(misspelled.GetContext() == nullptr);
  CHECK_THAT(misspelled.GetError(), Catch::StartsWith("[builder.unknown_attr]"));
  CHECK_THAT(misspelled.GetError(),
             Catch::Contains("unknown attr 'dilation'; Conv2D has: strides (ListInt, required)"));
  auto wrong_type = build("groups", AttrValue::String("2"));
  CHECK(wrong_type.GetContext() == nullptr);
  CHECK_THAT(wrong_type.GetError(), Catch::EndsWith("attr 'groups' expects Int, got String \"2\""));
}

}  // namespace oppkit::ops
