# Conv2DTranspose: y (of shape input_size) = conv2d_transpose(x, filter) (+ bias).
oppkit_op(
  PROTO conv2d_transpose_proto.h
  HOST
    conv2d_transpose_infershape.cc
    conv2d_transpose_infer_symbol_shape.cc
    conv2d_transpose_infer_datatype.cc
    conv2d_transpose_infer_format.cc
    conv2d_transpose_storage_formats.cc
    conv2d_transpose_layout.h
  ONNX conv2d_transpose_onnx.cc
  TESTS
    tests/conv2d_transpose_infer_format_test.cc
    tests/conv2d_transpose_infershape_test.cc
    tests/conv2d_transpose_infer_symbol_shape_test.cc
  ONNX_TESTS tests/conv2d_transpose_onnx_test.cc
  DATA tests/conv2d_transpose.jsonl tests/conv2d_transpose_differential.jsonl)
