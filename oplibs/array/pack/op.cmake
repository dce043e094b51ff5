# Pack (= torch.stack): the N same-shape x instances stacked along a new dim at axis, in [-(r+1), r].
oppkit_op(
  PROTO pack_proto.h
  HOST pack_infershape.cc pack_infer_symbol_shape.cc
  TESTS tests/pack_infershape_test.cc tests/pack_infer_symbol_shape_test.cc
  DATA tests/pack.jsonl tests/pack_differential.jsonl)
