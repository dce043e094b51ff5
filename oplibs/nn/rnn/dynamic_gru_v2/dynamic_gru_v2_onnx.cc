// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GRU and RNN (opsets 11-17) -> DynamicGRUV2.
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
//
// Note [ONNX RNN]
// CANN has no op for ONNX's vanilla RNN, H_t = tanh(X_t W^T + H_{t-1} R^T + Wb + Rb): its RNN and BasicRNNCell are
// Caffe's (a continuation input and an output layer on top of h). A GRU whose update gate is constantly 0 and whose
// reset gate is constantly 1 is that RNN: with linear_before_reset, h~ = tanh(X W_h^T + Wb_h + 1 * (H R_h^T + Rb_h))
// and H_t = (1 - 0) * h~ + 0 * H_{t-1}. So a forward RNN with the default Tanh is expanded as the GRU of Note
// [ONNX GRU] (reset_after, nodes named as there) whose weights put zero blocks before W and R
// (`<node>/w_zeros` = W * 0, ConcatD `<node>/w_zrh` [3H, I]; likewise `<node>/r_zeros`, `<node>/r_zrh`) and whose
// bias_input is [-1e4 ..., 1e4 ..., Wb] (`<node>/bias_input`; the constants are exp(0) * -+1e4, `<node>/ones`,
// `<node>/z_bias`, `<node>/r_bias`) and bias_hidden [0 ..., 0 ..., Rb] (`<node>/bias_hidden`): sigmoid(-1e4) is 0
// and sigmoid(1e4) is 1 exactly in float16 and float32, and the constants are derived from the weights so they take
// the model's dtype (Wb and Rb are zeros of [H], `<node>/h_zeros`, without B). This is exact for finite weights.
// Refused besides what GRU refuses: activations other than Tanh, clip (a clipped gate is no longer saturated).
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

// The direction and layout checks ONNX GRU and RNN share; SUCCESS if the node is a forward, time-major one.
domi::Status CheckForwardTimeMajor(const ge::Operator& op, const std::vector<ge::Operator>& in, const char* what) {
  if (!Given(in, 0) || !Given(in, 1) || !Given(in, 2)) return Refuse(op, "%s needs X, W and R", what);
  const std::string direction = GetString(op, "direction", "forward");
  if (direction != "forward") return Refuse(op, "direction '%s' is not supported (forward only)", direction.c_str());
  if (GetInt(op, "layout", 0) != 0) return Refuse(op, "layout 1 (batch first) is not supported");
  return domi::SUCCESS;
}

// One output of an expansion node.
struct Port {
  ge::Operator op;
  std::string output = "y";
};

// DynamicGRUV2's four weight inputs in its layout (the biases without op for none).
struct GruWeights {
  Port weight_input;   // [I, 3H]
  Port weight_hidden;  // [H, 3H]
  Port bias_input;     // [3H]
  Port bias_hidden;    // [3H]
};

// ONNX's W or R [1, 3H, K] without the direction dim, transposed to [K, 3H] (<prefix>_2d, <transposed>).
ge::Operator TransposedWeight(ge::Operator& onnx_weight, const std::string& prefix, const std::string& transposed) {
  auto w = ge::op::Squeeze((prefix + "_2d").c_str()).set_input_x(onnx_weight).set_attr_axis({0});
  return ge::op::TransposeD(transposed.c_str()).set_input_x(w).set_attr_perm({1, 0});
}

// A ConcatD named \p name of \p parts along dim 0.
ge::Operator Stack(const std::string& name, std::vector<Port> parts) {
  const auto n = static_cast<int64_t>(parts.size());
  auto joined = ge::op::ConcatD(name.c_str()).create_dynamic_input_x(parts.size()).set_attr_concat_dim(0).set_attr_N(n);
  for (size_t k = 0; k < parts.size(); ++k) {
    joined.set_dynamic_input_x(static_cast<uint32_t>(k), parts[k].op, parts[k].output);
  }
  return joined;
}

// ONNX's B [1, 2H] of the node's input \p b as Wb and Rb [H] (`<node>/b_1d`, `<node>/b_halves`).
std::pair<Port, Port> BiasHalves(ge::Operator& b) {
  auto b_1d = ge::op::Squeeze("b_1d").set_input_x(b).set_attr_axis({0});
  auto halves = ge::op::SplitD("b_halves").set_input_x(b_1d).set_attr_split_dim(0).set_attr_num_split(2);
  halves.create_dynamic_output_y(2);
  return {Port{halves, "y0"}, Port{halves, "y1"}};
}

