// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Operator: construction and identity, input links, tensor descs, subgraph builders and dynamic instances. Its
// attrs are in operator_attrs.cc, its IR registration (called by REG_OP classes) in operator_ir.cc.
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
using oppkit::detail::FindTensor;
using oppkit::detail::IrTensorDef;
using oppkit::detail::OrEmpty;

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
graphStatus Operator::GetInputConstData(const char_t* dst_name, Tensor& data) const {
  Instance at;
  if (impl_ == nullptr || !ResolveByName(*impl_, false, OrEmpty(dst_name), &at)) {
    GELOGE(GRAPH_FAILED, "op[%s] has no input '%s'", impl_ == nullptr ? "" : impl_->name.c_str(), OrEmpty(dst_name));
    return GRAPH_FAILED;
  }
  const OperatorImpl::Link& link = impl_->input_links[at.def->name][at.index];
  uint8_t* bytes = nullptr;
  size_t size = 0;
  if (link.desc.desc.GetConstData(&bytes, size)) {
    data = Tensor(link.desc.desc, bytes, size);
    return GRAPH_SUCCESS;
  }
  if (link.connected && link.source != nullptr && (link.source->type == "Const" || link.source->type == "Constant")) {
    for (const auto& [name, value] : link.source->tensor_attrs) {
      if (name != "value") continue;
      data = value;
      return GRAPH_SUCCESS;
    }
  }
  return GRAPH_FAILED;  // not an error to log: V1 functions probe for constants and fall back to unknown dims
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
