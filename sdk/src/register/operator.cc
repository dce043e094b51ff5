// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Operator: attrs, IR registration (called by REG_OP classes), dynamic instances, input links, tensor descs and
// subgraph builders.
#include "graph/operator.h"

#include <algorithm>
#include <string>
#include <utility>

#include "framework/common/debug/ge_log.h"
#include "graph/graph.h"
#include "ir_sink.h"
#include "operator_impl.h"

namespace ge {
namespace {

using oppkit::AttrType;
using oppkit::AttrValue;
using oppkit::detail::IrTensorDef;

const char* OrEmpty(const char* s) { return s == nullptr ? "" : s; }

IrTensorDef MakeTensorDef(const char* name, uint32_t kind, const char* symbol) {
  IrTensorDef def;
  def.name = OrEmpty(name);
  def.kind = kind;
  def.has_symbol = true;
  def.symbol = OrEmpty(symbol);
  return def;
}

IrTensorDef MakeTensorDef(const char* name, uint32_t kind, const TensorType& types) {
  IrTensorDef def;
  def.name = OrEmpty(name);
  def.kind = kind;
  def.dtypes = types.GetTypes();
  return def;
}

const IrTensorDef* FindTensor(const std::vector<IrTensorDef>& defs, const std::string& name) {
  for (const IrTensorDef& def : defs) {
    if (def.name == name) return &def;
  }
  return nullptr;
}

std::pair<std::string, AttrValue>* FindAttr(OperatorImpl& impl, const char* name) {
  for (auto& entry : impl.attrs) {
    if (entry.first == name) return &entry;
  }
  return nullptr;
}

const AttrValue* FindAttrValue(const std::shared_ptr<OperatorImpl>& impl, const char* name) {
  if (impl == nullptr || name == nullptr) return nullptr;
  for (const auto& entry : impl->attrs) {
    if (entry.first == name) return entry.second.empty() ? nullptr : &entry.second;
  }
  return nullptr;
}

}  // namespace

// --- construction and identity -------------------------------------------------------------------------------

Operator::Operator(const char_t* type) : Operator("", type) {}

Operator::Operator(const char_t* name, const char_t* type) : impl_(std::make_shared<OperatorImpl>()) {
  impl_->name = OrEmpty(name);
  impl_->type = OrEmpty(type);
}

Operator::Operator(const AscendString& name, const AscendString& type) : Operator(name.GetString(), type.GetString()) {}

bool Operator::IsEmpty() const { return impl_ == nullptr; }

std::string Operator::GetName() const { return impl_ == nullptr ? std::string() : impl_->name; }

graphStatus Operator::GetName(AscendString& name) const {
  if (impl_ == nullptr) return GRAPH_FAILED;
  name = AscendString(impl_->name.c_str());
  return GRAPH_SUCCESS;
}

std::string Operator::GetOpType() const { return impl_ == nullptr ? std::string() : impl_->type; }

graphStatus Operator::GetOpType(AscendString& type) const {
  if (impl_ == nullptr) return GRAPH_FAILED;
  type = AscendString(impl_->type.c_str());
  return GRAPH_SUCCESS;
}

// --- input links ---------------------------------------------------------------------------------------------

namespace {

// Removes one entry for \p consumer from \p source's consumer list (Note [Operator links]).
void DropConsumer(OperatorImpl* source, const OperatorImpl* consumer) {
  if (source == nullptr) return;
  auto& list = source->consumers;
  for (auto it = list.begin(); it != list.end(); ++it) {
    if (it->lock().get() == consumer) {
      list.erase(it);
      return;
    }
  }
}

// Records a link; logs and ignores a bad destination or an empty source.
void Connect(const std::shared_ptr<OperatorImpl>& dst, const char* dst_name, uint32_t dst_instance, bool dynamic_call,
             const Operator& src, const char* src_output_name, uint32_t src_index) {
  OperatorImpl* impl = dst.get();
  if (impl == nullptr) {
    GELOGE(GRAPH_FAILED, "SetInput on an empty operator");
    return;
  }
  if (src.IsEmpty()) {
    GELOGE(GRAPH_FAILED, "op[%s]: SetInput('%s') with an empty source operator", impl->name.c_str(), OrEmpty(dst_name));
    return;
  }
  const IrTensorDef* def = FindTensor(impl->ir.inputs, OrEmpty(dst_name));
  if (def == nullptr) {
    GELOGE(GRAPH_FAILED, "op[%s] (%s) has no input '%s'", impl->name.c_str(), impl->type.c_str(), OrEmpty(dst_name));
    return;
  }
  const bool is_dynamic = def->kind == OPPKIT_IO_DYNAMIC;
  if (is_dynamic != dynamic_call) {
    GELOGE(GRAPH_FAILED, "op[%s]: input '%s' is %s; use %s", impl->name.c_str(), def->name.c_str(),
           is_dynamic ? "dynamic" : "not dynamic", is_dynamic ? "set_dynamic_input_<x>()" : "set_input_<x>()");
    return;
  }
  std::vector<OperatorImpl::Link>& links = impl->input_links[def->name];
  if (dst_instance >= links.size()) {
    GELOGE(GRAPH_FAILED, "op[%s]: instance %u of input '%s' does not exist (%zu created)", impl->name.c_str(),
           dst_instance, def->name.c_str(), links.size());
    return;
  }
  OperatorImpl::Link& link = links[dst_instance];
  if (link.connected) DropConsumer(link.source.get(), impl);
  link.connected = true;
  link.source = oppkit::detail::OperatorAccess::SharedImpl(src);
  link.source->consumers.push_back(dst);
  link.link.src_name = src.GetName();
  link.link.src_type = src.GetOpType();
  link.link.src_output_name = OrEmpty(src_output_name);
  link.link.src_output_index = src_index;
  if (src_output_name != nullptr) {
    // Resolve the output name to an index through the source's IR when its outputs are all static.
    const OperatorImpl* src_impl = oppkit::detail::OperatorAccess::Impl(src);
    uint32_t index = 0;
    for (const IrTensorDef& out : src_impl->ir.outputs) {
      if (out.name == src_output_name) {
        link.link.src_output_index = index;
        break;
      }
      if (out.kind == OPPKIT_IO_DYNAMIC) break;
      ++index;
    }
  }
}

}  // namespace

Operator& Operator::SetInput(const char_t* dst_name, const Operator& src_oprt) {
  Connect(impl_, dst_name, 0, false, src_oprt, nullptr, 0);
  return *this;
}

Operator& Operator::SetInput(const char_t* dst_name, const Operator& src_oprt, const char_t* name) {
  Connect(impl_, dst_name, 0, false, src_oprt, OrEmpty(name), 0);
  return *this;
}

Operator& Operator::SetInput(const char_t* dst_name, const Operator& src_oprt, uint32_t index) {
  Connect(impl_, dst_name, 0, false, src_oprt, nullptr, index);
  return *this;
}

Operator& Operator::SetInput(const char_t* dst_name, uint32_t dst_index, const Operator& src_oprt) {
  Connect(impl_, dst_name, dst_index, true, src_oprt, nullptr, 0);
  return *this;
}

Operator& Operator::SetInput(const char_t* dst_name, uint32_t dst_index, const Operator& src_oprt, const char_t* name) {
  Connect(impl_, dst_name, dst_index, true, src_oprt, OrEmpty(name), 0);
  return *this;
}

Operator& Operator::SetInput(uint32_t dst_index, const Operator& src_oprt, uint32_t src_index) {
  if (impl_ == nullptr) {
    GELOGE(GRAPH_FAILED, "SetInput on an empty operator");
    return *this;
  }
  uint32_t position = 0;
  for (const IrTensorDef& def : impl_->ir.inputs) {
    const auto count = static_cast<uint32_t>(impl_->input_links[def.name].size());
    if (dst_index < position + count) {
      Connect(impl_, def.name.c_str(), dst_index - position, def.kind == OPPKIT_IO_DYNAMIC, src_oprt, nullptr,
              src_index);
      return *this;
    }
    position += count;
  }
  GELOGE(GRAPH_FAILED, "op[%s]: input index %u out of range (%u inputs)", impl_->name.c_str(), dst_index, position);
  return *this;
}

size_t Operator::GetInputsSize() const {
  if (impl_ == nullptr) return 0;
  size_t n = 0;
  for (const IrTensorDef& def : impl_->ir.inputs) {
    auto it = impl_->input_links.find(def.name);
    n += it == impl_->input_links.end() ? 0 : it->second.size();
  }
  return n;
}

size_t Operator::GetOutputsSize() const {
  if (impl_ == nullptr) return 0;
  size_t n = 0;
  for (const IrTensorDef& def : impl_->ir.outputs) {
    if (def.kind == OPPKIT_IO_DYNAMIC) {
      auto it = impl_->dynamic_output_counts.find(def.name);
      n += it == impl_->dynamic_output_counts.end() ? 0 : it->second;
    } else {
      ++n;
    }
  }
  return n;
}

int32_t Operator::GetDynamicInputNum(const char_t* name) const {
  if (impl_ == nullptr || name == nullptr) return 0;
  const IrTensorDef* def = FindTensor(impl_->ir.inputs, name);
  if (def == nullptr || def->kind != OPPKIT_IO_DYNAMIC) return 0;
  auto it = impl_->input_links.find(def->name);
  return it == impl_->input_links.end() ? 0 : static_cast<int32_t>(it->second.size());
}

int32_t Operator::GetDynamicOutputNum(const char_t* name) const {
  if (impl_ == nullptr || name == nullptr) return 0;
  auto it = impl_->dynamic_output_counts.find(name);
  return it == impl_->dynamic_output_counts.end() ? 0 : static_cast<int32_t>(it->second);
}

int32_t Operator::GetSubgraphCount(const char_t* name) const {
  if (impl_ == nullptr || name == nullptr) return 0;
  auto it = impl_->subgraph_counts.find(name);
  return it == impl_->subgraph_counts.end() ? 0 : static_cast<int32_t>(it->second);
}

// --- tensor descs -----------------------------------------------------------------------------------------------

// Note [Operator tensor descs]
// Each input instance keeps its desc beside its link, each output instance in output_descs; both start as a
// default TensorDesc and are marked `set` by Update*Desc, so that the graph description can tell a declared desc
// (a Data node's tensor, a format the user gave an op) from a default one. Instances are named as GE names them:
// a required/optional input or output by its IR name, instance k of a dynamic one by its IR name and k (`x0`).

namespace {

/// One resolved instance: the IR def and the instance number.
struct Instance {
  const IrTensorDef* def = nullptr;
  uint32_t index = 0;
};

uint32_t InstanceCount(const OperatorImpl& impl, const IrTensorDef& def, bool output) {
  if (!output) {
    auto it = impl.input_links.find(def.name);
    return it == impl.input_links.end() ? 0 : static_cast<uint32_t>(it->second.size());
  }
  auto it = impl.output_descs.find(def.name);
  return it == impl.output_descs.end() ? 0 : static_cast<uint32_t>(it->second.size());
}

// Resolves an instance name (`x`, or `x1` for instance 1 of dynamic `x`).
bool ResolveByName(const OperatorImpl& impl, bool output, const std::string& name, Instance* out) {
  const std::vector<IrTensorDef>& defs = output ? impl.ir.outputs : impl.ir.inputs;
  for (const IrTensorDef& def : defs) {
    if (def.kind != OPPKIT_IO_DYNAMIC && def.name == name) {
      *out = Instance{&def, 0};
      return true;
    }
  }
  for (const IrTensorDef& def : defs) {
    if (def.kind != OPPKIT_IO_DYNAMIC || name.size() <= def.name.size() || name.compare(0, def.name.size(), def.name))
      continue;
    const std::string digits = name.substr(def.name.size());
    if (digits.find_first_not_of("0123456789") != std::string::npos || (digits.size() > 1 && digits[0] == '0'))
      continue;
    if (digits.size() > 9) continue;
    const auto k = static_cast<uint32_t>(std::stoul(digits));
    if (k < InstanceCount(impl, def, output)) {
      *out = Instance{&def, k};
      return true;
    }
  }
  return false;
}

// Resolves an instance index (IR order, dynamic instances expanded).
bool ResolveByIndex(const OperatorImpl& impl, bool output, uint32_t index, Instance* out) {
  uint32_t position = 0;
  for (const IrTensorDef& def : output ? impl.ir.outputs : impl.ir.inputs) {
    const uint32_t count = InstanceCount(impl, def, output);
    if (index < position + count) {
      *out = Instance{&def, index - position};
      return true;
    }
    position += count;
  }
  return false;
}

// Resolves instance \p index of dynamic input/output \p name.
bool ResolveDynamic(const OperatorImpl& impl, bool output, const char* name, uint32_t index, Instance* out) {
  const IrTensorDef* def = FindTensor(output ? impl.ir.outputs : impl.ir.inputs, OrEmpty(name));
  if (def == nullptr || def->kind != OPPKIT_IO_DYNAMIC || index >= InstanceCount(impl, *def, output)) return false;
  *out = Instance{def, index};
  return true;
}

InstanceDesc& DescOf(OperatorImpl& impl, bool output, const Instance& at) {
  if (output) return impl.output_descs[at.def->name][at.index];
  return impl.input_links[at.def->name][at.index].desc;
}

template <typename Resolve>
TensorDesc GetDesc(const std::shared_ptr<OperatorImpl>& impl, bool output, const Resolve& resolve,
                   const std::string& what) {
  Instance at;
  if (impl == nullptr || !resolve(*impl, &at)) {
    GELOGE(GRAPH_FAILED, "op[%s] has no %s %s", impl == nullptr ? "" : impl->name.c_str(), output ? "output" : "input",
           what.c_str());
    return TensorDesc();
  }
  return DescOf(*impl, output, at).desc;
}

template <typename Resolve>
graphStatus UpdateDesc(const std::shared_ptr<OperatorImpl>& impl, bool output, const Resolve& resolve,
                       const std::string& what, const TensorDesc& desc) {
  Instance at;
  if (impl == nullptr || !resolve(*impl, &at)) {
    GELOGE(GRAPH_FAILED, "op[%s] has no %s %s", impl == nullptr ? "" : impl->name.c_str(), output ? "output" : "input",
           what.c_str());
    return GRAPH_FAILED;
  }
  InstanceDesc& slot = DescOf(*impl, output, at);
  slot.desc = desc;
  slot.set = true;
  return GRAPH_SUCCESS;
}

auto ByName(bool output, const char* name) {
  return [output, name = std::string(OrEmpty(name))](const OperatorImpl& impl, Instance* at) {
    return ResolveByName(impl, output, name, at);
  };
}
auto ByIndex(bool output, uint32_t index) {
  return [output, index](const OperatorImpl& impl, Instance* at) { return ResolveByIndex(impl, output, index, at); };
}
auto ByDynamic(bool output, const char* name, uint32_t index) {
  return [output, name, index](const OperatorImpl& impl, Instance* at) {
    return ResolveDynamic(impl, output, name, index, at);
  };
}
std::string Quoted(const char* name) { return "'" + std::string(OrEmpty(name)) + "'"; }
std::string Indexed(uint32_t index) { return "#" + std::to_string(index); }
std::string DynamicName(const char* name, uint32_t index) {
  return Quoted(name) + " instance " + std::to_string(index);
}

}  // namespace

TensorDesc Operator::GetInputDesc(const std::string& name) const { return GetInputDescByName(name.c_str()); }
TensorDesc Operator::GetInputDescByName(const char_t* name) const {
  return GetDesc(impl_, false, ByName(false, name), Quoted(name));
}
TensorDesc Operator::GetInputDesc(uint32_t index) const {
  return GetDesc(impl_, false, ByIndex(false, index), Indexed(index));
}
graphStatus Operator::TryGetInputDesc(const char_t* name, TensorDesc& tensor_desc) const {
  Instance at;
  if (impl_ == nullptr || !ResolveByName(*impl_, false, OrEmpty(name), &at)) return GRAPH_FAILED;
  tensor_desc = DescOf(*impl_, false, at).desc;
  return GRAPH_SUCCESS;
}
graphStatus Operator::UpdateInputDesc(const std::string& name, const TensorDesc& tensor_desc) {
  return UpdateInputDesc(name.c_str(), tensor_desc);
}
graphStatus Operator::UpdateInputDesc(const char_t* name, const TensorDesc& tensor_desc) {
  return UpdateDesc(impl_, false, ByName(false, name), Quoted(name), tensor_desc);
}
graphStatus Operator::UpdateInputDesc(const uint32_t index, const TensorDesc& tensor_desc) {
  return UpdateDesc(impl_, false, ByIndex(false, index), Indexed(index), tensor_desc);
}
TensorDesc Operator::GetOutputDesc(const std::string& name) const { return GetOutputDescByName(name.c_str()); }
TensorDesc Operator::GetOutputDescByName(const char_t* name) const {
  return GetDesc(impl_, true, ByName(true, name), Quoted(name));
}
TensorDesc Operator::GetOutputDesc(uint32_t index) const {
  return GetDesc(impl_, true, ByIndex(true, index), Indexed(index));
}
graphStatus Operator::UpdateOutputDesc(const std::string& name, const TensorDesc& tensor_desc) {
  return UpdateOutputDesc(name.c_str(), tensor_desc);
}
graphStatus Operator::UpdateOutputDesc(const char_t* name, const TensorDesc& tensor_desc) {
  return UpdateDesc(impl_, true, ByName(true, name), Quoted(name), tensor_desc);
}
graphStatus Operator::UpdateOutputDesc(const uint32_t index, const TensorDesc& tensor_desc) {
  return UpdateDesc(impl_, true, ByIndex(true, index), Indexed(index), tensor_desc);
}
TensorDesc Operator::GetDynamicInputDesc(const char_t* name, uint32_t index) const {
  return GetDesc(impl_, false, ByDynamic(false, name, index), DynamicName(name, index));
}
graphStatus Operator::UpdateDynamicInputDesc(const char_t* name, uint32_t index, const TensorDesc& tensor_desc) {
  return UpdateDesc(impl_, false, ByDynamic(false, name, index), DynamicName(name, index), tensor_desc);
}
TensorDesc Operator::GetDynamicOutputDesc(const char_t* name, uint32_t index) const {
  return GetDesc(impl_, true, ByDynamic(true, name, index), DynamicName(name, index));
}
graphStatus Operator::UpdateDynamicOutputDesc(const char_t* name, uint32_t index, const TensorDesc& tensor_desc) {
  return UpdateDesc(impl_, true, ByDynamic(true, name, index), DynamicName(name, index), tensor_desc);
}

// --- subgraph builders -------------------------------------------------------------------------------------------

size_t Operator::GetSubgraphNamesCount() const { return impl_ == nullptr ? 0 : impl_->ir.subgraphs.size(); }

graphStatus Operator::GetSubgraphNames(std::vector<AscendString>& names) const {
  if (impl_ == nullptr) return GRAPH_FAILED;
  names.clear();
  for (const oppkit::detail::IrSubgraphDef& def : impl_->ir.subgraphs) names.emplace_back(def.name.c_str());
  return GRAPH_SUCCESS;
}

void Operator::SetSubgraphBuilder(const char_t* ir_name, uint32_t index, const SubgraphBuilder& builder) {
  if (impl_ == nullptr) {
    GELOGE(GRAPH_FAILED, "SetSubgraphBuilder('%s') on an empty operator", OrEmpty(ir_name));
    return;
  }
  auto it = impl_->subgraph_builders.find(OrEmpty(ir_name));
  if (it == impl_->subgraph_builders.end()) {
    GELOGE(GRAPH_FAILED, "op[%s] (%s) has no subgraph '%s'", impl_->name.c_str(), impl_->type.c_str(),
           OrEmpty(ir_name));
    return;
  }
  if (index >= it->second.size()) {
    GELOGE(GRAPH_FAILED, "op[%s]: instance %u of subgraph '%s' does not exist (%zu created)", impl_->name.c_str(),
           index, it->first.c_str(), it->second.size());
    return;
  }
  it->second[index] = builder;
}

SubgraphBuilder Operator::GetDynamicSubgraphBuilder(const char_t* name, uint32_t index) const {
  if (impl_ == nullptr) return SubgraphBuilder();
  auto it = impl_->subgraph_builders.find(OrEmpty(name));
  if (it == impl_->subgraph_builders.end() || index >= it->second.size()) return SubgraphBuilder();
  return it->second[index];
}

SubgraphBuilder Operator::GetSubgraphBuilder(const char_t* name) const { return GetDynamicSubgraphBuilder(name, 0); }

Graph Operator::GetDynamicSubgraph(const char_t* name, uint32_t index) const {
  const SubgraphBuilder builder = GetDynamicSubgraphBuilder(name, index);
  return builder ? builder() : Graph();
}

Graph Operator::GetSubgraph(const char_t* name) const { return GetDynamicSubgraph(name, 0); }

// --- attr setters ------------------------------------------------------------------------------------------------

namespace {

void StoreAttr(OperatorImpl* impl, const char* name, AttrValue value) {
  if (impl == nullptr) {
    GELOGE(GRAPH_FAILED, "SetAttr('%s') on an empty operator", OrEmpty(name));
    return;
  }
  if (name == nullptr || *name == '\0') {
    GELOGE(GRAPH_FAILED, "op[%s]: SetAttr with an empty attr name", impl->name.c_str());
    return;
  }
  if (auto* entry = FindAttr(*impl, name)) {
    entry->second = std::move(value);
  } else {
    impl->attrs.emplace_back(name, std::move(value));
  }
}

template <typename T>
std::vector<int64_t> ToInt64s(const std::vector<T>& values) {
  return std::vector<int64_t>(values.begin(), values.end());
}

std::vector<std::string> ToStrings(const std::vector<AscendString>& values) {
  std::vector<std::string> out;
  out.reserve(values.size());
  for (const AscendString& v : values) out.emplace_back(v.GetString());
  return out;
}

}  // namespace

Operator& Operator::SetAttr(const char_t* name, int64_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Int(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, int32_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Int(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, uint32_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Int(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, float32_t attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Float(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, bool attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::Bool(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const char_t* attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::String(OrEmpty(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::string& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::String(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const AscendString& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::String(attr_value.GetString()));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const ge::DataType& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::DataType(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<int64_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<int32_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(ToInt64s(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<uint32_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(ToInt64s(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, std::initializer_list<int64_t>&& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListInt(std::vector<int64_t>(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<float32_t>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListFloat(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<bool>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListBool(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<std::string>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListString(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<AscendString>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListString(ToStrings(attr_value)));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<ge::DataType>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListDataType(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<std::vector<int64_t>>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListListInt(attr_value));
  return *this;
}
Operator& Operator::SetAttr(const char_t* name, const std::vector<std::vector<float32_t>>& attr_value) {
  StoreAttr(impl_.get(), name, AttrValue::ListListFloat(attr_value));
  return *this;
}

Operator& Operator::SetAttr(const char_t* name, const Tensor& attr_value) {
  if (impl_ == nullptr) {
    GELOGE(GRAPH_FAILED, "SetAttr('%s') on an empty operator", OrEmpty(name));
    return *this;
  }
  if (name == nullptr || *name == '\0') {
    GELOGE(GRAPH_FAILED, "op[%s]: SetAttr with an empty attr name", impl_->name.c_str());
    return *this;
  }
  for (auto& entry : impl_->tensor_attrs) {
    if (entry.first == name) {
      entry.second = attr_value.Clone();
      return *this;
    }
  }
  impl_->tensor_attrs.emplace_back(name, attr_value.Clone());
  return *this;
}

// --- attr getters ------------------------------------------------------------------------------------------------

graphStatus Operator::GetAttr(const char_t* name, Tensor& attr_value) const {
  if (impl_ == nullptr || name == nullptr) return GRAPH_FAILED;
  for (const auto& entry : impl_->tensor_attrs) {
    if (entry.first == name) {
      attr_value = entry.second;
      return GRAPH_SUCCESS;
    }
  }
  return GRAPH_FAILED;
}

namespace {

bool IsIntLike(const AttrValue* v) {
  return v != nullptr && (v->type() == AttrType::kInt || v->type() == AttrType::kDataType);
}
bool IsListIntLike(const AttrValue* v) {
  return v != nullptr && (v->type() == AttrType::kListInt || v->type() == AttrType::kListDataType);
}

}  // namespace

graphStatus Operator::GetAttr(const char_t* name, int64_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = v->GetInt();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, int32_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = static_cast<int32_t>(v->GetInt());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, uint32_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = static_cast<uint32_t>(v->GetInt());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, float32_t& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kFloat) return GRAPH_FAILED;
  attr_value = v->GetFloat();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, bool& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kBool) return GRAPH_FAILED;
  attr_value = v->GetBool();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::string& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kString) return GRAPH_FAILED;
  attr_value = v->GetString();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, AscendString& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kString) return GRAPH_FAILED;
  attr_value = AscendString(v->GetString().c_str());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, ge::DataType& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsIntLike(v)) return GRAPH_FAILED;
  attr_value = static_cast<ge::DataType>(v->GetInt());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<int64_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value = v->GetListInt();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<int32_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value.assign(v->GetListInt().begin(), v->GetListInt().end());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<uint32_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value.assign(v->GetListInt().begin(), v->GetListInt().end());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<float32_t>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListFloat) return GRAPH_FAILED;
  attr_value = v->GetListFloat();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<bool>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListBool) return GRAPH_FAILED;
  attr_value.clear();
  for (int64_t b : v->flat_ints()) attr_value.push_back(b != 0);
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<std::string>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListString) return GRAPH_FAILED;
  attr_value = v->GetListString();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<AscendString>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListString) return GRAPH_FAILED;
  attr_value.clear();
  for (const std::string& s : v->GetListString()) attr_value.emplace_back(s.c_str());
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<ge::DataType>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (!IsListIntLike(v)) return GRAPH_FAILED;
  attr_value.clear();
  for (int64_t t : v->GetListInt()) attr_value.push_back(static_cast<ge::DataType>(t));
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<std::vector<int64_t>>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListListInt) return GRAPH_FAILED;
  attr_value = v->GetListListInt();
  return GRAPH_SUCCESS;
}
graphStatus Operator::GetAttr(const char_t* name, std::vector<std::vector<float32_t>>& attr_value) const {
  const AttrValue* v = FindAttrValue(impl_, name);
  if (v == nullptr || v->type() != AttrType::kListListFloat) return GRAPH_FAILED;
  attr_value = v->GetListListFloat();
  return GRAPH_SUCCESS;
}

// --- IR registration ---------------------------------------------------------------------------------------------

namespace {

// Note [IR registration paths]
// An IR registration call records into an IrSink while a REG_OP class is captured (Note [IR capture] in
// plugin_tables.cc), else into the operator's state. The second path (names, maps, attr values) is kept out of line
// so that the first, taken once per IR item whenever a library's tables are built, stays a check and a call.
__attribute__((noinline)) void AddTensor(OperatorImpl* impl, bool output, const char* name, uint32_t kind,
                                         const char* symbol, const TensorType* types) {
  if (impl == nullptr) return;
  IrTensorDef def = types == nullptr ? MakeTensorDef(name, kind, symbol) : MakeTensorDef(name, kind, *types);
  if (!output) {
    impl->ir.inputs.push_back(std::move(def));
    std::vector<OperatorImpl::Link>& links = impl->input_links[OrEmpty(name)];
    if (kind != OPPKIT_IO_DYNAMIC) links.resize(1);  // no instances of a dynamic input until create_dynamic_input_<x>()
  } else {
    impl->ir.outputs.push_back(std::move(def));
    std::vector<InstanceDesc>& descs = impl->output_descs[OrEmpty(name)];
    if (kind == OPPKIT_IO_DYNAMIC) {
      impl->dynamic_output_counts[OrEmpty(name)] = 0;
    } else {
      descs.resize(1);
    }
  }
}

}  // namespace

void Operator::InputRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_REQUIRED, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), false, name, OPPKIT_IO_REQUIRED, datatype_symbol, nullptr);
}
void Operator::InputRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), false, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes);
}
void Operator::OptionalInputRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_OPTIONAL, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), false, name, OPPKIT_IO_OPTIONAL, datatype_symbol, nullptr);
}
void Operator::OptionalInputRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_OPTIONAL, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), false, name, OPPKIT_IO_OPTIONAL, nullptr, &datatypes);
}
void Operator::DynamicInputIrRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_DYNAMIC, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), false, name, OPPKIT_IO_DYNAMIC, datatype_symbol, nullptr);
}
void Operator::DynamicInputIrRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(false, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), false, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes);
}
void Operator::OutputRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_REQUIRED, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), true, name, OPPKIT_IO_REQUIRED, datatype_symbol, nullptr);
}
void Operator::OutputRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), true, name, OPPKIT_IO_REQUIRED, nullptr, &datatypes);
}
void Operator::DynamicOutputIrRegister(const char_t* name, const char_t* datatype_symbol) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_DYNAMIC, OrEmpty(datatype_symbol), nullptr);
  AddTensor(impl_.get(), true, name, OPPKIT_IO_DYNAMIC, datatype_symbol, nullptr);
}
void Operator::DynamicOutputIrRegister(const char_t* name, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Tensor(true, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes.GetTypes());
  AddTensor(impl_.get(), true, name, OPPKIT_IO_DYNAMIC, nullptr, &datatypes);
}

