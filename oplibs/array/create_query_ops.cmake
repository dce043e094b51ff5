# Array ops that create tensors or describe them: Pad, Fill, BroadcastTo, Range, OneHot, Shape, Size, Rank, NonZero,
# TransData, ... (paths relative to oplibs/).
list(APPEND OPPKIT_OPS_HOST_SOURCES
  array/broadcast_to/broadcast_to_infershape.cc
  array/expand/expand_infershape.cc
  array/fill/fill_infershape.cc
  array/fill_v2/fill_v2_infershape.cc
  array/non_zero/non_zero_infer_shape_range.cc
  array/non_zero/non_zero_infershape.cc
  array/one_hot/one_hot_infershape.cc
  array/pad/pad_infershape.cc
  array/pad_v3/pad_v3_infershape.cc
  array/range/range_infer_datatype.cc
  array/range/range_infershape.cc
  array/rank/rank_infershape.cc
  array/shape/shape_infershape.cc
  array/size/size_infershape.cc
  array/trans_data/trans_data_formats.cc
  array/trans_data/trans_data_infer_format.cc
  array/trans_data/trans_data_infershape.cc
  common/pad_shape.cc
  common/shape_input.cc)
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  array/broadcast_to/broadcast_to_proto.cc
  array/expand/expand_proto.cc
  array/fill/fill_proto.cc
  array/fill_v2/fill_v2_proto.cc
  array/non_zero/non_zero_proto.cc
  array/one_hot/one_hot_proto.cc
  array/pad/pad_proto.cc
  array/pad_v3/pad_v3_proto.cc
  array/range/range_proto.cc
  array/rank/rank_proto.cc
  array/shape/shape_proto.cc
  array/size/size_proto.cc
  array/trans_data/trans_data_proto.cc)
