# StridedSlice (TF): begin/end/strides (value-dependent) with the five bit masks.
oppkit_op(
  PROTO strided_slice_proto.h
  HOST strided_slice_infershape.cc
  TESTS tests/strided_slice_infershape_test.cc
  DATA tests/strided_slice.jsonl tests/strided_slice_differential.jsonl)