namespace {

// The operator-state path of AttrRegister (Note [IR registration paths]); \p make() gives the default.
template <typename Make>
__attribute__((noinline)) void RegisterAttrSlow(OperatorImpl* impl, const char* name, const Make& make) {
  if (impl == nullptr) return;
  AttrValue default_value = make();
  oppkit::detail::IrAttrDef def;
  def.name = OrEmpty(name);
  def.type = static_cast<uint32_t>(default_value.type());
  def.required = false;
  def.default_value = default_value;
  impl->ir.attrs.push_back(std::move(def));
  StoreAttr(impl, name, std::move(default_value));
}

}  // namespace

void Operator::AttrRegister(const char_t* name, int64_t default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_INT, default_value, 0.0);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::Int(default_value); });
}
void Operator::AttrRegister(const char_t* name, float32_t default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_FLOAT, 0, static_cast<double>(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::Float(default_value); });
}
void Operator::AttrRegister(const char_t* name, bool default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_BOOL, default_value ? 1 : 0, 0.0);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::Bool(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::string& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrString(name, default_value);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::String(default_value); });
}
void Operator::AttrRegister(const char_t* name, const AscendString& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::String(default_value.GetString()));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::String(default_value.GetString()); });
}
void Operator::AttrRegister(const char_t* name, ge::DataType default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrScalar(name, OPPKIT_ATTR_DATA_TYPE, default_value, 0.0);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::DataType(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<int64_t>& default_value) {
  if (ir_sink_ != nullptr) {
    return ir_sink_->AttrInts(name, OPPKIT_ATTR_LIST_INT, default_value.data(), default_value.size());
  }
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListInt(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<float32_t>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->AttrFloats(name, default_value);
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListFloat(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<bool>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListBool(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListBool(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<std::string>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListString(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListString(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<AscendString>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListString(ToStrings(default_value)));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListString(ToStrings(default_value)); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<ge::DataType>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListDataType(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListDataType(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<std::vector<int64_t>>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListListInt(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListListInt(default_value); });
}
void Operator::AttrRegister(const char_t* name, const std::vector<std::vector<float32_t>>& default_value) {
  if (ir_sink_ != nullptr) return ir_sink_->Attr(name, AttrValue::ListListFloat(default_value));
  RegisterAttrSlow(impl_.get(), name, [&] { return AttrValue::ListListFloat(default_value); });
}

void Operator::AttrRegister(const char_t* name, const Tensor& default_value) {
  (void)default_value;  // the generated getter returns it while the attr is unset
  if (ir_sink_ != nullptr) return ir_sink_->TensorAttr(name);
}

void Operator::RequiredAttrRegister(const char_t* name, uint32_t attr_type) {
  if (ir_sink_ != nullptr) return ir_sink_->RequiredAttr(name, attr_type);
  if (impl_ == nullptr) return;
  oppkit::detail::IrAttrDef def;
  def.name = OrEmpty(name);
  def.type = attr_type;
  def.required = true;
  impl_->ir.attrs.push_back(std::move(def));
}

namespace {

// The operator-state path of DataTypeRegister (Note [IR registration paths]).
__attribute__((noinline)) void AddSymbol(OperatorImpl* impl, const char* symbol, bool is_list,
                                         const TensorType& types) {
  if (impl == nullptr) return;
  impl->ir.symbols.push_back({OrEmpty(symbol), is_list, types.GetTypes()});
}

}  // namespace

void Operator::DataTypeRegister(const char_t* symbol, const TensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Symbol(symbol, false, datatypes.GetTypes());
  AddSymbol(impl_.get(), symbol, false, datatypes);
}

void Operator::DataTypeRegister(const char_t* symbol, const ListTensorType& datatypes) {
  if (ir_sink_ != nullptr) return ir_sink_->Symbol(symbol, true, datatypes.tensor_type.GetTypes());
  AddSymbol(impl_.get(), symbol, true, datatypes.tensor_type);
}

void Operator::SubgraphRegister(const char_t* name, bool dynamic) {
  if (ir_sink_ != nullptr) {
    return ir_sink_->Subgraph(name, dynamic ? OPPKIT_SUBGRAPH_DYNAMIC : OPPKIT_SUBGRAPH_STATIC);
  }
  if (impl_ == nullptr) return;
  impl_->ir.subgraphs.push_back({OrEmpty(name), dynamic ? OPPKIT_SUBGRAPH_DYNAMIC : OPPKIT_SUBGRAPH_STATIC});
  impl_->subgraph_counts[OrEmpty(name)] = 0;
  impl_->subgraph_builders[OrEmpty(name)].clear();
}

void Operator::SubgraphCountRegister(const char_t* ir_name, uint32_t count) {
  if (impl_ == nullptr) return;
  auto it = impl_->subgraph_counts.find(OrEmpty(ir_name));
  if (it == impl_->subgraph_counts.end()) {
    GELOGE(GRAPH_FAILED, "op[%s] (%s) has no subgraph '%s'", impl_->name.c_str(), impl_->type.c_str(),
           OrEmpty(ir_name));
    return;
  }
  it->second = count;
  impl_->subgraph_builders[it->first].resize(count);
}

// --- dynamic instances ------------------------------------------------------------------------------------------

void Operator::DynamicInputRegister(const char_t* name, uint32_t num, bool is_push_back) {
  (void)is_push_back;  // instance order within the input is all that oppkit models
  if (impl_ == nullptr) return;
  const IrTensorDef* def = FindTensor(impl_->ir.inputs, OrEmpty(name));
  if (def == nullptr || def->kind != OPPKIT_IO_DYNAMIC) {
    GELOGE(GRAPH_FAILED, "op[%s]: '%s' is not a dynamic input", impl_->name.c_str(), OrEmpty(name));
    return;
  }
  std::vector<OperatorImpl::Link>& links = impl_->input_links[def->name];
  links.resize(links.size() + num);
}

void Operator::DynamicInputRegisterByIndex(const char_t* name, uint32_t num, size_t index) {
  (void)index;  // see DynamicInputRegister: positions among other inputs are not modelled
  DynamicInputRegister(name, num, true);
}

void Operator::DynamicOutputRegister(const char_t* name, uint32_t num, bool is_push_back) {
  (void)is_push_back;
  if (impl_ == nullptr) return;
  const IrTensorDef* def = FindTensor(impl_->ir.outputs, OrEmpty(name));
  if (def == nullptr || def->kind != OPPKIT_IO_DYNAMIC) {
    GELOGE(GRAPH_FAILED, "op[%s]: '%s' is not a dynamic output", impl_->name.c_str(), OrEmpty(name));
    return;
  }
  impl_->dynamic_output_counts[def->name] += num;
  impl_->output_descs[def->name].resize(impl_->dynamic_output_counts[def->name]);
}

}  // namespace ge

namespace oppkit {

bool GetOperatorInputLink(const ge::Operator& op, const char* input_name, uint32_t instance, OperatorInputLink* link) {
  const ge::OperatorImpl* impl = detail::OperatorAccess::Impl(op);
  if (impl == nullptr || input_name == nullptr) return false;
  auto it = impl->input_links.find(input_name);
  if (it == impl->input_links.end() || instance >= it->second.size() || !it->second[instance].connected) {
    return false;
  }
  if (link != nullptr) *link = it->second[instance].link;
  return true;
}

}  // namespace oppkit
