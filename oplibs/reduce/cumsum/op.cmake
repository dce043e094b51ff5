# Cumsum: the cumulative sum of x along the dim given by the value of `axis`; y has x's shape and dtype.
oppkit_op(
  PROTO cumsum_proto.h
  HOST cumsum_infershape.cc cumsum_infer_symbol_shape.cc cumsum_axis.h cumsum_tiling.cc cumsum_tiling.h
  ONNX cumsum_onnx.cc
  TESTS tests/cumsum_infershape_test.cc tests/cumsum_infer_symbol_shape_test.cc tests/cumsum_tiling_test.cc
  DATA tests/cumsum.jsonl tests/cumsum_differential.jsonl)
