# DynamicRNNV3: LSTM over x [T, B, input] with weights w and bias b as DynamicRNN, plus an optional real_mask and an
# optional project [hidden, state] that projects h (y and output_h become [T, B, state]).
oppkit_op(
  PROTO dynamic_rnn_v3_proto.h
  HOST dynamic_rnn_v3_infershape.cc dynamic_rnn_v3_infer_datatype.cc dynamic_rnn_v3_infer_symbol_shape.cc
    dynamic_rnn_v3_layout.h
  TESTS tests/dynamic_rnn_v3_infershape_test.cc tests/dynamic_rnn_v3_infer_symbol_shape_test.cc
  DATA tests/dynamic_rnn_v3.jsonl)
