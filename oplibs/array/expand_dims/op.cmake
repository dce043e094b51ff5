# ExpandDims: inserts one size-1 dim at the value of axis (a scalar, value-dependent), axis in [-(r+1), r].
oppkit_op(
  PROTO expand_dims_proto.h
  HOST expand_dims_infershape.cc expand_dims_infer_symbol_shape.cc
  TESTS tests/expand_dims_infershape_test.cc tests/expand_dims_infer_symbol_shape_test.cc
  DATA tests/expand_dims.jsonl tests/expand_dims_differential.jsonl)
