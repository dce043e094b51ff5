# Add: element-wise sum with numpy broadcasting.
oppkit_op(
  PROTO add_proto.h
  HOST
    add_infershape.cc
    add_infer_symbol_shape.cc
    add_infer_datatype.cc
    add_infer_shape_range.cc
    add_tiling.cc
    add_storage_formats.cc
    add_tiling.h
  ONNX add_onnx.cc
  TESTS tests/add_infershape_test.cc tests/add_infer_symbol_shape_test.cc tests/add_tiling_test.cc
  DATA tests/add_differential.jsonl)
