# Select: picks x1 where condition is true, else x2.
oppkit_op(
  PROTO select_proto.h
  HOST select_infershape.cc select_infer_shape_range.cc select_infer_symbol_shape.cc
  TESTS tests/select_infershape_test.cc tests/select_infer_symbol_shape_test.cc
  DATA tests/select.jsonl tests/select_differential.jsonl)
