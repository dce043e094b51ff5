# Gather (TF Gather v1): gathers along axis batch_dims: y = x.shape[:b] + indices.shape[b:] + x.shape[b+1:].
oppkit_op(
  PROTO gather_proto.h
  HOST gather_infershape.cc gather_infer_symbol_shape.cc
  TESTS tests/gather_infershape_test.cc tests/gather_infer_symbol_shape_test.cc
  DATA tests/gather.jsonl tests/gather_differential.jsonl)
