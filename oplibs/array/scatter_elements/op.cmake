# ScatterElements (ONNX): y = data with updates written at indices along axis.
oppkit_op(
  PROTO scatter_elements_proto.h
  HOST scatter_elements_infershape.cc scatter_elements_infer_symbol_shape.cc
  ONNX scatter_elements_onnx.cc
  TESTS tests/scatter_elements_infershape_test.cc tests/scatter_elements_infer_symbol_shape_test.cc
  DATA tests/scatter_elements.jsonl tests/scatter_elements_differential.jsonl)
