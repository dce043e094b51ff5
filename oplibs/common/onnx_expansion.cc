// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/onnx_expansion.h"

#include <cstring>

namespace oppkit::onnx_plugin {

ge::op::Data ExpansionInput(int64_t index) {
  return ge::op::Data(("input" + std::to_string(index)).c_str()).set_attr_index(index);
}

ge::op::Const IndexConst(const std::string& name, const std::vector<int64_t>& values, ge::DataType dtype, bool scalar) {
  const size_t width = dtype == ge::DT_INT32 ? sizeof(int32_t) : sizeof(int64_t);
  std::vector<uint8_t> bytes(values.size() * width);
  for (size_t k = 0; k < values.size(); ++k) {
    if (dtype == ge::DT_INT32) {
      const auto v = static_cast<int32_t>(values[k]);
      std::memcpy(bytes.data() + k * width, &v, width);
    } else {
      std::memcpy(bytes.data() + k * width, &values[k], width);
    }
  }
  const ge::Shape shape =
      scalar ? ge::Shape(std::vector<int64_t>{}) : ge::Shape(std::vector<int64_t>{static_cast<int64_t>(values.size())});
  return ge::op::Const(name.c_str()).set_attr_value(ge::Tensor(ge::TensorDesc(shape, ge::FORMAT_ND, dtype), bytes));
}

ge::op::Const FloatConst(const std::string& name, const std::vector<float>& values, bool scalar) {
  const ge::Shape shape =
      scalar ? ge::Shape(std::vector<int64_t>{}) : ge::Shape(std::vector<int64_t>{static_cast<int64_t>(values.size())});
  const ge::TensorDesc desc(shape, ge::FORMAT_ND, ge::DT_FLOAT);
  return ge::op::Const(name.c_str())
      .set_attr_value(ge::Tensor(desc, reinterpret_cast<const uint8_t*>(values.data()), values.size() * sizeof(float)));
}

std::vector<ge::Operator> ExpansionInputs(const std::vector<std::string>& inputs) {
  std::vector<ge::Operator> data(inputs.size());
  for (size_t k = 0; k < inputs.size(); ++k) {
    if (!inputs[k].empty()) data[k] = ExpansionInput(static_cast<int64_t>(k));
  }
  return data;
}

domi::Status FinishExpansion(ge::Graph& graph, const std::vector<ge::Operator>& inputs,
                             const std::vector<ge::Operator>& outputs) {
  std::vector<ge::Operator> given;
  for (const ge::Operator& op : inputs) {
    if (!op.IsEmpty()) given.push_back(op);
  }
  graph.SetInputs(given).SetOutputs(outputs);
  return domi::SUCCESS;
}

ge::Operator BiasHalves(ge::Operator& b, const std::string& suffix) {
  auto b_1d = ge::op::Squeeze(("b_1d" + suffix).c_str()).set_input_x(b).set_attr_axis({0});
  auto halves =
      ge::op::SplitD(("b_halves" + suffix).c_str()).set_input_x(b_1d).set_attr_split_dim(0).set_attr_num_split(2);
  halves.create_dynamic_output_y(2);
  return halves;
}

// Note [ONNX recurrent directions]
// ONNX's LSTM, GRU and RNN carry a direction dim: W, R, B, initial_h, initial_c and P are [num_directions, ...], Y
// is [T, num_directions, B, H] and Y_h, Y_c are [num_directions, B, H]. CANN's DynamicRNN-style ops run one
// direction, "UNIDIRECTIONAL" or "REDIRECTIONAL" (from the last step to the first, its per-step outputs kept in
// input order: its final state is step 0, as aclnn's LSTM reads it). So
// - forward and reverse nodes are one op: its inputs are the node's (the parser drops the direction dim), Y is its
//   y with the direction dim (Unsqueeze `<node>/y`), Y_h / Y_c the step holding the final state of output_h /
//   output_c (GatherV2D `<node>/y_h`, `<node>/y_c` of the Const `<name>_index` [-1], or [0] when reverse: a Gather,
//   not a Slice, so they stay [1, B, H] whatever T is);
// - a bidirectional node is two: a forward one whose nodes' names end in `_forward` and a reverse one, `_reverse`,
//   each on its direction's part of the inputs (GatherV2D `<node>/<input>_forward` / `_reverse` of index [0] / [1]
//   along dim 0, so the parsers see [1, ...] as before); Y joins their outputs along dim 1 (ConcatD `<node>/y` of
//   `<node>/y_forward`, `<node>/y_reverse`), Y_h and Y_c along dim 0.
// Refused here: layout 1, a node without X, W or R, a direction other than forward, reverse and bidirectional.
namespace {

// The step of \p output of \p rnn that holds the final state (Note [ONNX recurrent directions]), named \p name.
ge::Operator FinalState(ge::Operator& rnn, const char* output, const std::string& name, bool reverse) {
  ge::Operator step = IndexConst(name + "_index", {reverse ? 0 : -1}, ge::DT_INT64);
  return ge::op::GatherV2D(name.c_str()).set_input_x(rnn, output).set_input_indices(step).set_attr_axis(0);
}

// \p parts joined along \p axis as ConcatD \p name.
ge::Operator Join(const std::string& name, ge::Operator& first, ge::Operator& second, int64_t axis) {
  auto joined = ge::op::ConcatD(name.c_str()).create_dynamic_input_x(2).set_attr_concat_dim(axis).set_attr_N(2);
  joined.set_dynamic_input_x(0, first).set_dynamic_input_x(1, second);
  return joined;
}

}  // namespace

domi::Status ExpandRecurrent(const ge::Operator& op, ge::Graph& graph, const char* what,
                             std::initializer_list<const char*> states, const RecurrentBuilder& build) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0) || !Given(in, 1) || !Given(in, 2)) return Refuse(op, "%s needs X, W and R", what);
  if (GetInt(op, "layout", 0) != 0) return Refuse(op, "layout 1 (batch first) is not supported");
  const std::string direction = GetString(op, "direction", "forward");
  if (direction != "forward" && direction != "reverse" && direction != "bidirectional") {
    return Refuse(op, "direction '%s' is not an ONNX direction", direction.c_str());
  }
  const bool both = direction == "bidirectional";
  // The inputs with a direction dim, by ONNX input index: W, R, B, initial_h, initial_c, P.
  const size_t directional[] = {1, 2, 3, 5, 6, 7};
  const char* const names[] = {"w", "r", "b", "initial_h", "initial_c", "p"};

  std::vector<RecurrentDirection> directions(both ? 2 : 1);
  std::vector<ge::Operator> index_consts;  // named locals: ops are wired by reference
  std::vector<ge::Operator> ops;
  for (size_t d = 0; d < directions.size(); ++d) {
    RecurrentDirection& dir = directions[d];
    dir.reverse = both ? d == 1 : direction == "reverse";
    dir.suffix = both ? (dir.reverse ? "_reverse" : "_forward") : "";
    dir.inputs = in;
    if (both) {
      for (size_t k = 0; k < std::size(directional); ++k) {
        const size_t input = directional[k];
        if (!Given(in, input)) continue;
        const std::string name = names[k] + dir.suffix;
        index_consts.push_back(IndexConst(name + "_index", {static_cast<int64_t>(d)}, ge::DT_INT64));
        dir.inputs[input] = ge::op::GatherV2D(name.c_str())
                                .set_input_x(in[input])
                                .set_input_indices(index_consts.back())
                                .set_attr_axis(0);
      }
    }
    ops.push_back(build(op, dir));
  }

  std::vector<ge::Operator> outputs;
  std::vector<ge::Operator> parts;  // named locals for the joins
  const auto per_direction = [&](size_t d, const char* output, const std::string& name) -> ge::Operator {
    if (output == nullptr) return ge::op::Unsqueeze(name.c_str()).set_input_x(ops[d], "y").set_attr_axes({1});
    return FinalState(ops[d], output, name, directions[d].reverse);
  };
  std::vector<std::pair<const char*, std::string>> onnx_outputs = {{nullptr, "y"}};
  for (const char* state : states) {
    onnx_outputs.emplace_back(state, std::string(state) == "output_c" ? "y_c" : "y_h");
  }
  for (const auto& [output, name] : onnx_outputs) {
    if (!both) {
      outputs.push_back(per_direction(0, output, name));
      continue;
    }
    parts.push_back(per_direction(0, output, name + directions[0].suffix));
    parts.push_back(per_direction(1, output, name + directions[1].suffix));
    outputs.push_back(Join(name, parts[parts.size() - 2], parts.back(), output == nullptr ? 1 : 0));
  }
  return FinishExpansion(graph, in, outputs);
}

