// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "oppkit/default_platform.h"

#include <map>
#include <string>

namespace oppkit {

void FillDefaultPlatform(fe::PlatFormInfos& platform) {
  (void)platform.Init();
  std::map<std::string, std::string> version = {
      {"SoC_version", "Ascend910B2"}, {"Short_SoC_version", "Ascend910B"}, {"NpuArch", "2201"}};
  std::map<std::string, std::string> soc = {{"ai_core_cnt", "24"},
                                            {"cube_core_cnt", "24"},
                                            {"vector_core_cnt", "48"},
                                            {"ai_cpu_cnt", "6"},
                                            {"memory_size", "68719476736"}};
  std::map<std::string, std::string> core = {{"ub_size", "196608"},  {"l1_size", "524288"},   {"l0_a_size", "65536"},
                                             {"l0_b_size", "65536"}, {"l0_c_size", "131072"}, {"l2_size", "201326592"}};
  platform.SetPlatformRes("version", version);
  platform.SetPlatformRes("SoCInfo", soc);
  platform.SetPlatformRes("AICoreSpec", core);
  platform.SetCoreNumByCoreType("AiCore");
}

}  // namespace oppkit
