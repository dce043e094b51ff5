// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The subcommands of the `oppkit` tool. Each writes its results to stdout, problems to stderr, and returns the
// exit status (cli_options.h).
#pragma once

#include <string>
#include <vector>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"

namespace oppkit::cli {

/// `oppkit list [--json]`.
int RunList(const RegistrySnapshot& snapshot, bool json);

/// `oppkit show OP [--json]`.
int RunShow(const RegistrySnapshot& snapshot, const std::string& op_type, bool json);

/// `oppkit infer REQUEST|-`: \p source is a literal JSON object (first non-blank character `{`), a file, or `-`.
int RunInfer(const RegistrySnapshot& snapshot, const std::string& source);

/// `oppkit infer --batch FILE|-`.
int RunInferBatch(const RegistrySnapshot& snapshot, const std::string& source);

/// `oppkit check PATH...`: each PATH is a .jsonl file or a directory whose *.jsonl files (sorted, not recursive)
/// are run. Prints `FAIL <file>:<line> <id>: <what>` per failing case and an `N passed, M failed` summary.
/// kExitOk if all passed, kExitFailed if any failed, kExitUsage if a PATH cannot be read (nothing is run then).
int RunCheck(const RegistrySnapshot& snapshot, const std::vector<std::string>& paths);

/// `oppkit doctor`: examines the tree \p options describe (it loads the packages itself, into a scratch registry)
/// and prints one line per finding and a summary. Exit: 0 no errors, 1 errors.
int RunDoctor(const LoadOptions& options);

}  // namespace oppkit::cli
