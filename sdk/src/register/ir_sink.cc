// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "ir_sink.h"

#include <algorithm>
#include <cstdint>
#include <type_traits>

#include "framework/common/debug/ge_log.h"

namespace oppkit {
namespace detail {

namespace {
constexpr size_t kMaxBlockSize = size_t{1} << 20;
}  // namespace

void* Arena::AllocateInNewBlock(size_t bytes, size_t align) {
  const size_t size = std::max(next_block_size_, bytes + align);
  blocks_.emplace_back(new unsigned char[size]);
  next_ = blocks_.back().get();
  left_ = size;
  next_block_size_ = std::min(next_block_size_ * 2, kMaxBlockSize);
  return Allocate(bytes, align);
}

const char* Arena::CopyString(const char* text, size_t length) {
  auto* out = static_cast<char*>(Allocate(length + 1, 1));
  std::memcpy(out, text, length);
  out[length] = '\0';
  return out;
}

const int32_t* Arena::CopyDtypes(const std::vector<ge::DataType>& dtypes) {
  static_assert(
      sizeof(ge::DataType) == sizeof(int32_t) && std::is_same<std::underlying_type_t<ge::DataType>, int32_t>::value,
      "ge::DataType values are stored as the ABI's int32");
  if (dtypes.empty()) return nullptr;
  auto* out = static_cast<int32_t*>(Allocate(dtypes.size() * sizeof(int32_t), alignof(int32_t)));
  std::memcpy(out, dtypes.data(), dtypes.size() * sizeof(int32_t));
  return out;
}

OppkitAttrValue Arena::CopyAttrValue(const AttrValue& value) {
  OppkitAttrValue abi{};
  abi.type = static_cast<uint32_t>(value.type());
  abi.count = static_cast<uint32_t>(value.ListSize());
  const OppkitAttrValue view = value.ToAbi();  // scalars as AttrValue::ToAbi() gives them
  abi.i = view.i;
  abi.f = view.f;
  abi.s = value.GetString().empty() ? "" : CopyString(value.GetString());
  abi.ints = CopyArray(value.flat_ints());
  abi.floats = CopyArray(value.flat_floats());
  abi.inner_counts = CopyArray(value.inner_counts());
  const std::vector<std::string>& strings = value.GetListString();
  if (!strings.empty()) {
    auto* pointers = static_cast<const char**>(Allocate(strings.size() * sizeof(const char*), alignof(const char*)));
    for (size_t k = 0; k < strings.size(); ++k) pointers[k] = CopyString(strings[k]);
    abi.strings = pointers;
  }
  return abi;
}

void IrSink::Begin() {
  inputs_.clear();
  outputs_.clear();
  attrs_.clear();
  symbols_.clear();
  subgraphs_.clear();
}

OppkitIrAttr& IrSink::NewAttr(const char* name, uint32_t type) {
  OppkitIrAttr& a = attrs_.emplace_back();
  a = OppkitIrAttr{};
  a.name = Name(name);
  a.type = type;
  a.default_value.type = type;
  a.default_value.s = "";  // as AttrValue::ToAbi() gives it for non-string values
  return a;
}

void IrSink::Attr(const char* name, const AttrValue& default_value) {
  OppkitIrAttr& a = NewAttr(name, static_cast<uint32_t>(default_value.type()));
  a.default_value = arena_->CopyAttrValue(default_value);
}

void IrSink::AttrScalar(const char* name, uint32_t type, int64_t i, double f) {
  OppkitIrAttr& a = NewAttr(name, type);
  a.default_value.i = i;
  a.default_value.f = f;
}

void IrSink::AttrString(const char* name, const std::string& value) {
  OppkitIrAttr& a = NewAttr(name, OPPKIT_ATTR_STRING);
  if (!value.empty()) a.default_value.s = arena_->CopyString(value);
}

void IrSink::AttrInts(const char* name, uint32_t type, const int64_t* values, size_t count) {
  OppkitIrAttr& a = NewAttr(name, type);
  a.default_value.count = static_cast<uint32_t>(count);
  a.default_value.ints = arena_->CopyArray(values, count);
}

void IrSink::AttrFloats(const char* name, const std::vector<float>& values) {
  OppkitIrAttr& a = NewAttr(name, OPPKIT_ATTR_LIST_FLOAT);
  a.default_value.count = static_cast<uint32_t>(values.size());
  if (!values.empty()) {
    auto* out = static_cast<double*>(arena_->Allocate(values.size() * sizeof(double), alignof(double)));
    for (size_t k = 0; k < values.size(); ++k) out[k] = static_cast<double>(values[k]);
    a.default_value.floats = out;
  }
}

void IrSink::RequiredAttr(const char* name, uint32_t type) {
  OppkitIrAttr a{};
  a.name = Name(name);
  a.type = type;
  a.required = 1;  // default_value stays zero: type OPPKIT_ATTR_NONE
  attrs_.push_back(a);
}

void IrSink::TensorAttr(const char* name) {
  GELOGW("attr '%s' is a Tensor attr, which the plugin ABI does not carry: the published prototype leaves it out",
         name == nullptr ? "" : name);
}

void IrSink::Symbol(const char* name, bool is_list, const std::vector<ge::DataType>& dtypes) {
  OppkitDtypeSymbol s{};
  s.name = Name(name);
  s.is_list = is_list ? 1u : 0u;
  s.dtype_count = static_cast<uint32_t>(dtypes.size());
  s.dtypes = arena_->CopyDtypes(dtypes);
  symbols_.push_back(s);
}

void IrSink::Subgraph(const char* name, uint32_t kind) {
  OppkitIrSubgraph g{};
  g.name = Name(name);
  g.kind = kind;
  subgraphs_.push_back(g);
}

void IrSink::Finish(OppkitOpProto* proto) {
  proto->input_count = static_cast<uint32_t>(inputs_.size());
  proto->inputs = arena_->CopyArray(inputs_);
  proto->output_count = static_cast<uint32_t>(outputs_.size());
  proto->outputs = arena_->CopyArray(outputs_);
  proto->attr_count = static_cast<uint32_t>(attrs_.size());
  proto->attrs = arena_->CopyArray(attrs_);
  proto->symbol_count = static_cast<uint32_t>(symbols_.size());
  proto->symbols = arena_->CopyArray(symbols_);
  proto->subgraph_count = static_cast<uint32_t>(subgraphs_.size());
  proto->subgraphs = arena_->CopyArray(subgraphs_);
}

}  // namespace detail
}  // namespace oppkit
