# StridedSliceV2: x sliced along `axes` from `begin` to `end` with `strides` (Note [StridedSliceV2 semantics]).
oppkit_op(
  PROTO strided_slice_v2_proto.h
  HOST strided_slice_v2_infershape.cc strided_slice_v2_infer_symbol_shape.cc strided_slice_v2_layout.h
  ONNX strided_slice_v2_onnx.cc
  TESTS tests/strided_slice_v2_infershape_test.cc tests/strided_slice_v2_infer_symbol_shape_test.cc)
