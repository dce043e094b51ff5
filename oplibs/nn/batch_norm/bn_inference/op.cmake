# BNInference: inference batch normalisation of x (NCHW or NHWC, per x's format) with per-channel mean, variance and
# momentum (the scale factor of mean and variance) and optional scale and offset.
oppkit_op(
  PROTO bn_inference_proto.h
  HOST bn_inference_infershape.cc bn_inference_infer_symbol_shape.cc bn_inference_infer_datatype.cc
    bn_inference_storage_formats.cc
  TESTS tests/bn_inference_infer_datatype_test.cc tests/bn_inference_infershape_test.cc
    tests/bn_inference_infer_symbol_shape_test.cc
  DATA tests/bn_inference.jsonl tests/bn_inference_differential.jsonl)
