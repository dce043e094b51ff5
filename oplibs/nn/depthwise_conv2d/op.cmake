# DepthwiseConv2D: y = conv(x, filter) per input channel, with a channel multiplier (+ bias).
oppkit_op(
  PROTO depthwise_conv2d_proto.h
  HOST
    depthwise_conv2d_infershape.cc
    depthwise_conv2d_infer_symbol_shape.cc
    depthwise_conv2d_infer_datatype.cc
    depthwise_conv2d_infer_format.cc
    depthwise_conv2d_storage_formats.cc
  TESTS
    tests/depthwise_conv2d_infer_format_test.cc
    tests/depthwise_conv2d_infershape_test.cc
    tests/depthwise_conv2d_infer_symbol_shape_test.cc
  DATA tests/depthwise_conv2d.jsonl tests/depthwise_conv2d_differential.jsonl)
