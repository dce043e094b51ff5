# Conv3DTranspose: y (of shape input_size) = conv3d_transpose(x, filter) (+ bias).
oppkit_op(
  PROTO conv3d_transpose_proto.h
  HOST
    conv3d_transpose_infershape.cc
    conv3d_transpose_infer_symbol_shape.cc
    conv3d_transpose_infer_datatype.cc
    conv3d_transpose_infer_format.cc
    conv3d_transpose_storage_formats.cc
    conv3d_transpose_layout.h
  TESTS tests/conv3d_transpose_infershape_test.cc tests/conv3d_transpose_infer_symbol_shape_test.cc)
