/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN's fe::PlatformInfoManager (`platform/platform_info.h`): the process's platform, which op functions without a
 * platform in their context (InferShape, InferDataType) ask for the SoC they compile for.
 *
 * Example (as CANN op sources write it):
 *   fe::PlatformInfo platform_info;
 *   fe::OptionalInfo optional_info;
 *   if (fe::PlatformInfoManager::Instance().GetPlatformInfoWithOutSocVersion(platform_info, optional_info) != 0) {
 *     return ge::GRAPH_FAILED;
 *   }
 *   if (platform_info.str_info.short_soc_version == "Ascend950") { ... }
 *
 * Note [Platform info manager]
 * In CANN the manager reads the SoC's ini file of the installed toolkit and the compilation's SoC version. In oppkit
 * each op library has its own manager, which knows oppkit's default platform (oppkit/default_platform.h, the one a
 * single-op query without a `platform` uses) and whatever the library sets with SetOptionalCompilationInfo(). It
 * does not see a platform a tiling request carries: that reaches Tiling and TilingParse through their contexts
 * only. Results are 0 on success and 1 for an unknown SoC version, as in CANN.
 *
 * Note [Platform info fields]
 * PlatformInfo is filled from the description's resources (Note [Platform resources] in platform_infos_def.h):
 * str_info.short_soc_version, soc_info.{ai_core_cnt, vector_core_cnt, ai_cpu_cnt, memory_size, l2_size},
 * ai_core_spec.{ub_size, l1_size, l0_a_size, l0_b_size, l0_c_size}, vector_core_spec.ub_size; the rest are 0.
 * OptionalInfo is {SoC_version, "AiCore", ai_core_cnt, ""}.
 */
#pragma once

#include <cstdint>
#include <map>
#include <mutex>
#include <string>

#include "platform/platform_info_def.h"
#include "platform/platform_infos_def.h"

namespace fe {

/// The op library's platform registry (Note [Platform info manager]).
class PlatformInfoManager {
 public:
  PlatformInfoManager(const PlatformInfoManager&) = delete;
  PlatformInfoManager& operator=(const PlatformInfoManager&) = delete;

  /// The library's manager.
  static PlatformInfoManager& Instance();
  /// The same manager (CANN keeps a second one for GE).
  static PlatformInfoManager& GeInstance();
  /// Nothing to read in oppkit; 0.
  uint32_t InitializePlatformInfo();
  /// 0.
  uint32_t Finalize();

  /// The platform of SoC \p soc_version ("Ascend910B2"); 1 if unknown.
  uint32_t GetPlatformInfo(const std::string soc_version, PlatformInfo& platform_info,
                           OptionalInfo& opti_compilation_info);
  /// The platform of the compilation's SoC (the last SetOptionalCompilationInfo(), else the default).
  uint32_t GetPlatformInfoWithOutSocVersion(PlatformInfo& platform_info, OptionalInfo& opti_compilation_info);
  /// Selects the compilation's SoC (its soc_version must be known, else the call is ignored) and core count.
  void SetOptionalCompilationInfo(OptionalInfo& opti_compilation_info);

  /// GetPlatformInfo() as the resource-table object; 1 if unknown.
  uint32_t GetPlatformInfos(const std::string soc_version, PlatFormInfos& platform_info,
                            OptionalInfos& opti_compilation_info);
  /// GetPlatformInfoWithOutSocVersion() as the resource-table object.
  uint32_t GetPlatformInfoWithOutSocVersion(PlatFormInfos& platform_info, OptionalInfos& opti_compilation_info);
  /// SetOptionalCompilationInfo() from the object.
  void SetOptionalCompilationInfo(OptionalInfos& opti_compilation_info);

 private:
  PlatformInfoManager();
  ~PlatformInfoManager() = default;

  std::mutex mu_;
  std::map<std::string, PlatFormInfos> platforms_;  // by SoC_version
  OptionalInfo optional_;
};

}  // namespace fe
