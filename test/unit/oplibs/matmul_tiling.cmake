# Tiling tests of MatMulV2 and BatchMatMulV2 (oplibs/nn/matmul).
target_sources(oplibs_unit_tests PRIVATE
  batch_mat_mul_v2_tiling_test.cc
  mat_mul_v2_tiling_test.cc)
