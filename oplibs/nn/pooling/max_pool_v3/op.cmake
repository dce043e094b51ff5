# MaxPoolV3: max pooling with explicit pads and ceil_mode (ONNX MaxPool, PyTorch max_pool2d).
# Its storage formats are declared with the other pooling ops' in common/pooling/pool_storage_formats.cc.
oppkit_op(
  PROTO max_pool_v3_proto.h
  HOST max_pool_v3_infershape.cc max_pool_v3_infer_symbol_shape.cc
  ONNX max_pool_v3_onnx.cc
  TESTS tests/max_pool_v3_infershape_test.cc tests/max_pool_v3_infer_symbol_shape_test.cc
  DATA tests/max_pool_v3.jsonl tests/max_pool_v3_differential.jsonl)
