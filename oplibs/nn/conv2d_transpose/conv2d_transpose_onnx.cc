// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX ConvTranspose -> Conv2DTranspose or Conv3DTranspose (opsets 7-17).
//
// Note [ONNX ConvTranspose]
// ConvTranspose(X, W, B?) with 2 spatial dims becomes Conv2DTranspose(input_size, x, filter, bias) in NCHW, as
// CANN's parser builds it: input_size is the all-zero Const `<node>/input_size`, the placeholder that lets
// Conv2DTranspose compute y from x and the attrs (Note [Conv2DTranspose from ONNX] in conv_transpose_shape.cc);
// strides, dilations and output_padding `[1, 1, h, w]` ([0, 0, h, w]), pads reordered as for Conv, groups = group,
// and the private attrs auto_pad (SAME_* and VALID) and output_shape (its spatial entries). W is the forward
// convolution's filter, [C, M / group, kh, kw], which is Conv2DTranspose's filter layout. With 1 spatial dim the
// Conv2DTranspose runs over [N, C, 1, L] between Unsqueeze and Squeeze, as Conv does. With 3 it is
// Conv3DTranspose in NCDHW, alike with five-entry lists, a five-zero input_size and pads [front, back, top, bottom,
// left, right] (Conv3DTranspose reads the placeholder as Conv2DTranspose does).
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandConvTranspose(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1)) return Refuse(op, "ConvTranspose needs X and W");
  const std::vector<int64_t> kernel = GetInts(op, "kernel_shape");
  const size_t spatial = kernel.empty() ? 2 : kernel.size();
  if (spatial > 3) {
    return Refuse(op,
                  "a ConvTranspose with %zu spatial dims is not mapped (Conv2DTranspose and Conv3DTranspose take 2 "
                  "and 3, or 1 as 2)",
                  spatial);
  }
  std::vector<int64_t> strides;
  std::vector<int64_t> dilations;
  std::vector<int64_t> output_padding;
  std::vector<int64_t> pads;
  if (!SpatialToNc(GetInts(op, "strides"), spatial, 1, &strides) ||
      !SpatialToNc(GetInts(op, "dilations"), spatial, 1, &dilations) ||
      !SpatialToNc(GetInts(op, "output_padding"), spatial, 0, &output_padding) ||
      !PadsToGe(GetInts(op, "pads"), spatial, &pads)) {
    return Refuse(op, "strides, dilations, output_padding and pads must describe %zu spatial dims", spatial);
  }
  output_padding[0] = output_padding[1] = 0;  // N and C are not padded
  AutoPad auto_pad = AutoPad::kNotSet;
  if (!ReadAutoPad(op, &auto_pad)) return Refuse(op, "unknown auto_pad");
  std::vector<int64_t> output_shape = GetInts(op, "output_shape");
  if (output_shape.size() == spatial + 2) output_shape.erase(output_shape.begin(), output_shape.begin() + 2);
  if (!output_shape.empty() && output_shape.size() != spatial) {
    return Refuse(op, "output_shape has %zu entries for %zu spatial dims", output_shape.size(), spatial);
  }
  const bool one_d = spatial == 1;
  if (one_d) {  // over [N, C, 1, L]: the unit axis has stride 1, no pads, no padding
    strides = {1, 1, 1, strides[2]};
    dilations = {1, 1, 1, dilations[2]};
    output_padding = {0, 0, 0, output_padding[2]};
    pads = {0, 0, pads[0], pads[1]};
    if (!output_shape.empty()) output_shape.insert(output_shape.begin(), 1);
  }
  ge::Operator x = one_d ? ge::Operator(ge::op::Unsqueeze("x_2d").set_input_x(in[0]).set_attr_axes({2})) : in[0];
  ge::Operator filter =
      one_d ? ge::Operator(ge::op::Unsqueeze("filter_2d").set_input_x(in[1]).set_attr_axes({2})) : in[1];
  // Conv2DTranspose or Conv3DTranspose (the same inputs and attrs) with the all-zero input_size of \p rank values,
  // in \p format.
  const auto build = [&](auto deconv, size_t rank, ge::Format format, const char* data_format) {
    ge::op::Const input_size = IndexConst("input_size", std::vector<int64_t>(rank, 0), ge::DT_INT64, false);
    deconv.set_input_input_size(input_size)
        .set_input_x(x)
        .set_input_filter(filter)
        .set_attr_strides(strides)
        .set_attr_pads(pads)
        .set_attr_dilations(dilations)
        .set_attr_groups(GetInt(op, "group", 1))
        .set_attr_data_format(data_format)
        .set_attr_output_padding(output_padding);
    if (Given(in, 2)) deconv.set_input_bias(in[2]);
    DeclareLayout(deconv, format);
    if (auto_pad != AutoPad::kNotSet) {
      deconv.SetAttr("auto_pad", auto_pad == AutoPad::kSameUpper   ? "SAME_UPPER"
                                 : auto_pad == AutoPad::kSameLower ? "SAME_LOWER"
                                                                   : "VALID");
    }
    if (!output_shape.empty()) deconv.SetAttr("output_shape", output_shape);
    return deconv;
  };
  if (spatial == 3) {
    return FinishExpansion(graph, in,
                           {build(ge::op::Conv3DTranspose("conv_transpose"), 5, ge::FORMAT_NCDHW, "NCDHW")});
  }
  auto deconv = build(ge::op::Conv2DTranspose("conv_transpose"), 4, ge::FORMAT_NCHW, "NCHW");
  if (!one_d) return FinishExpansion(graph, in, {deconv});
  auto y = ge::op::Squeeze("y_1d").set_input_x(deconv).set_attr_axis({2});
  return FinishExpansion(graph, in, {y});
}

}  // namespace

REGISTER_CUSTOM_OP("Conv2DTranspose")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("ConvTranspose", kOldestOpset))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandConvTranspose)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
