# Transpose: permutes the dims of x by the value of perm.
oppkit_op(
  PROTO transpose_proto.h
  HOST transpose_infershape.cc transpose_infer_symbol_shape.cc
  TESTS tests/transpose_infershape_test.cc tests/transpose_infer_symbol_shape_test.cc
  DATA tests/transpose.jsonl tests/transpose_differential.jsonl)
