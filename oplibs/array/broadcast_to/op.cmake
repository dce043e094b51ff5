# BroadcastTo: x broadcast (one-directionally) to the shape given by the value of `shape`.
oppkit_op(
  PROTO broadcast_to_proto.h
  HOST broadcast_to_infershape.cc broadcast_to_infer_symbol_shape.cc
  TESTS tests/broadcast_to_infershape_test.cc tests/broadcast_to_infer_symbol_shape_test.cc
  DATA tests/broadcast_to.jsonl tests/broadcast_to_differential.jsonl)
