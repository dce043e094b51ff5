# TransData: dst holds src's data laid out in dst_format instead of src_format (format names such as "NCHW",
# "NC1HWC0").
oppkit_op(
  PROTO trans_data_proto.h
  HOST
    trans_data_infershape.cc
    trans_data_infer_symbol_shape.cc
    trans_data_infer_format.cc
    trans_data_tiling.cc
    trans_data_formats.cc
    trans_data_formats.h
    trans_data_tiling.h
  TESTS
    tests/trans_data_infer_format_test.cc
    tests/trans_data_infershape_test.cc
    tests/trans_data_tiling_test.cc
    tests/trans_data_infer_symbol_shape_test.cc
  DATA tests/trans_data.jsonl)
