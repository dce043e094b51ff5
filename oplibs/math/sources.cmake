# Element-wise math, comparison, logical and activation ops (paths relative to oplibs/).
list(APPEND OPPKIT_OPS_HOST_SOURCES
  math/add/add_infershape.cc
  math/cast/cast_infershape.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  math/add/add_proto.cc
  math/cast/cast_proto.cc)
