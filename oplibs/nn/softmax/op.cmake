# SoftmaxV2, LogSoftmaxV2: y = (log) softmax of x over axes, the shape of x (Note [Softmax shapes]).
oppkit_op(
  PROTO softmax_proto.h
  HOST softmax_infershape.cc softmax_infer_datatype.cc softmax_infer_symbol_shape.cc
  ONNX softmax_onnx.cc
  TESTS tests/softmax_infer_datatype_test.cc tests/softmax_infershape_test.cc tests/softmax_infer_symbol_shape_test.cc
  DATA tests/softmax.jsonl tests/softmax_differential.jsonl)
