# AvgPoolV2: as MaxPoolV3, plus exclusive (padding excluded from the count) and divisor_override (0 = none).
# Its storage formats are declared with the other pooling ops' in common/pooling/pool_storage_formats.cc.
oppkit_op(
  PROTO avg_pool_v2_proto.h
  HOST avg_pool_v2_infershape.cc avg_pool_v2_infer_symbol_shape.cc
  ONNX avg_pool_v2_onnx.cc
  TESTS tests/avg_pool_v2_infershape_test.cc tests/avg_pool_v2_infer_symbol_shape_test.cc
  DATA tests/avg_pool_v2.jsonl tests/avg_pool_v2_differential.jsonl)
