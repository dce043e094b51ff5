# MaxPool: TF MaxPool on a 4-D x (Note [Pooling shapes] in common/pooling/pool_common.cc).
# Its storage formats are declared with the other pooling ops' in common/pooling/pool_storage_formats.cc.
oppkit_op(
  PROTO max_pool_proto.h
  HOST max_pool_infershape.cc max_pool_infer_symbol_shape.cc
  TESTS tests/max_pool_infershape_test.cc tests/max_pool_infer_symbol_shape_test.cc
  DATA tests/max_pool.jsonl tests/max_pool_differential.jsonl)
