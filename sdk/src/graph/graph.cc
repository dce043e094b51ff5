// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Graph (graph/graph.h): a name, inputs, outputs and targets; the graph itself is read when it is described
// (graph_description.cc).
#include "graph/graph.h"

#include <utility>

#include "framework/common/debug/ge_log.h"
#include "graph_impl.h"

namespace ge {
namespace {

// Logs why a call on \p impl is ignored; true if it may go on.
bool Usable(const std::shared_ptr<GraphImpl>& impl, const char* call, bool needs_inputs) {
  if (impl == nullptr) {
    GELOGE(GRAPH_FAILED, "%s on an empty graph (construct it with a name)", call);
    return false;
  }
  if (needs_inputs && !impl->has_inputs) {
    GELOGE(GRAPH_FAILED, "graph '%s': %s before SetInputs is ignored (call SetInputs first, as CANN requires)",
           impl->name.c_str(), call);
    return false;
  }
  return true;
}

bool EmptyOperator(const std::string& graph, const char* call, const Operator& op) {
  if (!op.IsEmpty()) return false;
  GELOGE(GRAPH_FAILED, "graph '%s': %s with an empty operator is ignored", graph.c_str(), call);
  return true;
}

}  // namespace

Graph::Graph(const std::string& name) : impl_(std::make_shared<GraphImpl>(name)) {}

Graph::Graph(const char_t* name) {
  if (name == nullptr) {
    GELOGE(GRAPH_FAILED, "Graph(nullptr): a graph needs a name");
    return;
  }
  impl_ = std::make_shared<GraphImpl>(name);
}

Graph& Graph::SetInputs(const std::vector<Operator>& inputs) {
  if (!Usable(impl_, "SetInputs", false)) return *this;
  if (inputs.empty()) {
    GELOGE(GRAPH_FAILED, "graph '%s': SetInputs with no operators is ignored", impl_->name.c_str());
    return *this;
  }
  for (const Operator& op : inputs) {
    if (EmptyOperator(impl_->name, "SetInputs", op)) return *this;
  }
  impl_->inputs = inputs;
  impl_->has_inputs = true;
  return *this;
}

Graph& Graph::SetOutputs(const std::vector<Operator>& outputs) {
  std::vector<std::pair<Operator, std::vector<size_t>>> all;
  all.reserve(outputs.size());
  for (const Operator& op : outputs) all.emplace_back(op, std::vector<size_t>{});
  return SetOutputs(all);
}

Graph& Graph::SetOutputs(const std::vector<std::pair<Operator, std::vector<size_t>>>& output_indexs) {
  if (!Usable(impl_, "SetOutputs", true)) return *this;
  std::vector<GraphOutputSpec> specs;
  for (const auto& [op, indices] : output_indexs) {
    if (EmptyOperator(impl_->name, "SetOutputs", op)) return *this;
    GraphOutputSpec spec;
    spec.op = op;
    spec.kind = indices.empty() ? GraphOutputSpec::Kind::kAll : GraphOutputSpec::Kind::kIndices;
    spec.indices = indices;
    specs.push_back(std::move(spec));
  }
  impl_->outputs = std::move(specs);
  return *this;
}

Graph& Graph::SetOutputs(const std::vector<std::pair<ge::Operator, std::string>>& outputs) {
  if (!Usable(impl_, "SetOutputs", true)) return *this;
  std::vector<GraphOutputSpec> specs;
  for (const auto& [op, name] : outputs) {
    if (EmptyOperator(impl_->name, "SetOutputs", op)) return *this;
    GraphOutputSpec spec;
    spec.op = op;
    spec.kind = name.empty() ? GraphOutputSpec::Kind::kAll : GraphOutputSpec::Kind::kName;
    spec.name = name;
    specs.push_back(std::move(spec));
  }
  impl_->outputs = std::move(specs);
  return *this;
}

Graph& Graph::SetOutputs(const std::vector<std::pair<ge::Operator, AscendString>>& outputs) {
  std::vector<std::pair<ge::Operator, std::string>> named;
  named.reserve(outputs.size());
  for (const auto& [op, name] : outputs) named.emplace_back(op, name.GetString() == nullptr ? "" : name.GetString());
  return SetOutputs(named);
}

Graph& Graph::SetTargets(const std::vector<Operator>& targets) {
  if (!Usable(impl_, "SetTargets", true)) return *this;
  for (const Operator& op : targets) {
    if (EmptyOperator(impl_->name, "SetTargets", op)) return *this;
  }
  impl_->targets = targets;
  return *this;
}

bool Graph::IsValid() const { return impl_ != nullptr && impl_->has_inputs; }

graphStatus Graph::AddOp(const ge::Operator& op) {
  if (!Usable(impl_, "AddOp", false) || EmptyOperator(impl_->name, "AddOp", op)) return GRAPH_FAILED;
  if (!impl_->op_list.emplace(op.GetName(), op).second) {
    GELOGE(GRAPH_FAILED, "graph '%s': an operator named '%s' was added before", impl_->name.c_str(),
           op.GetName().c_str());
    return GRAPH_FAILED;
  }
  return GRAPH_SUCCESS;
}

graphStatus Graph::FindOpByName(const char_t* name, ge::Operator& op) const {
  if (impl_ == nullptr || name == nullptr) return GRAPH_FAILED;
  auto it = impl_->op_list.find(name);
  if (it == impl_->op_list.end()) return GRAPH_FAILED;
  op = it->second;
  return GRAPH_SUCCESS;
}

graphStatus Graph::FindOpByName(const std::string& name, ge::Operator& op) const {
  return FindOpByName(name.c_str(), op);
}

graphStatus Graph::FindOpByType(const char_t* type, std::vector<ge::Operator>& ops) const {
  if (impl_ == nullptr || type == nullptr) return GRAPH_FAILED;
  for (const auto& entry : impl_->op_list) {
    if (entry.second.GetOpType() == type) ops.push_back(entry.second);
  }
  return GRAPH_SUCCESS;
}

graphStatus Graph::FindOpByType(const std::string& type, std::vector<ge::Operator>& ops) const {
  return FindOpByType(type.c_str(), ops);
}

graphStatus Graph::GetAllOpName(std::vector<AscendString>& names) const {
  if (impl_ == nullptr) return GRAPH_FAILED;
  for (const auto& entry : impl_->op_list) names.emplace_back(entry.first.c_str());
  return GRAPH_SUCCESS;
}

graphStatus Graph::GetAllOpName(std::vector<std::string>& op_name) const {
  if (impl_ == nullptr) return GRAPH_FAILED;
  for (const auto& entry : impl_->op_list) op_name.push_back(entry.first);
  return GRAPH_SUCCESS;
}

const std::string& Graph::GetName() const {
  static const std::string kNoName;
  return impl_ == nullptr ? kNoName : impl_->name;
}

graphStatus Graph::GetName(AscendString& name) const {
  if (impl_ == nullptr) return GRAPH_FAILED;
  name = AscendString(impl_->name.c_str());
  return GRAPH_SUCCESS;
}

}  // namespace ge
