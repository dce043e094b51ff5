# Unit tests of the array ops that rearrange or select data.
target_sources(oplibs_unit_tests PRIVATE
  concat_d_infershape_test.cc
  concat_v2_infershape_test.cc
  expand_dims_infershape_test.cc
  flatten_infershape_test.cc
  gather_elements_infershape_test.cc
  gather_infershape_test.cc
  gather_v2_d_infershape_test.cc
  pack_infershape_test.cc
  scatter_elements_infershape_test.cc
  slice_infershape_test.cc
  split_infershape_test.cc
  squeeze_infershape_test.cc
  squeeze_v3_infershape_test.cc
  strided_slice_infershape_test.cc
  strided_slice_v2_infershape_test.cc
  tile_infershape_test.cc
  transpose_d_infershape_test.cc
  transpose_infershape_test.cc
  unpack_infershape_test.cc
  unsqueeze_infershape_test.cc
  where_infer_shape_range_test.cc
  where_infershape_test.cc)
