# GlobalAveragePool: x [N, C, D1, ..., Dk] -> y [N, C, 1, ..., 1] (same rank).
# Its storage formats are declared with the other pooling ops' in common/pooling/pool_storage_formats.cc.
oppkit_op(
  PROTO global_average_pool_proto.h
  HOST global_average_pool_infershape.cc global_average_pool_infer_symbol_shape.cc
  ONNX global_average_pool_onnx.cc
  TESTS tests/global_average_pool_infershape_test.cc tests/global_average_pool_infer_symbol_shape_test.cc
  DATA tests/global_average_pool.jsonl tests/global_average_pool_differential.jsonl)
