# Tile: y.shape[i] = x.shape[i] * multiples[i] (multiples value-dependent).
oppkit_op(
  PROTO tile_proto.h
  HOST tile_infershape.cc tile_infer_symbol_shape.cc
  ONNX tile_onnx.cc
  TESTS tests/tile_infershape_test.cc tests/tile_infer_symbol_shape_test.cc
  DATA tests/tile.jsonl tests/tile_differential.jsonl)
