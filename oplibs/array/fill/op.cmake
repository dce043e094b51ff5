# Fill: a tensor of the shape given by the value of `dims` (1-D), every element equal to the scalar `value`.
oppkit_op(
  PROTO fill_proto.h
  HOST fill_infershape.cc
  TESTS tests/fill_infershape_test.cc
  DATA tests/fill.jsonl tests/fill_differential.jsonl)
