# Conv2D: y = conv(x, filter) (+ bias).
oppkit_op(
  PROTO conv2d_proto.h
  HOST
    conv2d_infershape.cc
    conv2d_infer_symbol_shape.cc
    conv2d_infer_datatype.cc
    conv2d_infer_format.cc
    conv2d_tiling.cc
    conv2d_storage_formats.cc
    conv2d_layout.h
    conv2d_tiling.h
  ONNX conv2d_onnx.cc
  TESTS
    tests/conv2d_infer_datatype_test.cc
    tests/conv2d_infer_format_test.cc
    tests/conv2d_infershape_test.cc
    tests/conv2d_infer_symbol_shape_test.cc
    tests/conv2d_tiling_test.cc
  ONNX_TESTS tests/conv2d_onnx_test.cc
  DATA tests/conv2d_differential.jsonl)
