# Conv3D: y = conv3d(x, filter) (+ bias).
oppkit_op(
  PROTO conv3d_proto.h
  HOST
    conv3d_infershape.cc
    conv3d_infer_symbol_shape.cc
    conv3d_infer_datatype.cc
    conv3d_infer_format.cc
    conv3d_storage_formats.cc
    conv3d_layout.h
  TESTS tests/conv3d_infer_format_test.cc tests/conv3d_infershape_test.cc tests/conv3d_infer_symbol_shape_test.cc
  DATA tests/conv3d.jsonl tests/conv3d_differential.jsonl)
