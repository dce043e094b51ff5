# IdentityN: forwards each instance of the dynamic input x to the same instance of the dynamic output y.
oppkit_op(
  PROTO identity_n_proto.h
  HOST identity_n_infershape.cc identity_n_infer_symbol_shape.cc
  TESTS tests/identity_n_infershape_test.cc tests/identity_n_infer_symbol_shape_test.cc
  DATA tests/identity_n.jsonl tests/identity_n_differential.jsonl)
