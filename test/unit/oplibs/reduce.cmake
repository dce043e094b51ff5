# Unit tests of the reductions, arg-reductions, TopK and Cumsum.
target_sources(oplibs_unit_tests PRIVATE
  arg_reduce_infershape_test.cc
  cumsum_infershape_test.cc
  reduce_d_infershape_test.cc
  reduce_infershape_test.cc
  top_k_infershape_test.cc)
