# AcmeAddRmsNorm: x = x1 + x2, rstd = 1 / sqrt(mean(x^2) + epsilon) over the last rank(gamma) axes,
# y = x * rstd * gamma (+ beta) (Note [Op folders] in oppkit's cmake/OppkitOpPackage.cmake).
oppkit_op(
  PROTO acme_add_rms_norm_proto.h
  HOST
    acme_add_rms_norm_infershape.cc
    acme_add_rms_norm_infer_datatype.cc
    acme_add_rms_norm_infer_format.cc
    acme_add_rms_norm_tiling.cc
    acme_add_rms_norm_ir.h
    acme_add_rms_norm_tiling.h
  TESTS
    tests/acme_add_rms_norm_infershape_test.cc
    tests/acme_add_rms_norm_infer_datatype_test.cc
    tests/acme_add_rms_norm_infer_format_test.cc
    tests/acme_add_rms_norm_tiling_test.cc
  DATA tests/acme_add_rms_norm.jsonl)
