# ROIAlign: regions of interest pooled from an NCHW feature map into fixed-size bins (Note [ROIAlign shape]).
oppkit_op(
  PROTO roi_align_proto.h
  HOST roi_align_infershape.cc roi_align_infer_symbol_shape.cc roi_align_attrs.h
  ONNX roi_align_onnx.cc
  TESTS tests/roi_align_infershape_test.cc tests/roi_align_infer_symbol_shape_test.cc
  ONNX_TESTS tests/roi_align_onnx_test.cc
  DATA tests/roi_align.jsonl)
