# ScatterNdUpdate, ScatterNdAdd, ScatterNdMul: var with slices at the index tuples of indices updated
# (Note [ScatterNd shape]).
oppkit_op(
  PROTO scatter_nd_proto.h
  HOST scatter_nd_infershape.cc scatter_nd_infer_symbol_shape.cc
  ONNX scatter_nd_onnx.cc
  TESTS tests/scatter_nd_infershape_test.cc tests/scatter_nd_infer_symbol_shape_test.cc
  DATA tests/scatter_nd.jsonl)
