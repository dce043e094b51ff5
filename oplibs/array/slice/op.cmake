# Slice (TF Slice): y.shape[i] = size[i] (-1: to the end of the dim), starting at offsets[i].
oppkit_op(
  PROTO slice_proto.h
  HOST slice_infershape.cc slice_infer_symbol_shape.cc
  TESTS tests/slice_infershape_test.cc tests/slice_infer_symbol_shape_test.cc
  DATA tests/slice.jsonl tests/slice_differential.jsonl)
