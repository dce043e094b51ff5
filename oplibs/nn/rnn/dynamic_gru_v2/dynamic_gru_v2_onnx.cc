// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX GRU and RNN (opsets 11-17) -> DynamicGRUV2.
//
// Note [ONNX GRU]
// A GRU in ONNX's default layout (X [T, B, I], W [1, 3H, I], R [1, 3H, H], B [1, 6H], initial_h [1, B, H] per
// direction; gates z, r, h in both) is expanded around DynamicGRUV2 `<node>/gru` (time major, gate order zrh,
// reset_after = linear_before_reset, as torch exports it 1; cell_clip from clip; direction as Note [ONNX recurrent
// directions] in oplibs/common/onnx_expansion.cc says, which also names the nodes of a bidirectional GRU and builds
// Y and Y_h): W and R lose their direction dim and are transposed to weight_input [I, 3H] and weight_hidden
// [H, 3H] (`<node>/w_2d`, `<node>/weight_input`, `<node>/r_2d`, `<node>/weight_hidden`); B is split into bias_input
// and bias_hidden (`<node>/b_1d`, `<node>/b_halves`); sequence_lens is Cast to int32 (`<node>/seq_length`);
// initial_h passes as it is (its direction's [1, B, H]). Refused: layout 1, activations other than the defaults.
//
// Note [ONNX RNN]
// CANN has no op for ONNX's vanilla RNN, H_t = tanh(X_t W^T + H_{t-1} R^T + Wb + Rb): its RNN and BasicRNNCell are
// Caffe's (a continuation input and an output layer on top of h). A GRU whose update gate is constantly 0 and whose
// reset gate is constantly 1 is that RNN: with linear_before_reset, h~ = tanh(X W_h^T + Wb_h + 1 * (H R_h^T + Rb_h))
// and H_t = (1 - 0) * h~ + 0 * H_{t-1}. So an RNN with the default Tanh is expanded as the GRU of Note
// [ONNX GRU] (reset_after, nodes named as there) whose weights put zero blocks before W and R
// (`<node>/w_zeros` = W * 0, ConcatD `<node>/w_zrh` [3H, I]; likewise `<node>/r_zeros`, `<node>/r_zrh`) and whose
// bias_input is [-1e4 ..., 1e4 ..., Wb] (`<node>/bias_input`; the constants are exp(0) * -+1e4, `<node>/ones`,
// `<node>/z_bias`, `<node>/r_bias`) and bias_hidden [0 ..., 0 ..., Rb] (`<node>/bias_hidden`): sigmoid(-1e4) is 0
// and sigmoid(1e4) is 1 exactly in float16 and float32, and the constants are derived from the weights so they take
// the model's dtype (Wb and Rb are zeros of [H], `<node>/h_zeros`, without B). This is exact for finite weights.
// Every direction of Note [ONNX recurrent directions]. Refused besides what GRU refuses: activations other than Tanh,
// clip (a clipped gate is no longer saturated).
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "common/onnx_expansion.h"
#include "common/onnx_parsing.h"

