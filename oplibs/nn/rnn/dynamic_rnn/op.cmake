# DynamicRNN: LSTM over x [T, B, input] with weights w [input + hidden, 4 * hidden] and bias b [4 * hidden].
oppkit_op(
  PROTO dynamic_rnn_proto.h
  HOST dynamic_rnn_infershape.cc dynamic_rnn_infer_datatype.cc dynamic_rnn_infer_symbol_shape.cc
  ONNX dynamic_rnn_onnx.cc
  TESTS tests/dynamic_rnn_infer_datatype_test.cc tests/dynamic_rnn_infershape_test.cc
    tests/dynamic_rnn_infer_symbol_shape_test.cc
  ONNX_TESTS tests/dynamic_rnn_onnx_test.cc
  DATA tests/dynamic_rnn.jsonl tests/dynamic_rnn_differential.jsonl)
