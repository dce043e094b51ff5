# Fill: a tensor of the shape given by the value of `dims` (1-D), every element equal to the scalar `value`.
oppkit_op(
  PROTO fill_proto.h
  HOST fill_infershape.cc fill_infer_symbol_shape.cc
  TESTS tests/fill_infershape_test.cc tests/fill_infer_symbol_shape_test.cc
  DATA tests/fill.jsonl tests/fill_differential.jsonl)
