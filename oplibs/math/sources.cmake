# Element-wise math, comparison, logical and activation ops (paths relative to oplibs/). common/elementwise.cc holds
# the helpers these families share (n-ary broadcasting, dtype promotion).
list(APPEND OPPKIT_OPS_HOST_SOURCES
  math/add/add_infer_shape_range.cc
  math/add/add_infer_datatype.cc
  math/add/add_infershape.cc
  math/add/add_storage_formats.cc
  math/add/add_tiling.cc
  math/cast/cast_infershape.cc
  math/cast/cast_storage_formats.cc
  math/clip_by_value/clip_by_value_infer_shape_range.cc
  math/clip_by_value/clip_by_value_infershape.cc
  math/clip_by_value/clip_by_value_storage_formats.cc
  math/comparison/comparison_infer_shape_range.cc
  math/comparison/comparison_infershape.cc
  math/comparison/comparison_storage_formats.cc
  math/elementwise_binary/elementwise_binary_infer_datatype.cc
  math/elementwise_binary/elementwise_binary_infer_shape_range.cc
  math/elementwise_binary/elementwise_binary_infershape.cc
  math/elementwise_binary/elementwise_binary_storage_formats.cc
  math/elementwise_unary/elementwise_unary_infer_datatype.cc
  math/elementwise_unary/elementwise_unary_infershape.cc
  math/elementwise_unary/elementwise_unary_storage_formats.cc
  math/identity_n/identity_n_infershape.cc
  math/select/select_infer_shape_range.cc
  math/select/select_infershape.cc
  math/select_v2/select_v2_infer_shape_range.cc
  math/select_v2/select_v2_infershape.cc
  nn/activation/activation_infershape.cc
  nn/activation/activation_storage_formats.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  math/add/add_proto.cc
  math/cast/cast_proto.cc
  math/clip_by_value/clip_by_value_proto.cc
  math/comparison/comparison_proto.cc
  math/elementwise_binary/elementwise_binary_proto.cc
  math/elementwise_unary/elementwise_unary_proto.cc
  math/identity_n/identity_n_proto.cc
  math/select/select_proto.cc
  math/select_v2/select_v2_proto.cc
  nn/activation/activation_proto.cc)
