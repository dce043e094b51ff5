# MatMul: x1 [M, K] (or [K, M] with transpose_x1) times x2 [K, N] (or [N, K] with transpose_x2) gives y [M, N].
# Its storage formats are declared with the other matrix multiplications' in common/matmul/matmul_storage_formats.cc.
oppkit_op(
  PROTO mat_mul_proto.h
  HOST mat_mul_infershape.cc mat_mul_infer_symbol_shape.cc mat_mul_infer_datatype.cc
  TESTS tests/mat_mul_infer_datatype_test.cc tests/mat_mul_infershape_test.cc tests/mat_mul_infer_symbol_shape_test.cc
  DATA tests/mat_mul.jsonl tests/mat_mul_differential.jsonl)