namespace oppkit::onnx_plugin {
namespace {

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

// ONNX's W or R [1, 3H, K] without the direction dim, transposed to [K, 3H] (<prefix>_2d<suffix>,
// <transposed><suffix>).
ge::Operator TransposedWeight(ge::Operator& onnx_weight, const std::string& prefix, const std::string& suffix,
                              const std::string& transposed) {
  auto w = ge::op::Squeeze((prefix + "_2d" + suffix).c_str()).set_input_x(onnx_weight).set_attr_axis({0});
  return ge::op::TransposeD((transposed + suffix).c_str()).set_input_x(w).set_attr_perm({1, 0});
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

// ONNX's B [1, 2H] (input \p b) as Wb and Rb [H] (BiasHalves).
std::pair<Port, Port> BiasPorts(ge::Operator& b, const std::string& suffix) {
  ge::Operator halves = BiasHalves(b, suffix);
  return {Port{halves, "y0"}, Port{halves, "y1"}};
}

// The DynamicGRUV2 `<node>/gru<suffix>` of one direction over X (inputs[0]), sequence_lens (inputs[4]) and initial_h
// (inputs[5]) (Note [ONNX GRU]).
ge::Operator MakeGru(RecurrentDirection& dir, GruWeights& weights, bool reset_after, float cell_clip) {
  std::vector<ge::Operator>& in = dir.inputs;
  auto gru = ge::op::DynamicGRUV2(("gru" + dir.suffix).c_str())
                 .set_input_x(in[0])
                 .set_input_weight_input(weights.weight_input.op, weights.weight_input.output)
                 .set_input_weight_hidden(weights.weight_hidden.op, weights.weight_hidden.output)
                 .set_attr_direction(dir.cann_direction())
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
    gru.set_input_seq_length(
        ge::op::Cast(("seq_length" + dir.suffix).c_str()).set_input_x(in[4]).set_attr_dst_type(ge::DT_INT32));
  }
  if (Given(in, 5)) gru.set_input_init_h(in[5]);
  return gru;
}

domi::Status ExpandGru(const ge::Operator& op, ge::Graph& graph) {
  if (!HasDefaultActivations(op, {"Sigmoid", "Tanh"})) {
    return Refuse(op, "activations other than Sigmoid, Tanh are not supported");
  }
  const bool reset_after = GetInt(op, "linear_before_reset", 0) != 0;
  const float clip = HasAttr(op, "clip") ? GetFloat(op, "clip", -1.0f) : -1.0f;
  return ExpandRecurrent(op, graph, "GRU", {"output_h"}, [&](const ge::Operator&, RecurrentDirection& dir) {
    std::vector<ge::Operator>& in = dir.inputs;
    GruWeights weights;
    weights.weight_input.op = TransposedWeight(in[1], "w", dir.suffix, "weight_input");
    weights.weight_hidden.op = TransposedWeight(in[2], "r", dir.suffix, "weight_hidden");
    if (Given(in, 3)) std::tie(weights.bias_input, weights.bias_hidden) = BiasPorts(in[3], dir.suffix);
    return MakeGru(dir, weights, reset_after, clip);
  });
}

// [zeros, zeros, block] along dim 0 of the ONNX weight \p onnx_weight [1, H, K]: the 2-D weight <prefix>_2d, its
// zeros <prefix>_zeros and the result <prefix>_zrh [3H, K] (Note [ONNX RNN]). \p zeros receives <prefix>_zeros.
ge::Operator GateBlocks(ge::Operator& onnx_weight, const std::string& prefix, const std::string& suffix,
                        ge::Operator* zeros) {
  ge::Operator w = ge::op::Squeeze((prefix + "_2d" + suffix).c_str()).set_input_x(onnx_weight).set_attr_axis({0});
  *zeros = ge::op::Muls((prefix + "_zeros" + suffix).c_str()).set_input_x(w).set_attr_value(0.0f);
  return Stack(prefix + "_zrh" + suffix, {{*zeros}, {*zeros}, {w}});
}

domi::Status ExpandRnn(const ge::Operator& op, ge::Graph& graph) {
  if (!HasDefaultActivations(op, {"Tanh"})) return Refuse(op, "activations other than Tanh are not supported");
  if (HasAttr(op, "clip")) return Refuse(op, "clip is not supported");
  return ExpandRecurrent(op, graph, "RNN", {"output_h"}, [](const ge::Operator&, RecurrentDirection& dir) {
    std::vector<ge::Operator>& in = dir.inputs;
    const std::string& suffix = dir.suffix;
    ge::Operator w_zeros;
    ge::Operator r_zeros;
    ge::Operator w_zrh = GateBlocks(in[1], "w", suffix, &w_zeros);
    ge::Operator r_zrh = GateBlocks(in[2], "r", suffix, &r_zeros);
    GruWeights weights;
    weights.weight_input.op =
        ge::op::TransposeD(("weight_input" + suffix).c_str()).set_input_x(w_zrh).set_attr_perm({1, 0});
    weights.weight_hidden.op =
        ge::op::TransposeD(("weight_hidden" + suffix).c_str()).set_input_x(r_zrh).set_attr_perm({1, 0});

    // [H] zeros (row 0 of R's zeros [H, H]) and Wb, Rb (B's halves, or those zeros).
    ge::Operator row = IndexConst("h_zeros_index" + suffix, {0}, ge::DT_INT64, /*scalar=*/true);
    ge::Operator h_zeros =
        ge::op::GatherV2D(("h_zeros" + suffix).c_str()).set_input_x(r_zeros).set_input_indices(row).set_attr_axis(0);
    Port wb{h_zeros};
    Port rb{h_zeros};
    if (Given(in, 3)) std::tie(wb, rb) = BiasPorts(in[3], suffix);
    ge::Operator ones = ge::op::Exp(("ones" + suffix).c_str()).set_input_x(h_zeros);
    ge::Operator z_bias = ge::op::Muls(("z_bias" + suffix).c_str()).set_input_x(ones).set_attr_value(-1e4f);
    ge::Operator r_bias = ge::op::Muls(("r_bias" + suffix).c_str()).set_input_x(ones).set_attr_value(1e4f);
    weights.bias_input.op = Stack("bias_input" + suffix, {{z_bias}, {r_bias}, wb});
    weights.bias_hidden.op = Stack("bias_hidden" + suffix, {{h_zeros}, {h_zeros}, rb});
    return MakeGru(dir, weights, /*reset_after=*/true, /*cell_clip=*/-1.0f);
  });
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
