// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX Conv -> Conv2D, Conv3D, or Conv2D between Unsqueeze and Squeeze (opsets 7-17).
//
// Note [ONNX Conv]
// Conv(X, W, B?) is expanded by its number of spatial dims (kernel_shape's length; 2 without it). With 2 it becomes
// Conv2D(x, filter, bias) in NCHW: strides and dilations [1, 1, h, w], pads from ONNX's [h_begin, w_begin, h_end,
// w_end] to GE's [top, bottom, left, right], groups = group (a depthwise convolution is a grouped Conv2D). With 3,
// Conv3D in NCDHW, pads [front, back, top, bottom, left, right]. With 1, a Conv2D over [N, C, 1, L]: X and W get a
// unit dim at 2 (Unsqueeze `<node>/x_2d`, `<node>/filter_2d`), the Conv2D `<node>/conv` has strides [1, 1, 1, s],
// pads [0, 0, begin, end], and Squeeze `<node>/y_1d` drops the dim again. x, filter and y of the convolution are
// declared in its channels-first format, as CANN's parser does. auto_pad VALID is zero pads. SAME_UPPER / SAME_LOWER
// need the input size, which a parser does not see: the Conv2D or Conv3D keeps auto_pad (a private attr) and computes
// its pads (Note [Conv2D padding modes] in oplibs/common/conv/conv_common.h).
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

template <typename Conv>
Conv& SetConvAttrs(Conv& conv, std::vector<ge::Operator>& in, const std::vector<int64_t>& strides,
                   const std::vector<int64_t>& pads, const std::vector<int64_t>& dilations, int64_t groups) {
  conv.set_attr_strides(strides).set_attr_pads(pads).set_attr_dilations(dilations).set_attr_groups(groups);
  if (Given(in, 2)) conv.set_input_bias(in[2]);
  return conv;
}

domi::Status ExpandConv(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "Conv needs X and W");
  const std::vector<int64_t> kernel = GetInts(op, "kernel_shape");
  const size_t spatial = kernel.empty() ? 2 : kernel.size();
  if (spatial > 3) {
    return Refuse(op, "a Conv with %zu spatial dims is not mapped (Conv2D and Conv3D take 2 and 3)", spatial);
  }
  std::vector<int64_t> strides;
  std::vector<int64_t> dilations;
  std::vector<int64_t> pads;
  if (!SpatialToNc(GetInts(op, "strides"), spatial, 1, &strides) ||
      !SpatialToNc(GetInts(op, "dilations"), spatial, 1, &dilations) ||
      !PadsToGe(GetInts(op, "pads"), spatial, &pads)) {
    return Refuse(op, "strides, dilations and pads must describe %zu spatial dims", spatial);
  }
  AutoPad auto_pad = AutoPad::kNotSet;
  if (!ReadAutoPad(op, &auto_pad)) return Refuse(op, "unknown auto_pad");
  const bool same = auto_pad == AutoPad::kSameUpper || auto_pad == AutoPad::kSameLower;
  if (auto_pad == AutoPad::kValid || same) pads.assign(pads.size(), 0);
  const int64_t groups = GetInt(op, "group", 1);
  // Conv2D and Conv3D compute SAME pads from the input size they see (Note [Conv2D padding modes] in
  // oplibs/common/conv/conv_common.h).
  const auto pass_auto_pad = [&](ge::Operator& conv) {
    if (same) conv.SetAttr("auto_pad", auto_pad == AutoPad::kSameUpper ? "SAME_UPPER" : "SAME_LOWER");
  };

  if (spatial == 3) {
    auto conv = ge::op::Conv3D("conv").set_input_x(in[0]).set_input_filter(in[1]).set_attr_data_format("NCDHW");
    SetConvAttrs(conv, in, strides, pads, dilations, groups);
    DeclareLayout(conv, ge::FORMAT_NCDHW);
    pass_auto_pad(conv);
    return FinishExpansion(graph, in, {conv});
  }
  if (spatial == 2) {
    auto conv = ge::op::Conv2D("conv").set_input_x(in[0]).set_input_filter(in[1]).set_attr_data_format("NCHW");
    SetConvAttrs(conv, in, strides, pads, dilations, groups);
    DeclareLayout(conv, ge::FORMAT_NCHW);
    pass_auto_pad(conv);
    return FinishExpansion(graph, in, {conv});
  }
  auto x = ge::op::Unsqueeze("x_2d").set_input_x(in[0]).set_attr_axes({2});
  auto filter = ge::op::Unsqueeze("filter_2d").set_input_x(in[1]).set_attr_axes({2});
  auto conv = ge::op::Conv2D("conv").set_input_x(x).set_input_filter(filter).set_attr_data_format("NCHW");
  SetConvAttrs(conv, in, {1, 1, 1, strides[2]}, {0, 0, pads[0], pads[1]}, {1, 1, 1, dilations[2]}, groups);
  DeclareLayout(conv, ge::FORMAT_NCHW);
  pass_auto_pad(conv);  // the unit H axis (stride 1, kernel 1) gets no pads
  auto y = ge::op::Squeeze("y_1d").set_input_x(conv).set_attr_axis({2});
  return FinishExpansion(graph, in, {y});
}

}  // namespace

REGISTER_CUSTOM_OP("Conv2D")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("Conv", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandConv)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
