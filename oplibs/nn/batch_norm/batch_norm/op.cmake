# BatchNorm: batch normalisation of x (layout per data_format) with per-channel scale and offset, and mean and variance
# (used when is_training is false).
oppkit_op(
  PROTO batch_norm_proto.h
  HOST batch_norm_infershape.cc batch_norm_infer_symbol_shape.cc batch_norm_storage_formats.cc
  ONNX batch_norm_onnx.cc
  TESTS tests/batch_norm_infershape_test.cc tests/batch_norm_infer_symbol_shape_test.cc
  DATA tests/batch_norm.jsonl)
