/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * oppkit's default platform: the platform a single-op query uses when it names none, and the one an op library's
 * fe::PlatformInfoManager knows (platform/platform_info.h). One definition for hosts and op libraries.
 */
#pragma once

#include "platform/platform_infos_def.h"

namespace oppkit {

/// Fills \p platform with the default platform, an Ascend910B2: version (SoC_version "Ascend910B2",
/// Short_SoC_version "Ascend910B", NpuArch "2201"), SoCInfo (24 AI cores, 24 cube and 48 vector cores, 6 AI CPUs,
/// 64 GiB memory) and AICoreSpec (UB 192 KiB, L1 512 KiB, L0A/L0B 64 KiB, L0C 128 KiB, L2 192 MiB); the core type
/// is "AiCore".
void FillDefaultPlatform(fe::PlatFormInfos& platform);

}  // namespace oppkit
