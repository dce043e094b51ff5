# AvgPool: TF AvgPool on a 4-D x (Note [Pooling shapes] in common/pooling/pool_common.cc).
# Its storage formats are declared with the other pooling ops' in common/pooling/pool_storage_formats.cc.
oppkit_op(
  PROTO avg_pool_proto.h
  HOST avg_pool_infershape.cc avg_pool_infer_symbol_shape.cc
  TESTS tests/avg_pool_infershape_test.cc tests/avg_pool_infer_symbol_shape_test.cc
  DATA tests/avg_pool.jsonl tests/avg_pool_differential.jsonl)
