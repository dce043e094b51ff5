# Tile: y.shape[i] = x.shape[i] * multiples[i] (multiples value-dependent).
oppkit_op(
  PROTO tile_proto.h
  HOST tile_infershape.cc
  ONNX tile_onnx.cc
  TESTS tests/tile_infershape_test.cc
  DATA tests/tile.jsonl tests/tile_differential.jsonl)
