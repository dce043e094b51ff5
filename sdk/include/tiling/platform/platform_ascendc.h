/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * platform_ascendc::PlatformAscendC: the Ascend C view of a fe::PlatFormInfos, as Tiling functions use it.
 *
 * Example:
 *   auto ascendc = platform_ascendc::PlatformAscendC(context->GetPlatformInfo());
 *   uint64_t ub_size = 0;
 *   ascendc.GetCoreMemSize(platform_ascendc::CoreMemType::UB, ub_size);
 *   context->SetBlockDim(ascendc.GetCoreNumAiv());
 */
#pragma once

#include <cstdint>
#include <string>

#include "platform/platform_infos_def.h"

namespace platform_ascendc {

/// On-chip memory kinds (CANN's CoreMemType).
enum class CoreMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, RESERVED };

/// SoC families, from the platform's "version"."Short_SoC_version". (The enumerator names are CANN's; code should
/// compare against them, not against their numeric values.)
enum class SocVersion { ASCEND910 = 0, ASCEND910B, ASCEND910_93, ASCEND310P, ASCEND310B, RESERVED_VERSION = 99999 };

/// Read-only helpers over a platform description (see Note [Platform resources] in platform/platform_infos_def.h).
/// A null platform reads as zero cores, zero memory and RESERVED_VERSION.
class PlatformAscendC {
 public:
  PlatformAscendC() = delete;
  /// Wraps \p platform_info (not owned; may be nullptr).
  explicit PlatformAscendC(fe::PlatFormInfos* platform_info) : platform_(platform_info) {}

  /// Number of AI cores of the current core type (fe::PlatFormInfos::GetCoreNum()).
  uint32_t GetCoreNum() const { return platform_ == nullptr ? 0 : platform_->GetCoreNum(); }
  /// Number of cube cores ("SoCInfo"."cube_core_cnt"; the AI core count when the SoC does not separate them).
  uint32_t GetCoreNumAic() const {
    if (platform_ == nullptr) return 0;
    const uint32_t cube = platform_->GetCoreNumByType("CubeCore");
    return cube != 0 ? cube : platform_->GetCoreNumByType("AiCore");
  }
  /// Number of vector cores ("SoCInfo"."vector_core_cnt"; the AI core count when the SoC does not separate them).
  uint32_t GetCoreNumAiv() const {
    if (platform_ == nullptr) return 0;
    const uint32_t vector = platform_->GetCoreNumByType("VectorCore");
    return vector != 0 ? vector : platform_->GetCoreNumByType("AiCore");
  }
  /// Block dim for \p slice_num vector slices on a SoC with \p aic_core_num cube and \p aiv_core_num vector cores:
  /// when each cube core drives several vector cores, one block runs that many slices.
  uint32_t CalcTschBlockDim(uint32_t slice_num, uint32_t aic_core_num, uint32_t aiv_core_num) const {
    if (aic_core_num == 0 || aiv_core_num == 0 || aic_core_num > aiv_core_num) return slice_num;
    const uint32_t ratio = aiv_core_num / aic_core_num;
    return (slice_num + ratio - 1) / ratio;
  }
  /// Size in bytes of one core's \p mem_type memory in \p size (0 if unknown).
  void GetCoreMemSize(const CoreMemType& mem_type, uint64_t& size) const {
    size = 0;
    if (platform_ != nullptr) platform_->GetLocalMemSize(static_cast<fe::LocalMemType>(mem_type), size);
  }
  /// Bandwidth of \p mem_type in bytes per cycle in \p bw_size (0 if unknown).
  void GetCoreMemBw(const CoreMemType& mem_type, uint64_t& bw_size) const {
    bw_size = 0;
    if (platform_ != nullptr) platform_->GetLocalMemBw(static_cast<fe::LocalMemType>(mem_type), bw_size);
  }
  /// The SoC family ("version"."Short_SoC_version"), RESERVED_VERSION if absent or unknown.
  SocVersion GetSocVersion() const {
    // Keys built once: "Short_SoC_version" is too long for the small-string buffer, and Tiling functions ask on
    // every call.
    static const std::string kLabel = "version";
    static const std::string kKey = "Short_SoC_version";
    std::string name;
    if (platform_ == nullptr || !platform_->GetPlatformRes(kLabel, kKey, name)) {
      return SocVersion::RESERVED_VERSION;
    }
    if (name == "Ascend910") return SocVersion::ASCEND910;
    if (name == "Ascend910B") return SocVersion::ASCEND910B;
    if (name == "Ascend910_93") return SocVersion::ASCEND910_93;
    if (name == "Ascend310P") return SocVersion::ASCEND310P;
    if (name == "Ascend310B") return SocVersion::ASCEND310B;
    return SocVersion::RESERVED_VERSION;
  }
  /// Bytes of workspace the Ascend C library APIs need on the device (a system workspace every kernel reserves):
  /// 16 MiB on the Ascend910B/910_93 families, 2 MiB elsewhere (oppkit's figures; CANN's come with its runtime).
  uint32_t GetLibApiWorkSpaceSize() const {
    const SocVersion soc = GetSocVersion();
    return (soc == SocVersion::ASCEND910B || soc == SocVersion::ASCEND910_93) ? 16U * 1024 * 1024 : 2U * 1024 * 1024;
  }

 private:
  fe::PlatFormInfos* platform_;
};

}  // namespace platform_ascendc
