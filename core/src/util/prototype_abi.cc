// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/prototype_abi.h"

namespace oppkit::detail {
namespace {

OppkitIrTensor TensorAbi(const IrTensor& t, std::vector<std::vector<int32_t>>* dtypes) {
  OppkitIrTensor out{};
  out.name = t.name.c_str();
  out.kind = static_cast<uint32_t>(t.kind);
  if (!t.type_symbol.empty()) {
    out.type_symbol = t.type_symbol.c_str();
  } else {
    std::vector<int32_t>& set = dtypes->emplace_back(t.dtypes.begin(), t.dtypes.end());
    out.dtype_count = static_cast<uint32_t>(set.size());
    out.dtypes = set.empty() ? nullptr : set.data();
  }
  return out;
}

}  // namespace

PrototypeAbi::PrototypeAbi(const OpPrototype& proto) {
  dtypes_.reserve(proto.inputs.size() + proto.outputs.size());  // no reallocation: the tensors point into it
  for (const IrTensor& t : proto.inputs) inputs_.push_back(TensorAbi(t, &dtypes_));
  for (const IrTensor& t : proto.outputs) outputs_.push_back(TensorAbi(t, &dtypes_));
  defaults_.reserve(proto.attrs.size());
  for (const IrAttr& a : proto.attrs) {
    OppkitIrAttr out{};
    out.name = a.name.c_str();
    out.type = static_cast<uint32_t>(a.type);
    out.required = a.required ? 1u : 0u;
    // A copy: AttrValue::ToAbi() fills a cache of the object, and the prototype is shared by every caller.
    const AttrValue& value = defaults_.emplace_back(a.default_value);
    out.default_value = value.ToAbi();
    attrs_.push_back(out);
  }
  for (const IrSubgraph& g : proto.subgraphs) {
    OppkitIrSubgraph out{};
    out.name = g.name.c_str();
    out.kind = static_cast<uint32_t>(g.kind);
    subgraphs_.push_back(out);
  }
  proto_.struct_size = sizeof(OppkitOpProto);
  proto_.op_type = proto.op_type.c_str();
  proto_.input_count = static_cast<uint32_t>(inputs_.size());
  proto_.inputs = inputs_.empty() ? nullptr : inputs_.data();
  proto_.output_count = static_cast<uint32_t>(outputs_.size());
  proto_.outputs = outputs_.empty() ? nullptr : outputs_.data();
  proto_.attr_count = static_cast<uint32_t>(attrs_.size());
  proto_.attrs = attrs_.empty() ? nullptr : attrs_.data();
  proto_.subgraph_count = static_cast<uint32_t>(subgraphs_.size());
  proto_.subgraphs = subgraphs_.empty() ? nullptr : subgraphs_.data();
}

}  // namespace oppkit::detail
