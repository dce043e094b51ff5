// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GRU (opsets 11-17) -> DynamicGRUV2.
//
// Note [ONNX GRU]
// A forward GRU in ONNX's default layout (X [T, B, I], W [1, 3H, I], R [1, 3H, H], B [1, 6H], initial_h [1, B, H];
// gates z, r, h in both) is expanded around DynamicGRUV2 `<node>/gru` (time major, gate order zrh, reset_after =
// linear_before_reset, as torch exports it 1; cell_clip from clip): W and R lose their direction dim and are
// transposed to weight_input [I, 3H] and weight_hidden [H, 3H] (`<node>/w_2d`, `<node>/weight_input`, `<node>/r_2d`,
// `<node>/weight_hidden`); B is split into bias_input and bias_hidden (`<node>/b_1d`, `<node>/b_halves`);
// sequence_lens is Cast to int32 (`<node>/seq_length`); initial_h passes as it is. Y [T, 1, B, H] is y with the
// direction dim (Unsqueeze `<node>/y`), Y_h [1, B, H] the last step of output_h (GatherV2D of step -1, `<node>/y_h`).
// Refused: directions other than forward, layout 1, activations other than the defaults.
#include <string>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

domi::Status ExpandGru(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1) || !Given(in, 2)) return Refuse(op, "GRU needs X, W and R");
  const std::string direction = GetString(op, "direction", "forward");
  if (direction != "forward") return Refuse(op, "direction '%s' is not supported (forward only)", direction.c_str());
  if (GetInt(op, "layout", 0) != 0) return Refuse(op, "layout 1 (batch first) is not supported");
  if (!HasDefaultActivations(op, {"Sigmoid", "Tanh"})) {
    return Refuse(op, "activations other than Sigmoid, Tanh are not supported");
  }
  auto w = ge::op::Squeeze("w_2d").set_input_x(in[1]).set_attr_axis({0});
  auto weight_input = ge::op::TransposeD("weight_input").set_input_x(w).set_attr_perm({1, 0});
  auto r = ge::op::Squeeze("r_2d").set_input_x(in[2]).set_attr_axis({0});
  auto weight_hidden = ge::op::TransposeD("weight_hidden").set_input_x(r).set_attr_perm({1, 0});
  auto gru = ge::op::DynamicGRUV2("gru")
                 .set_input_x(in[0])
                 .set_input_weight_input(weight_input)
                 .set_input_weight_hidden(weight_hidden)
                 .set_attr_time_major(true)
                 .set_attr_gate_order("zrh")
                 .set_attr_reset_after(GetInt(op, "linear_before_reset", 0) != 0)
                 .set_attr_cell_clip(HasAttr(op, "clip") ? GetFloat(op, "clip", -1.0f) : -1.0f)
                 .set_attr_is_training(false);
  if (Given(in, 3)) {
    auto b = ge::op::Squeeze("b_1d").set_input_x(in[3]).set_attr_axis({0});
    auto halves = ge::op::SplitD("b_halves").set_input_x(b).set_attr_split_dim(0).set_attr_num_split(2);
    halves.create_dynamic_output_y(2);
    gru.set_input_bias_input(halves, "y0").set_input_bias_hidden(halves, "y1");
  }
  if (Given(in, 4)) {
    gru.set_input_seq_length(ge::op::Cast("seq_length").set_input_x(in[4]).set_attr_dst_type(ge::DT_INT32));
  }
  if (Given(in, 5)) gru.set_input_init_h(in[5]);
  ge::Operator gru_op = gru;
  auto y = ge::op::Unsqueeze("y").set_input_x(gru_op, "y").set_attr_axes({1});
  return FinishExpansion(graph, in, {y, LastStep(gru_op, "output_h", "y_h")});
}

}  // namespace

REGISTER_CUSTOM_OP("DynamicGRUV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GRU"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandGru)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
