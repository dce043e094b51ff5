# Unpack (TF Unstack): num tensors, x with dim axis removed (x.shape[axis] == num).
oppkit_op(
  PROTO unpack_proto.h
  HOST unpack_infershape.cc unpack_infer_symbol_shape.cc
  TESTS tests/unpack_infershape_test.cc tests/unpack_infer_symbol_shape_test.cc
  DATA tests/unpack.jsonl tests/unpack_differential.jsonl)
