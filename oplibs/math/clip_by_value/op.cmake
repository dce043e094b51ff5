# ClipByValue: clamps x to [clip_value_min, clip_value_max].
oppkit_op(
  PROTO clip_by_value_proto.h
  HOST clip_by_value_infershape.cc clip_by_value_infer_shape_range.cc clip_by_value_storage_formats.cc
    clip_by_value_infer_symbol_shape.cc
  ONNX clip_by_value_onnx.cc
  TESTS tests/clip_by_value_infershape_test.cc tests/clip_by_value_infer_symbol_shape_test.cc
  ONNX_TESTS tests/clip_by_value_onnx_test.cc
  DATA tests/clip_by_value.jsonl tests/clip_by_value_differential.jsonl)
