// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Malformed plugin descriptions, one per build (BAD_INFO_CASE):
//   1 libbad_null_op_type.so  an op table entry without an op type
//   2 libbad_null_table.so    op_impl_count 3 but op_table NULL
//   3 libbad_cut_size.so      struct_size that ends in the middle of a field
//   4 libbad_null_info.so     the entry returns NULL
//   5 libbad_attr_list.so     a prototype attr default claiming 4 ints without an array
//   6 libbad_tiling_size.so   a max tiling data size of 2^62 bytes (the host would allocate it per tiling call)
#include <cstddef>
#include <cstdint>

#include "oppkit/plugin_abi.h"

namespace {

OppkitOpImpl MakeImpl() {
  OppkitOpImpl impl{};
  impl.struct_size = sizeof(OppkitOpImpl);
  impl.op_type = BAD_INFO_CASE == 1 ? nullptr : "BadOp";
  impl.max_tiling_data_size = BAD_INFO_CASE == 6 ? uint64_t{1} << 62 : 0;
  return impl;
}
const OppkitOpImpl kImpls[] = {MakeImpl()};

const OppkitIrTensor kInputs[] = {{"x", OPPKIT_IO_REQUIRED, 0, "T", nullptr}};
OppkitIrAttr MakeAttr() {
  OppkitIrAttr attr{};
  attr.name = "axes";
  attr.type = OPPKIT_ATTR_LIST_INT;
  attr.default_value.type = OPPKIT_ATTR_LIST_INT;
  attr.default_value.count = 4;
  attr.default_value.ints = nullptr;
  return attr;
}
const OppkitIrAttr kAttrs[] = {MakeAttr()};
OppkitOpProto MakeProto() {
  OppkitOpProto proto{};
  proto.struct_size = sizeof(OppkitOpProto);
  proto.op_type = "BadOp";
  proto.input_count = 1;
  proto.inputs = kInputs;
  proto.attr_count = 1;
  proto.attrs = kAttrs;
  return proto;
}
const OppkitOpProto kProtos[] = {MakeProto()};

OppkitPluginInfo MakeInfo() {
  OppkitPluginInfo info{};
  info.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
  info.struct_size = BAD_INFO_CASE == 3 ? offsetof(OppkitPluginInfo, op_table) + 4 : sizeof(OppkitPluginInfo);
  info.op_impl_count = BAD_INFO_CASE == 2 ? 3 : 1;
  info.op_table = BAD_INFO_CASE == 2 ? nullptr : kImpls;
  info.op_impl_struct_size = sizeof(OppkitOpImpl);
  if (BAD_INFO_CASE == 5) {
    info.op_proto_count = 1;
    info.proto_table = kProtos;
    info.op_proto_struct_size = sizeof(OppkitOpProto);
  }
  return info;
}
const OppkitPluginInfo kInfo = MakeInfo();

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) {
  return BAD_INFO_CASE == 4 ? nullptr : &kInfo;
}
