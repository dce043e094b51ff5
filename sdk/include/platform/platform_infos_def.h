/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * fe::PlatFormInfos: the SoC description (core counts, on-chip memory sizes, SoC name) that TilingParse and Tiling
 * read through `context->GetPlatformInfo()`.
 */
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "platform/platform_info_def.h"

namespace fe {

/// On-chip memory kinds (CANN's fe::LocalMemType).
enum class LocalMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, RESERVED };

// Note [Platform resources]
// A platform is a two-level string table, as in CANN's platform ini files: label -> key -> value. The labels and
// keys oppkit's own code reads are CANN's:
//   "version"    : "SoC_version" (e.g. "Ascend910B2"), "Short_SoC_version" (e.g. "Ascend910B")
//   "SoCInfo"    : "ai_core_cnt", "cube_core_cnt", "vector_core_cnt", "ai_cpu_cnt", "memory_size" (HBM bytes)
//   "AICoreSpec" : "ub_size", "l1_size", "l0_a_size", "l0_b_size", "l0_c_size", "l2_size" (bytes)
// A framework fills it (oppkit's core reads it from a JSON platform description, see docs/cli.md); a unit test can
// fill one by hand with SetPlatformRes. Values are decimal strings. The object is passed to op packages by pointer
// and read by the inline functions below, so host and package must share the C++ standard library ABI (the plugin
// ABI already requires one compiler family, see docs/plugin_abi.md).

/// The platform description: resources by label and key, plus the core count of the core type in use.
///
/// Example: `uint32_t cores = context->GetPlatformInfo()->GetCoreNum();`
class PlatFormInfos {
 public:
  /// Prepares an empty description (CANN API; always true).
  bool Init() { return true; }

  /// The value of \p key under \p label in \p val; false (and \p val unchanged) if absent.
  bool GetPlatformRes(const std::string& label, const std::string& key, std::string& val) const {
    const auto l = resources_.find(label);
    if (l == resources_.end()) return false;
    const auto k = l->second.find(key);
    if (k == l->second.end()) return false;
    val = k->second;
    return true;
  }
  /// As GetPlatformRes (CANN locks a shared cache here; oppkit's object is not shared between writers).
  bool GetPlatformResWithLock(const std::string& label, const std::string& key, std::string& val) const {
    return GetPlatformRes(label, key, val);
  }
  /// Every key and value under \p label in \p res; false if the label is absent.
  bool GetPlatformRes(const std::string& label, std::map<std::string, std::string>& res) const {
    const auto l = resources_.find(label);
    if (l == resources_.end()) return false;
    res = l->second;
    return true;
  }
  /// Replaces the keys under \p label by \p res.
  void SetPlatformRes(const std::string& label, std::map<std::string, std::string>& res) {
    resources_[label] = res;
    if (label == "SoCInfo") SetCoreNumByCoreType(core_type_);
  }
  /// Every label with its keys.
  const std::map<std::string, std::map<std::string, std::string>>& GetAllPlatformRes() const { return resources_; }

  /// Number of cores of the current core type ("AiCore" by default: SoCInfo.ai_core_cnt; "VectorCore":
  /// SoCInfo.vector_core_cnt); 0 if unknown.
  uint32_t GetCoreNum() const { return core_num_; }
  /// Selects the core type GetCoreNum() counts ("AiCore" or "VectorCore").
  void SetCoreNumByCoreType(const std::string& core_type) {
    core_type_ = core_type;
    core_num_ = GetCoreNumByType(core_type);
  }
  /// Number of cores of \p core_type ("AiCore", "VectorCore", "CubeCore"); 0 if unknown.
  uint32_t GetCoreNumByType(const std::string& core_type) const {
    const char* key = core_type == "VectorCore" ? "vector_core_cnt"
                      : core_type == "CubeCore" ? "cube_core_cnt"
                                                : "ai_core_cnt";
    return static_cast<uint32_t>(ReadUnsigned("SoCInfo", key));
  }
  /// Size in bytes of one core's \p mem_type memory (0 if unknown).
  void GetLocalMemSize(const LocalMemType& mem_type, uint64_t& size) const {
    switch (mem_type) {
      case LocalMemType::L0_A: size = ReadUnsigned("AICoreSpec", "l0_a_size"); return;
      case LocalMemType::L0_B: size = ReadUnsigned("AICoreSpec", "l0_b_size"); return;
      case LocalMemType::L0_C: size = ReadUnsigned("AICoreSpec", "l0_c_size"); return;
      case LocalMemType::L1: size = ReadUnsigned("AICoreSpec", "l1_size"); return;
      case LocalMemType::L2: size = ReadUnsigned("AICoreSpec", "l2_size"); return;
      case LocalMemType::UB: size = ReadUnsigned("AICoreSpec", "ub_size"); return;
      case LocalMemType::HBM: size = ReadUnsigned("SoCInfo", "memory_size"); return;
      default: size = 0; return;
    }
  }
  /// Bandwidth of \p mem_type in bytes per cycle ("AICoreMemoryRates": "<kind>_rate"); 0 if unknown.
  void GetLocalMemBw(const LocalMemType& mem_type, uint64_t& bw_size) const {
    static const char* const kKeys[] = {"l0_a_rate", "l0_b_rate", "l0_c_rate", "l1_rate", "l2_rate", "ub_rate",
                                        "hbm_rate"};
    const auto i = static_cast<size_t>(mem_type);
    static const std::string kLabel = "AICoreMemoryRates";  // built once: too long for the small-string buffer
    bw_size = i < sizeof(kKeys) / sizeof(kKeys[0]) ? ReadUnsigned(kLabel, kKeys[i]) : 0;
  }

 private:
  // The decimal value of label.key; 0 if absent or not a number.
  uint64_t ReadUnsigned(const std::string& label, const std::string& key) const {
    std::string text;
    if (!GetPlatformRes(label, key, text) || text.empty()) return 0;
    uint64_t value = 0;
    for (char c : text) {
      if (c < '0' || c > '9') return 0;
      if (value > (UINT64_MAX - static_cast<uint64_t>(c - '0')) / 10) return 0;
      value = value * 10 + static_cast<uint64_t>(c - '0');
    }
    return value;
  }

  std::map<std::string, std::map<std::string, std::string>> resources_;
  std::string core_type_ = "AiCore";
  uint32_t core_num_ = 0;
};

/// The compilation's choices as an object (CANN's OptionalInfos): SoC version, core type, core count, L1 fusion.
class OptionalInfos {
 public:
  /// Prepares an empty object (CANN API; always true).
  bool Init() { return true; }
  std::string GetSocVersion() const { return soc_version_; }
  std::string GetCoreType() const { return core_type_; }
  uint32_t GetAICoreNum() const { return ai_core_num_; }
  std::string GetL1FusionFlag() const { return l1_fusion_flag_; }
  void SetSocVersion(std::string soc_version) { soc_version_ = std::move(soc_version); }
  void SetCoreType(std::string core_type) { core_type_ = std::move(core_type); }
  void SetAICoreNum(uint32_t ai_core_num) { ai_core_num_ = ai_core_num; }
  void SetL1FusionFlag(std::string flag) { l1_fusion_flag_ = std::move(flag); }

 private:
  std::string soc_version_;
  std::string core_type_;
  uint32_t ai_core_num_ = 0;
  std::string l1_fusion_flag_;
};

}  // namespace fe
