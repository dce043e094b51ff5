// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Platform descriptions: the SoC resources (core counts, memory sizes, SoC name) that TilingParse and Tiling read
// through `GetPlatformInfo()` (fe::PlatFormInfos, Note [Platform resources] in platform/platform_infos_def.h).
//
// A description is JSON: an object of labels, each an object of keys with string or non-negative integer values,
// e.g. `{"SoCInfo": {"ai_core_cnt": 8}, "AICoreSpec": {"ub_size": 262144}}`. It overrides the default platform
// (DefaultPlatform()) key by key: what it does not name keeps the default's value.
//
// Example:
//   oppkit::Result<std::shared_ptr<const fe::PlatFormInfos>> p = oppkit::ParsePlatformJson(R"({"SoCInfo": ...})");
//   if (!p.ok()) report(p.status().message());  // "[tiling.bad_platform] platform: 'SoCInfo'.'ai_core_cnt': ..."
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "oppkit/core/export.h"
#include "oppkit/core/status.h"
#include "platform/platform_infos_def.h"

namespace oppkit {

/// The platform used when a request names none: an Ascend910B2-like SoC (documented in docs/cli.md): 24 AI cores
/// (24 cube, 48 vector), UB 192 KiB, L1 512 KiB, L0A/L0B 64 KiB, L0C 128 KiB.
OPPKIT_CORE_API std::shared_ptr<const fe::PlatFormInfos> DefaultPlatform();

/// The default platform overridden by the JSON description \p json_text. Errors: tiling.bad_platform, naming the
/// label and key: not JSON, not an object of objects, a value that is neither a string nor a non-negative integer,
/// a key oppkit reads (SoCInfo ai_core_cnt, cube_core_cnt, vector_core_cnt, ai_cpu_cnt, memory_size; AICoreSpec
/// ub_size, l1_size, l0_a_size, l0_b_size, l0_c_size, l2_size) that is not a decimal integer, or 0 for ai_core_cnt,
/// memory_size or an on-chip memory size other than l2_size (Note [Platform values] in platform.cc).
OPPKIT_CORE_API Result<std::shared_ptr<const fe::PlatFormInfos>> ParsePlatformJson(std::string_view json_text);

/// ParsePlatformJson() of the file at \p path (tiling.bad_platform also when it cannot be read).
OPPKIT_CORE_API Result<std::shared_ptr<const fe::PlatFormInfos>> LoadPlatformFile(const std::string& path);

}  // namespace oppkit
