// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The prototype registry behind OP_END_FACTORY_REG, OperatorCreatorRegister and OperatorFactory.
#include "graph/operator_reg.h"

#include <exception>
#include <utility>

#include "framework/common/debug/ge_log.h"
#include "graph/operator_factory.h"
#include "op_proto_local_registry.h"

namespace oppkit {
namespace detail {

LocalOpProtoRegistry& LocalOpProtoRegistry::Instance() {
  static LocalOpProtoRegistry registry;
  return registry;
}

void LocalOpProtoRegistry::Register(OpProtoEntry entry) {
  if (entry.op_type.empty() || !entry.creator) {
    GELOGE(ge::GRAPH_FAILED, "op prototype registration without %s ignored (%s:%u)",
           entry.op_type.empty() ? "an op type" : "a creator", entry.source_file.c_str(), entry.source_line);
    return;
  }
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(entry.op_type);
  if (it == entries_.end()) {
    std::string key = entry.op_type;
    entries_.emplace(std::move(key), std::move(entry));
    return;
  }
  const OpProtoEntry& kept = it->second;
  if (kept.source_file == entry.source_file && kept.source_line == entry.source_line) return;  // same REG_OP again
  GELOGW("op prototype '%s' registered twice in one library: %s:%u ignored, %s:%u kept", entry.op_type.c_str(),
         entry.source_file.c_str(), entry.source_line, kept.source_file.c_str(), kept.source_line);
}

bool LocalOpProtoRegistry::Find(const std::string& op_type, OpProtoEntry* out) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(op_type);
  if (it == entries_.end()) return false;
  if (out != nullptr) *out = it->second;
  return true;
}

std::vector<const OpProtoEntry*> LocalOpProtoRegistry::EntryPointers() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<const OpProtoEntry*> out;
  out.reserve(entries_.size());
  for (const auto& kv : entries_) out.push_back(&kv.second);
  return out;
}

std::vector<OpProtoEntry> LocalOpProtoRegistry::Entries() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<OpProtoEntry> out;
  out.reserve(entries_.size());
  for (const auto& kv : entries_) out.push_back(kv.second);
  return out;
}

OpProtoRegistrar::OpProtoRegistrar(const char* op_type, OpProtoCreator creator, OpIrCaptureFn capture,
                                   const char* source_file, uint32_t source_line) noexcept {
  try {
    OpProtoEntry entry;
    entry.op_type = op_type == nullptr ? "" : op_type;
    if (creator != nullptr) {
      entry.creator = creator;
      entry.capture = capture;
    }
    entry.source_file = source_file == nullptr ? "" : source_file;
    entry.source_file_literal = source_file;  // OP_END_FACTORY_REG passes __FILE__
    entry.source_line = source_line;
    LocalOpProtoRegistry::Instance().Register(std::move(entry));
  } catch (const std::exception& e) {
    GELOGE(ge::GRAPH_FAILED, "registering op prototype '%s' failed: %s", op_type == nullptr ? "" : op_type, e.what());
  }
}

}  // namespace detail
}  // namespace oppkit

namespace ge {

Operator OperatorFactory::CreateOperator(const char_t* operator_name, const char_t* operator_type) {
  oppkit::detail::OpProtoEntry entry;
  if (operator_type == nullptr || !oppkit::detail::LocalOpProtoRegistry::Instance().Find(operator_type, &entry)) {
    GELOGE(GRAPH_FAILED, "op type '%s' is not registered", operator_type == nullptr ? "" : operator_type);
    return Operator();
  }
  return entry.creator(AscendString(operator_name == nullptr ? "" : operator_name));
}

graphStatus OperatorFactory::GetOpsTypeList(std::vector<AscendString>& all_ops) {
  all_ops.clear();
  for (const auto& entry : oppkit::detail::LocalOpProtoRegistry::Instance().Entries()) {
    all_ops.emplace_back(entry.op_type.c_str());
  }
  return GRAPH_SUCCESS;
}

bool OperatorFactory::IsExistOp(const char_t* operator_type) {
  return operator_type != nullptr && oppkit::detail::LocalOpProtoRegistry::Instance().Find(operator_type, nullptr);
}

OperatorCreatorRegister::OperatorCreatorRegister(const std::string& operator_type, const OpCreator& op_creator) {
  oppkit::detail::OpProtoEntry entry;
  entry.op_type = operator_type;
  if (op_creator) {
    entry.creator = [op_creator](const AscendString& name) { return op_creator(name.GetString()); };
  }
  oppkit::detail::LocalOpProtoRegistry::Instance().Register(std::move(entry));
}

OperatorCreatorRegister::OperatorCreatorRegister(const char_t* operator_type, const OpCreatorV2& op_creator) {
  oppkit::detail::OpProtoEntry entry;
  entry.op_type = operator_type == nullptr ? "" : operator_type;
  entry.creator = op_creator;
  oppkit::detail::LocalOpProtoRegistry::Instance().Register(std::move(entry));
}

}  // namespace ge
