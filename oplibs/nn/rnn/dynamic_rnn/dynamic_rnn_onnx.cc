// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX LSTM (opsets 11-17) -> DynamicRNN.
//
// Note [ONNX LSTM]
// An LSTM in ONNX's default layout (X [T, B, I], W [1, 4H, I], R [1, 4H, H], B [1, 8H], initial_h / initial_c
// [1, B, H] per direction) is expanded around DynamicRNN `<node>/lstm` (time major, gate order ijfo, cell_clip from
// clip; direction as Note [ONNX recurrent directions] in oplibs/common/onnx_expansion.cc says, which also names the
// nodes of a bidirectional LSTM and builds Y, Y_h and Y_c):
// - the weight: W and R lose their direction dim (Squeeze `<node>/w_2d`, `<node>/r_2d`), are joined along the input
//   dim (`<node>/w_r`, [4H, I + H]), their gate blocks reordered from ONNX's i, o, f, c to DynamicRNN's i, j (= c),
//   f, o (SplitD `<node>/w_gates`, ConcatD `<node>/w_ijfo`) and transposed to DynamicRNN's [I + H, 4H]
//   (`<node>/weight`);
// - the bias: B's input and recurrent halves summed (`<node>/b_1d`, `<node>/b_halves`, `<node>/b_sum`) and reordered
//   the same way (`<node>/b_gates`, `<node>/bias`), or a Const of 4 * hidden_size zeros without B;
// - sequence_lens is Cast to DynamicRNN's int32 (`<node>/seq_length`); initial_h and initial_c pass as they are
//   (their direction's [1, B, H]).
// Refused: layout 1, peepholes (P), input_forget, activations other than the defaults; a node without B and without
// hidden_size.
#include <cstdint>
#include <string>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

// The 4 gate blocks of \p x along dim \p axis reordered from ONNX's i, o, f, c to i, c, f, o, named <name>_gates and
// <name>.
ge::Operator ReorderGates(ge::Operator& x, const std::string& name, int64_t axis) {
  auto split = ge::op::SplitD((name + "_gates").c_str()).set_input_x(x).set_attr_split_dim(axis).set_attr_num_split(4);
  split.create_dynamic_output_y(4);
  auto joined = ge::op::ConcatD(name.c_str()).create_dynamic_input_x(4).set_attr_concat_dim(axis).set_attr_N(4);
  const uint32_t order[4] = {0, 3, 2, 1};
  for (uint32_t k = 0; k < 4; ++k) joined.set_dynamic_input_x(k, split, "y" + std::to_string(order[k]));
  return joined;
}

domi::Status ExpandLstm(const ge::Operator& op, ge::Graph& graph) {
  if (GetInt(op, "input_forget", 0) != 0) return Refuse(op, "input_forget 1 is not supported");
  if (HasInput(op, 7)) return Refuse(op, "peepholes (input P) are not supported");
  if (!HasDefaultActivations(op, {"Sigmoid", "Tanh", "Tanh"})) {
    return Refuse(op, "activations other than Sigmoid, Tanh, Tanh are not supported");
  }
  const int64_t hidden = GetInt(op, "hidden_size", 0);
  if (!HasInput(op, 3) && hidden <= 0) return Refuse(op, "without input B, hidden_size is needed for the zero bias");
  const float clip = HasAttr(op, "clip") ? GetFloat(op, "clip", -1.0f) : -1.0f;
  const auto build = [&](const ge::Operator&, RecurrentDirection& dir) -> ge::Operator {
    std::vector<ge::Operator>& in = dir.inputs;
    const std::string& suffix = dir.suffix;
    auto w = ge::op::Squeeze(("w_2d" + suffix).c_str()).set_input_x(in[1]).set_attr_axis({0});
    auto r = ge::op::Squeeze(("r_2d" + suffix).c_str()).set_input_x(in[2]).set_attr_axis({0});
    auto w_r = ge::op::ConcatD(("w_r" + suffix).c_str()).create_dynamic_input_x(2).set_attr_concat_dim(1).set_attr_N(2);
    w_r.set_dynamic_input_x(0, w).set_dynamic_input_x(1, r);
    ge::Operator w_r_op = w_r;
    ge::Operator w_ijfo = ReorderGates(w_r_op, "w_ijfo" + suffix, 0);
    auto weight = ge::op::TransposeD(("weight" + suffix).c_str()).set_input_x(w_ijfo).set_attr_perm({1, 0});

    ge::Operator bias;
    if (Given(in, 3)) {
      ge::Operator halves = BiasHalves(in[3], suffix);
      ge::Operator sum = ge::op::Add(("b_sum" + suffix).c_str()).set_input_x1(halves, "y0").set_input_x2(halves, "y1");
      bias = ReorderGates(sum, "bias" + suffix, 0);
    } else {
      bias = FloatConst("bias" + suffix, std::vector<float>(static_cast<size_t>(4 * hidden), 0.0f));
    }

    auto lstm = ge::op::DynamicRNN(("lstm" + suffix).c_str())
                    .set_input_x(in[0])
                    .set_input_w(weight)
                    .set_input_b(bias)
                    .set_attr_direction(dir.cann_direction())
                    .set_attr_time_major(true)
                    .set_attr_gate_order("ijfo")
                    .set_attr_cell_clip(clip)
                    .set_attr_is_training(false);
    if (Given(in, 4)) {
      lstm.set_input_seq_length(
          ge::op::Cast(("seq_length" + suffix).c_str()).set_input_x(in[4]).set_attr_dst_type(ge::DT_INT32));
    }
    if (Given(in, 5)) lstm.set_input_init_h(in[5]);
    if (Given(in, 6)) lstm.set_input_init_c(in[6]);
    return lstm;
  };
  return ExpandRecurrent(op, graph, "LSTM", {"output_h", "output_c"}, build);
}

}  // namespace

REGISTER_CUSTOM_OP("DynamicRNN")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("LSTM"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandLstm)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
