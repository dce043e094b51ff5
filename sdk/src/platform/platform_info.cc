// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// fe::PlatformInfoManager (Note [Platform info manager] in platform/platform_info.h).
#include "platform/platform_info.h"

#include <cstdlib>
#include <string>
#include <utility>

#include "oppkit/default_platform.h"

namespace fe {
namespace {

uint64_t ReadNumber(const PlatFormInfos& platform, const std::string& label, const std::string& key) {
  std::string text;
  if (!platform.GetPlatformRes(label, key, text)) return 0;
  return std::strtoull(text.c_str(), nullptr, 10);
}

std::string ReadText(const PlatFormInfos& platform, const std::string& label, const std::string& key) {
  std::string text;
  (void)platform.GetPlatformRes(label, key, text);
  return text;
}

// Note [Platform info fields]
void FillPlatformInfo(const PlatFormInfos& platform, PlatformInfo& info) {
  info = PlatformInfo();
  info.str_info.short_soc_version = ReadText(platform, "version", "Short_SoC_version");
  info.soc_info.ai_core_cnt = static_cast<uint32_t>(ReadNumber(platform, "SoCInfo", "ai_core_cnt"));
  info.soc_info.vector_core_cnt = static_cast<uint32_t>(ReadNumber(platform, "SoCInfo", "vector_core_cnt"));
  info.soc_info.ai_cpu_cnt = static_cast<uint32_t>(ReadNumber(platform, "SoCInfo", "ai_cpu_cnt"));
  info.soc_info.memory_size = ReadNumber(platform, "SoCInfo", "memory_size");
  info.soc_info.l2_size = ReadNumber(platform, "AICoreSpec", "l2_size");
  info.ai_core_spec.ub_size = ReadNumber(platform, "AICoreSpec", "ub_size");
  info.ai_core_spec.l1_size = ReadNumber(platform, "AICoreSpec", "l1_size");
  info.ai_core_spec.l0_a_size = ReadNumber(platform, "AICoreSpec", "l0_a_size");
  info.ai_core_spec.l0_b_size = ReadNumber(platform, "AICoreSpec", "l0_b_size");
  info.ai_core_spec.l0_c_size = ReadNumber(platform, "AICoreSpec", "l0_c_size");
  info.vector_core_spec.ub_size = info.ai_core_spec.ub_size;
}

OptionalInfo DefaultOptionalInfo(const PlatFormInfos& platform) {
  OptionalInfo optional;
  optional.soc_version = ReadText(platform, "version", "SoC_version");
  optional.core_type = "AiCore";
  optional.ai_core_num = static_cast<uint32_t>(ReadNumber(platform, "SoCInfo", "ai_core_cnt"));
  return optional;
}

void ToObject(const OptionalInfo& optional, OptionalInfos& object) {
  object.SetSocVersion(optional.soc_version);
  object.SetCoreType(optional.core_type);
  object.SetAICoreNum(optional.ai_core_num);
  object.SetL1FusionFlag(optional.l1_fusion_flag);
}

// The platform of \p soc_version and the optional info that goes with it (the one set for that SoC, else its
// defaults) into \p optional; nullptr if the SoC is unknown. The caller holds the manager's lock.
const PlatFormInfos* LookUp(const std::map<std::string, PlatFormInfos>& platforms, const OptionalInfo& set,
                            const std::string& soc_version, OptionalInfo* optional) {
  const auto it = platforms.find(soc_version);
  if (it == platforms.end()) return nullptr;
  *optional = soc_version == set.soc_version ? set : DefaultOptionalInfo(it->second);
  return &it->second;
}

}  // namespace

PlatformInfoManager::PlatformInfoManager() {
  PlatFormInfos platform;
  oppkit::FillDefaultPlatform(platform);
  optional_ = DefaultOptionalInfo(platform);
  platforms_.emplace(optional_.soc_version, std::move(platform));
}

PlatformInfoManager& PlatformInfoManager::Instance() {
  static PlatformInfoManager manager;
  return manager;
}

PlatformInfoManager& PlatformInfoManager::GeInstance() { return Instance(); }

uint32_t PlatformInfoManager::InitializePlatformInfo() { return 0; }

uint32_t PlatformInfoManager::Finalize() { return 0; }

uint32_t PlatformInfoManager::GetPlatformInfo(const std::string soc_version, PlatformInfo& platform_info,
                                              OptionalInfo& opti_compilation_info) {
  std::lock_guard<std::mutex> lock(mu_);
  const PlatFormInfos* platform = LookUp(platforms_, optional_, soc_version, &opti_compilation_info);
  if (platform == nullptr) return 1;
  FillPlatformInfo(*platform, platform_info);
  return 0;
}

uint32_t PlatformInfoManager::GetPlatformInfoWithOutSocVersion(PlatformInfo& platform_info,
                                                               OptionalInfo& opti_compilation_info) {
  std::string soc_version;
  {
    std::lock_guard<std::mutex> lock(mu_);
    soc_version = optional_.soc_version;
  }
  return GetPlatformInfo(soc_version, platform_info, opti_compilation_info);
}

void PlatformInfoManager::SetOptionalCompilationInfo(OptionalInfo& opti_compilation_info) {
  std::lock_guard<std::mutex> lock(mu_);
  if (platforms_.count(opti_compilation_info.soc_version) == 0) return;
  optional_ = opti_compilation_info;
}

uint32_t PlatformInfoManager::GetPlatformInfos(const std::string soc_version, PlatFormInfos& platform_info,
                                               OptionalInfos& opti_compilation_info) {
  std::lock_guard<std::mutex> lock(mu_);
  OptionalInfo optional;
  const PlatFormInfos* platform = LookUp(platforms_, optional_, soc_version, &optional);
  if (platform == nullptr) return 1;
  platform_info = *platform;
  ToObject(optional, opti_compilation_info);
  return 0;
}

uint32_t PlatformInfoManager::GetPlatformInfoWithOutSocVersion(PlatFormInfos& platform_info,
                                                               OptionalInfos& opti_compilation_info) {
  std::string soc_version;
  {
    std::lock_guard<std::mutex> lock(mu_);
    soc_version = optional_.soc_version;
  }
  return GetPlatformInfos(soc_version, platform_info, opti_compilation_info);
}

void PlatformInfoManager::SetOptionalCompilationInfo(OptionalInfos& opti_compilation_info) {
  OptionalInfo optional;
  optional.soc_version = opti_compilation_info.GetSocVersion();
  optional.core_type = opti_compilation_info.GetCoreType();
  optional.ai_core_num = opti_compilation_info.GetAICoreNum();
  optional.l1_fusion_flag = opti_compilation_info.GetL1FusionFlag();
  SetOptionalCompilationInfo(optional);
}

}  // namespace fe