// The DynamicGRUV2 `<node>/gru` over X (in[0]), sequence_lens (in[4]) and initial_h (in[5]) of the ONNX node, and
// ONNX's Y and Y_h from it (Note [ONNX GRU]).
domi::Status FinishGru(ge::Graph& graph, std::vector<ge::Operator>& in, GruWeights& weights, bool reset_after,
                       float cell_clip) {
  auto gru = ge::op::DynamicGRUV2("gru")
                 .set_input_x(in[0])
                 .set_input_weight_input(weights.weight_input.op, weights.weight_input.output)
                 .set_input_weight_hidden(weights.weight_hidden.op, weights.weight_hidden.output)
                 .set_attr_time_major(true)
                 .set_attr_gate_order("zrh")
                 .set_attr_reset_after(reset_after)
                 .set_attr_cell_clip(cell_clip)
                 .set_attr_is_training(false);
  if (!weights.bias_input.op.IsEmpty()) {
    gru.set_input_bias_input(weights.bias_input.op, weights.bias_input.output);
    gru.set_input_bias_hidden(weights.bias_hidden.op, weights.bias_hidden.output);
  }
  if (Given(in, 4)) {
    gru.set_input_seq_length(ge::op::Cast("seq_length").set_input_x(in[4]).set_attr_dst_type(ge::DT_INT32));
  }
  if (Given(in, 5)) gru.set_input_init_h(in[5]);
  ge::Operator gru_op = gru;
  auto y = ge::op::Unsqueeze("y").set_input_x(gru_op, "y").set_attr_axes({1});
  return FinishExpansion(graph, in, {y, LastStep(gru_op, "output_h", "y_h")});
}

domi::Status ExpandGru(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (const domi::Status refused = CheckForwardTimeMajor(op, in, "GRU"); refused != domi::SUCCESS) return refused;
  if (!HasDefaultActivations(op, {"Sigmoid", "Tanh"})) {
    return Refuse(op, "activations other than Sigmoid, Tanh are not supported");
  }
  GruWeights weights;
  weights.weight_input.op = TransposedWeight(in[1], "w", "weight_input");
  weights.weight_hidden.op = TransposedWeight(in[2], "r", "weight_hidden");
  if (Given(in, 3)) std::tie(weights.bias_input, weights.bias_hidden) = BiasHalves(in[3]);
  return FinishGru(graph, in, weights, GetInt(op, "linear_before_reset", 0) != 0,
                   HasAttr(op, "clip") ? GetFloat(op, "clip", -1.0f) : -1.0f);
}

// [zeros, zeros, block] along dim 0 of the ONNX weight \p onnx_weight [1, H, K]: the 2-D weight <prefix>_2d, its
// zeros <prefix>_zeros and the result <prefix>_zrh [3H, K] (Note [ONNX RNN]). \p zeros receives <prefix>_zeros.
ge::Operator GateBlocks(ge::Operator& onnx_weight, const std::string& prefix, ge::Operator* zeros) {
  ge::Operator w = ge::op::Squeeze((prefix + "_2d").c_str()).set_input_x(onnx_weight).set_attr_axis({0});
  *zeros = ge::op::Muls((prefix + "_zeros").c_str()).set_input_x(w).set_attr_value(0.0f);
  return Stack(prefix + "_zrh", {{*zeros}, {*zeros}, {w}});
}

domi::Status ExpandRnn(const ge::Operator& op, ge::Graph& graph) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (const domi::Status refused = CheckForwardTimeMajor(op, in, "RNN"); refused != domi::SUCCESS) return refused;
  if (!HasDefaultActivations(op, {"Tanh"})) return Refuse(op, "activations other than Tanh are not supported");
  if (HasAttr(op, "clip")) return Refuse(op, "clip is not supported");

  ge::Operator w_zeros;
  ge::Operator r_zeros;
  ge::Operator w_zrh = GateBlocks(in[1], "w", &w_zeros);
  ge::Operator r_zrh = GateBlocks(in[2], "r", &r_zeros);
  GruWeights weights;
  weights.weight_input.op = ge::op::TransposeD("weight_input").set_input_x(w_zrh).set_attr_perm({1, 0});
  weights.weight_hidden.op = ge::op::TransposeD("weight_hidden").set_input_x(r_zrh).set_attr_perm({1, 0});

  // [H] zeros (row 0 of R's zeros [H, H]) and Wb, Rb (B's halves, or those zeros).
  ge::Operator row = IndexConst("h_zeros_index", {0}, ge::DT_INT64, /*scalar=*/true);
  ge::Operator h_zeros = ge::op::GatherV2D("h_zeros").set_input_x(r_zeros).set_input_indices(row).set_attr_axis(0);
  Port wb{h_zeros};
  Port rb{h_zeros};
  if (Given(in, 3)) std::tie(wb, rb) = BiasHalves(in[3]);
  ge::Operator ones = ge::op::Exp("ones").set_input_x(h_zeros);
  ge::Operator z_bias = ge::op::Muls("z_bias").set_input_x(ones).set_attr_value(-1e4f);
  ge::Operator r_bias = ge::op::Muls("r_bias").set_input_x(ones).set_attr_value(1e4f);
  weights.bias_input.op = Stack("bias_input", {{z_bias}, {r_bias}, wb});
  weights.bias_hidden.op = Stack("bias_hidden", {{h_zeros}, {h_zeros}, rb});
  return FinishGru(graph, in, weights, /*reset_after=*/true, /*cell_clip=*/-1.0f);
}

}  // namespace

REGISTER_CUSTOM_OP("DynamicGRUV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("GRU"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandGru)
    .ImplyType(domi::ImplyType::TVM);

REGISTER_CUSTOM_OP("DynamicGRUV2")
    .FrameworkType(domi::ONNX)
    .OriginOpType(OnnxOpsets("RNN"))
    .ParseParamsByOperatorFn(domi::AutoMappingByOpFn)
    .ParseOpToGraphFn(ExpandRnn)
    .ImplyType(domi::ImplyType::TVM);

}  // namespace oppkit::onnx_plugin