// Note [ONNX pooling]
// MaxPool / AveragePool are expanded by their spatial dims (kernel_shape's length):
// - 2: MaxPoolV3 / AvgPoolV2 in NCHW: ksize and strides [1, 1, h, w], pads reordered as for Conv (Note [ONNX Conv] in
//   nn/conv2d/conv2d_onnx.cc), padding_mode CALCULATED with ceil_mode, or SAME for auto_pad SAME_UPPER (TF's SAME puts
//   the odd pad after, as SAME_UPPER does) and VALID for VALID; SAME_LOWER is refused (its pads differ from every GE
//   mode). AveragePool's count_include_pad = 1 is AvgPoolV2's exclusive = false.
// - 1: the same op over [N, C, 1, L], as 1-D Conv: Unsqueeze `<node>/x_2d` at 2, the 2-D op `<node>/pool` with window
//   [1, k], stride [1, s] and pads [0, 0, begin, end], Squeeze `<node>/y_1d` at 2.
// - 3: MaxPool3D / AvgPool3D in NCDHW: ksize and strides [1, 1, d, h, w], pads [front, back, top, bottom, left,
//   right]; MaxPool3D's padding as padding_mode above and ceil_mode; AvgPool3D's count_include_pad and ceil_mode.
//   AvgPool3D has no SAME mode, so a 3-D AveragePool with auto_pad SAME_UPPER is refused.
// MaxPool's dilations other than 1 are refused (MaxPoolV3 has none); its second output (Indices) has no GE
// counterpart, so a model that uses it fails to import at the consumer. x and y are declared NCHW (NCDHW).
domi::Status ExpandPool(const ge::Operator& op, ge::Graph& graph, OnnxPool kind) {
  std::vector<ge::Operator> in = ExpansionInputs(NodeInputs(op));
  if (!Given(in, 0)) return Refuse(op, "the pooling node needs its input");
  const std::vector<int64_t> kernel = GetInts(op, "kernel_shape");
  const size_t spatial = kernel.size();
  if (spatial < 1 || spatial > 3) {
    return Refuse(op, "kernel_shape must have 1, 2 or 3 entries (1-D to 3-D pooling), has %zu", spatial);
  }
  if (kind == OnnxPool::kMax) {
    for (int64_t d : GetInts(op, "dilations")) {
      if (d != 1) return Refuse(op, "dilations other than 1 are not supported");
    }
  }
  std::vector<int64_t> ksize;
  std::vector<int64_t> strides;
  std::vector<int64_t> pads;
  (void)SpatialToNc(kernel, spatial, 1, &ksize);
  if (!SpatialToNc(GetInts(op, "strides"), spatial, 1, &strides) || !PadsToGe(GetInts(op, "pads"), spatial, &pads)) {
    return Refuse(op, "strides and pads must describe %zu spatial dims", spatial);
  }
  AutoPad auto_pad = AutoPad::kNotSet;
  if (!ReadAutoPad(op, &auto_pad)) return Refuse(op, "unknown auto_pad");
  if (auto_pad == AutoPad::kSameLower) return Refuse(op, "auto_pad SAME_LOWER has no GE pooling mode");
  if (auto_pad != AutoPad::kNotSet) pads.assign(2 * spatial, 0);
  const char* padding_mode = auto_pad == AutoPad::kSameUpper ? "SAME"
                             : auto_pad == AutoPad::kValid   ? "VALID"
                                                             : "CALCULATED";
  const bool ceil_mode = GetInt(op, "ceil_mode", 0) != 0;
  const bool include_pad = GetInt(op, "count_include_pad", 0) != 0;

  if (spatial == 3) {
    ge::Operator pool;
    if (kind == OnnxPool::kMax) {
      pool = ge::op::MaxPool3D("pool")
                 .set_input_x(in[0])
                 .set_attr_ksize(ksize)
                 .set_attr_strides(strides)
                 .set_attr_padding(padding_mode)
                 .set_attr_pads(pads)
                 .set_attr_ceil_mode(ceil_mode ? 1 : 0)
                 .set_attr_data_format("NCDHW");
    } else {
      if (auto_pad == AutoPad::kSameUpper) return Refuse(op, "auto_pad SAME_UPPER has no AvgPool3D mode");
      pool = ge::op::AvgPool3D("pool")
                 .set_input_x(in[0])
                 .set_attr_ksize(ksize)
                 .set_attr_strides(strides)
                 .set_attr_pads(pads)
                 .set_attr_ceil_mode(ceil_mode)
                 .set_attr_count_include_pad(include_pad)
                 .set_attr_data_format("NCDHW");
    }
    pool.UpdateInputDesc("x", FormatOnly(ge::FORMAT_NCDHW));
    pool.UpdateOutputDesc("y", FormatOnly(ge::FORMAT_NCDHW));
    return FinishExpansion(graph, in, {pool});
  }
  ge::Operator x = in[0];
  if (spatial == 1) {
    x = ge::op::Unsqueeze("x_2d").set_input_x(x).set_attr_axes({2});
    ksize = {1, 1, 1, ksize[2]};
    strides = {1, 1, 1, strides[2]};
    pads = {0, 0, pads[0], pads[1]};
  }
  ge::Operator pool;
  if (kind == OnnxPool::kMax) {
    pool = ge::op::MaxPoolV3("pool")
               .set_input_x(x)
               .set_attr_ksize(ksize)
               .set_attr_strides(strides)
               .set_attr_padding_mode(padding_mode)
               .set_attr_pads(pads)
               .set_attr_data_format("NCHW")
               .set_attr_ceil_mode(ceil_mode);
  } else {
    pool = ge::op::AvgPoolV2("pool")
               .set_input_x(x)
               .set_attr_ksize(ksize)
               .set_attr_strides(strides)
               .set_attr_padding_mode(padding_mode)
               .set_attr_pads(pads)
               .set_attr_data_format("NCHW")
               .set_attr_ceil_mode(ceil_mode)
               .set_attr_exclusive(!include_pad);
  }
  pool.UpdateInputDesc("x", FormatOnly(ge::FORMAT_NCHW));
  pool.UpdateOutputDesc("y", FormatOnly(ge::FORMAT_NCHW));
  if (spatial == 1) return FinishExpansion(graph, in, {ge::op::Squeeze("y_1d").set_input_x(pool).set_attr_axis({2})});
  return FinishExpansion(graph, in, {pool});
}

}  // namespace oppkit::onnx_plugin
