// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit tiling`: single-op tiling requests (docs/cli.md "tiling"), one at a time or as JSON Lines. The JSON work
// is the core's (AnswerTilingJsonRequest); this file picks the platform and owns the run's compile-info cache.
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cli_options.h"
#include "commands.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/status.h"
#include "oppkit/core/tiling.h"

namespace oppkit::cli {

int RunTiling(const RegistrySnapshot& snapshot, const std::string& source, bool batch,
              const std::optional<std::string>& platform_file, bool fields) {
  TilingJsonOptions options;
  options.fields = fields;
  if (platform_file) {
    // An unusable --platform FILE is a usage error: no request could be answered as the caller meant.
    Result<std::shared_ptr<const fe::PlatFormInfos>> platform = LoadPlatformFile(*platform_file);
    if (!platform.ok()) {
      std::cerr << "oppkit: " << platform.status().message() << "\n";
      return kExitUsage;
    }
    options.platform = std::move(*platform);
  }
  // Note [One compile-info cache per run]: the cache lives as long as the command, so a batch runs each op's
  // TilingParse once per distinct (compile info, platform), as a framework that keeps its registry would; each
  // response says whether its compile info came from the cache.
  CompileInfoCache cache;
  options.cache = &cache;
  const RequestAnswerer answer = [&](std::string_view request, bool* ok) {
    return AnswerTilingJsonRequest(snapshot, request, options, ok);
  };
  return batch ? AnswerRequestLines(source, answer) : AnswerSingleRequest(source, answer);
}

}  // namespace oppkit::cli
