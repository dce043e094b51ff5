# Einsum: the Einstein summation the equation attr names (numpy/torch syntax: "ij,jk->ik", "...ij->...ji", implicit
# "ij,jk") over the N instances of the dynamic input x.
oppkit_op(
  PROTO einsum_proto.h
  HOST einsum_infershape.cc einsum_infer_symbol_shape.cc einsum_infer_datatype.cc einsum_equation.cc einsum_equation.h
  ONNX einsum_onnx.cc
  TESTS tests/einsum_infer_datatype_test.cc tests/einsum_infershape_test.cc tests/einsum_infer_symbol_shape_test.cc
  DATA tests/einsum.jsonl tests/einsum_differential.jsonl)
