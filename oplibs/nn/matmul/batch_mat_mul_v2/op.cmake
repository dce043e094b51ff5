# BatchMatMulV2: x1 [..., M, K] times x2 [..., K, N] (the last two dims swapped by adj_x1 / adj_x2) gives y
# [broadcast(batch dims), M, N].
# Its storage formats are declared with the other matrix multiplications' in common/matmul/matmul_storage_formats.cc.
oppkit_op(
  PROTO batch_mat_mul_v2_proto.h
  HOST
    batch_mat_mul_v2_infershape.cc
    batch_mat_mul_v2_infer_symbol_shape.cc
    batch_mat_mul_v2_infer_datatype.cc
    batch_mat_mul_v2_tiling.cc
  ONNX batch_mat_mul_v2_onnx.cc
  TESTS
    tests/batch_mat_mul_v2_infer_datatype_test.cc
    tests/batch_mat_mul_v2_infershape_test.cc tests/batch_mat_mul_v2_infer_symbol_shape_test.cc
    tests/batch_mat_mul_v2_tiling_test.cc
  DATA tests/batch_mat_mul_v2_differential.jsonl)
