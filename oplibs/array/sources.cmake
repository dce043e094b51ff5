# Array ops that rearrange or select data: reshape, concat, split, slice, gather, tile, ... (paths relative to oplibs/).
list(APPEND OPPKIT_OPS_HOST_SOURCES
  array/concat_v2/concat_v2_infershape.cc
  array/reshape/reshape_infershape.cc
  array/transpose/transpose_infershape.cc
  array/where/where_infershape.cc
  array/where/where_infer_shape_range.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  array/concat_v2/concat_v2_proto.cc
  array/reshape/reshape_proto.cc
  array/transpose/transpose_proto.cc
  array/where/where_proto.cc)
