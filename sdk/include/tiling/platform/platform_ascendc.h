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
#include <cstdlib>
#include <string>

#include "platform/platform_infos_def.h"
#include "platform/soc_spec.h"

namespace platform_ascendc {

/// On-chip memory kinds (CANN's CoreMemType).
enum class CoreMemType { L0_A = 0, L0_B = 1, L0_C = 2, L1 = 3, L2 = 4, UB = 5, HBM = 6, FB = 7, BT = 8, RESERVED };

/// SoC families, from the platform's "version"."Short_SoC_version" (CANN's enumerators, in CANN's order).
enum class SocVersion {
  ASCEND910 = 0,
  ASCEND910B,
  ASCEND310P,
  ASCEND310B,
  ASCEND950,
  ASCEND910_55,
  AS31XM1,
  ASCEND031,
  ASCEND035,
  ASCEND310,
  ASCEND610,
  ASCEND610Lite,
  ASCEND910_93,
  BS9SX1A,
  BS9SX2A,
  HI3796CV300CS,
  HI3796CV300ES,
  MC61AM21A,
  MC62CM12A,
  SD3403,
  KIRINX90,
  KIRIN9030,
  RESERVED_VERSION = 99999
};

/// Workspace reservations of CANN's SetReservedMemSize (kept for source compatibility).
enum class ReservedSize { RESERVED_SIZE_8K, RESERVED_SIZE_16K, RESERVED_SIZE_32K };

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
  /// Number of vector cores ("SoCInfo"."vector_core_cnt"; the AI core count when the SoC does not separate them, as
  /// on Ascend310P, whose vector_core_cnt counts the stand-alone Vector Cores of GetCoreNumVector()).
  uint32_t GetCoreNumAiv() const {
    if (platform_ == nullptr) return 0;
    if (GetSocVersion() == SocVersion::ASCEND310P) return platform_->GetCoreNumByType("AiCore");
    const uint32_t vector = platform_->GetCoreNumByType("VectorCore");
    return vector != 0 ? vector : platform_->GetCoreNumByType("AiCore");
  }
  /// Number of the stand-alone Vector Cores beside the AI cores ("SoCInfo"."vector_core_cnt"): only the Atlas
  /// inference SoCs (Ascend310P) have them, every other SoC gives 0, as CANN documents. Tiling functions add it to
  /// GetCoreNumAiv() for the vector cores of all kinds.
  uint32_t GetCoreNumVector() const {
    if (platform_ == nullptr || GetSocVersion() != SocVersion::ASCEND310P) return 0;
    return platform_->GetCoreNumByType("VectorCore");
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
    struct Named {
      const char* name;
      SocVersion version;
    };
    static constexpr Named kVersions[] = {
        {"Ascend910", SocVersion::ASCEND910},         {"Ascend910B", SocVersion::ASCEND910B},
        {"Ascend310P", SocVersion::ASCEND310P},       {"Ascend310B", SocVersion::ASCEND310B},
        {"Ascend950", SocVersion::ASCEND950},         {"Ascend910_55", SocVersion::ASCEND910_55},
        {"AS31XM1", SocVersion::AS31XM1},             {"Ascend031", SocVersion::ASCEND031},
        {"Ascend035", SocVersion::ASCEND035},         {"Ascend310", SocVersion::ASCEND310},
        {"Ascend610", SocVersion::ASCEND610},         {"Ascend610Lite", SocVersion::ASCEND610Lite},
        {"Ascend910_93", SocVersion::ASCEND910_93},   {"BS9SX1A", SocVersion::BS9SX1A},
        {"BS9SX2A", SocVersion::BS9SX2A},             {"Hi3796CV300CS", SocVersion::HI3796CV300CS},
        {"Hi3796CV300ES", SocVersion::HI3796CV300ES}, {"MC61AM21A", SocVersion::MC61AM21A},
        {"MC62CM12A", SocVersion::MC62CM12A},         {"SD3403", SocVersion::SD3403},
        {"KirinX90", SocVersion::KIRINX90},           {"Kirin9030", SocVersion::KIRIN9030}};
    for (const Named& v : kVersions) {
      if (name == v.name) return v.version;
    }
    return SocVersion::RESERVED_VERSION;
  }
  /// The NPU architecture ("version"."NpuArch", a DAV number such as 2201), DAV_RESV if absent or not a positive
  /// number.
  NpuArch GetCurNpuArch() const {
    static const std::string kLabel = "version";
    static const std::string kKey = "NpuArch";
    std::string text;
    if (platform_ == nullptr || !platform_->GetPlatformRes(kLabel, kKey, text)) return NpuArch::DAV_RESV;
    const long value = std::strtol(text.c_str(), nullptr, 10);
    return value > 0 && value <= 0xFFFF ? static_cast<NpuArch>(value) : NpuArch::DAV_RESV;
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
