# GatherNd: slices of x at the index tuples of indices (Note [GatherNd shape]).
oppkit_op(
  PROTO gather_nd_proto.h
  HOST gather_nd_infershape.cc gather_nd_infer_symbol_shape.cc
  ONNX gather_nd_onnx.cc
  TESTS tests/gather_nd_infershape_test.cc tests/gather_nd_infer_symbol_shape_test.cc
  ONNX_TESTS tests/gather_nd_onnx_test.cc
  DATA tests/gather_nd.jsonl)
