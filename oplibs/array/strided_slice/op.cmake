# StridedSlice (TF): begin/end/strides (value-dependent) with the five bit masks.
oppkit_op(
  PROTO strided_slice_proto.h
  HOST strided_slice_infershape.cc strided_slice_infer_symbol_shape.cc strided_slice_spec.h strided_slice_spec.cc
  TESTS tests/strided_slice_infershape_test.cc tests/strided_slice_infer_symbol_shape_test.cc
  DATA tests/strided_slice.jsonl tests/strided_slice_differential.jsonl)
