# Unit tests of the element-wise math, comparison, logical and activation ops.
target_sources(oplibs_unit_tests PRIVATE
  add_infershape_test.cc
  cast_infershape_test.cc)
