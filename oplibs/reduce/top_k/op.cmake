# TopK, TopKV2: the k largest (or smallest) elements of x along a dim, and their indices.
oppkit_op(
  PROTO top_k_proto.h
  HOST top_k_infershape.cc top_k_infer_symbol_shape.cc top_k_infer_shape_range.cc
  ONNX top_k_onnx.cc
  TESTS tests/top_k_infershape_test.cc tests/top_k_infer_symbol_shape_test.cc
  DATA tests/top_k.jsonl tests/top_k_differential.jsonl)
