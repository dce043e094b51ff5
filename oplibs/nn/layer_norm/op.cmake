# LayerNorm: normalises x over the dims from begin_norm_axis on, then scales by gamma and shifts by beta (both shaped
# like the dims of x from begin_params_axis on).
oppkit_op(
  PROTO layer_norm_proto.h
  HOST layer_norm_infershape.cc layer_norm_infer_datatype.cc layer_norm_infer_symbol_shape.cc
  ONNX layer_norm_onnx.cc
  TESTS
    tests/layer_norm_infer_datatype_test.cc
    tests/layer_norm_infershape_test.cc
    tests/layer_norm_infer_symbol_shape_test.cc
  DATA tests/layer_norm.jsonl tests/layer_norm_differential.jsonl)
