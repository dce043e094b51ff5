// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Helpers of the registration tests: lookups in this executable's own plugin tables (the test binary links the
// plugin entry object, so OppkitGetPluginInfo() describes the REG_OP/IMPL_OP blocks compiled into it) and a
// capture of the messages the SDK logs through the host services.
#pragma once

#include <cstring>
#include <initializer_list>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "oppkit/plugin_abi.h"
#include "oppkit/plugin_entry.h"

namespace oppkit::test {

/// The prototype of \p op_type in this executable's tables, or nullptr.
inline const OppkitOpProto* FindProto(const char* op_type) {
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  if (info == nullptr) return nullptr;
  const auto* base = reinterpret_cast<const unsigned char*>(info->proto_table);
  for (uint64_t i = 0; i < info->op_proto_count; ++i) {
    const auto* proto = reinterpret_cast<const OppkitOpProto*>(base + i * info->op_proto_struct_size);
    if (std::strcmp(proto->op_type, op_type) == 0) return proto;
  }
  return nullptr;
}

/// The op implementation of \p op_type in this executable's tables, or nullptr.
inline const OppkitOpImpl* FindImpl(const char* op_type) {
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  if (info == nullptr) return nullptr;
  const auto* base = reinterpret_cast<const unsigned char*>(info->op_table);
  for (uint64_t i = 0; i < info->op_impl_count; ++i) {
    const auto* impl = reinterpret_cast<const OppkitOpImpl*>(base + i * info->op_impl_struct_size);
    if (std::strcmp(impl->op_type, op_type) == 0) return impl;
  }
  return nullptr;
}

/// Every message the SDK delivered to the host services since CapturedLog::Get() was first called (including those
/// kept from static initialisation and flushed then). Installs the capture on first use.
class CapturedLog {
 public:
  static CapturedLog& Get() {
    static CapturedLog log;  // the constructor installs the sink; the sink writes to Store(), not to this object
    return log;
  }
  /// Number of messages of at least \p level that contain all of \p parts.
  size_t Count(uint32_t level, std::initializer_list<const char*> parts) const {
    Messages& store = Store();
    std::lock_guard<std::mutex> lock(store.mu);
    size_t n = 0;
    for (const auto& m : store.list) {
      if (m.first < level) continue;
      bool all = true;
      for (const char* p : parts) all = all && m.second.find(p) != std::string::npos;
      n += all ? 1 : 0;
    }
    return n;
  }
  /// All messages, one a line (for failure output).
  std::string Dump() const {
    Messages& store = Store();
    std::lock_guard<std::mutex> lock(store.mu);
    std::string out;
    for (const auto& m : store.list) out += std::to_string(m.first) + " " + m.second + "\n";
    return out;
  }
  /// Re-installs the capture with another minimum level.
  void Install(uint32_t min_level) {
    OppkitHostServices services{};
    services.struct_size = sizeof(services);
    services.min_log_level = min_level;
    services.log = &CapturedLog::Sink;
    OppkitGetPluginInfo()->set_host_services(&services);
  }

 private:
  struct Messages {
    std::mutex mu;
    std::vector<std::pair<uint32_t, std::string>> list;
  };
  static Messages& Store() {
    static Messages store;
    return store;
  }
  CapturedLog() { Install(OPPKIT_LOG_DEBUG); }
  static void Sink(uint32_t level, const char* message) {
    Messages& store = Store();
    std::lock_guard<std::mutex> lock(store.mu);
    store.list.emplace_back(level, message);
  }
};

}  // namespace oppkit::test
