# Range: the sequence start, start + delta, ... up to limit (excluded; included if is_closed), from three scalars.
oppkit_op(
  PROTO range_proto.h
  HOST range_infershape.cc range_infer_datatype.cc range_infershape.h range_infer_symbol_shape.cc
  ONNX range_onnx.cc
  TESTS tests/range_infershape_test.cc tests/range_infer_symbol_shape_test.cc
  DATA tests/range.jsonl tests/range_differential.jsonl)
