# acme's InferShape for the built-in MatMulV2 (Note [Overriding one function of a built-in op]): an override folder,
# with host functions, tests and data but no prototype (MatMulV2's stays the built-in one).
oppkit_op(
  HOST mat_mul_v2_infershape.cc mat_mul_v2_limits.h
  TESTS tests/mat_mul_v2_infershape_test.cc
  DATA tests/mat_mul_v2.jsonl)
