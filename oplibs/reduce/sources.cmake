# Reductions, arg-reductions, TopK and Cumsum (paths relative to oplibs/).
list(APPEND OPPKIT_OPS_HOST_SOURCES
  reduce/arg_reduce/arg_reduce_infershape.cc
  reduce/cumsum/cumsum_infershape.cc
  reduce/reduce_d_ops/reduce_d_ops_infershape.cc
  reduce/reduce_ops/reduce_ops_infershape.cc
  reduce/top_k/top_k_infer_shape_range.cc
  reduce/top_k/top_k_infershape.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  reduce/arg_reduce/arg_reduce_proto.cc
  reduce/cumsum/cumsum_proto.cc
  reduce/reduce_d_ops/reduce_d_ops_proto.cc
  reduce/reduce_ops/reduce_ops_proto.cc
  reduce/top_k/top_k_proto.cc)
