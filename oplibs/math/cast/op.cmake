# Cast: converts x to the data type in `dst_type` (a ge::DataType value).
oppkit_op(
  PROTO cast_proto.h
  HOST cast_infershape.cc cast_infer_symbol_shape.cc cast_storage_formats.cc
  ONNX cast_onnx.cc
  TESTS tests/cast_infershape_test.cc tests/cast_infer_symbol_shape_test.cc
  DATA tests/cast_differential.jsonl)
