# GatherElements (torch.gather): y has the shape of index, which has x's rank.
oppkit_op(
  PROTO gather_elements_proto.h
  HOST gather_elements_infershape.cc gather_elements_infer_symbol_shape.cc
  ONNX gather_elements_onnx.cc
  TESTS tests/gather_elements_infershape_test.cc tests/gather_elements_infer_symbol_shape_test.cc
  DATA tests/gather_elements.jsonl tests/gather_elements_differential.jsonl)
