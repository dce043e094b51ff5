# GatherV2: y = x.shape[:axis] + indices.shape[batch_dims:] + x.shape[axis+1:].
oppkit_op(
  PROTO gather_v2_proto.h
  HOST gather_v2_infershape.cc gather_v2_infer_symbol_shape.cc
  TESTS tests/gather_v2_infershape_test.cc tests/gather_v2_infer_symbol_shape_test.cc
  DATA tests/gather_v2.jsonl tests/gather_v2_differential.jsonl)
