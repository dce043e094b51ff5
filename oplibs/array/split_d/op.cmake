# SplitD: Split with split_dim as a required attr (deprecated in favour of Split).
oppkit_op(
  PROTO split_d_proto.h
  HOST split_d_infershape.cc split_d_infer_symbol_shape.cc
  ONNX split_d_onnx.cc
  TESTS tests/split_d_infershape_test.cc tests/split_d_infer_symbol_shape_test.cc
  ONNX_TESTS tests/split_d_onnx_test.cc
  DATA tests/split_d.jsonl tests/split_d_differential.jsonl)
