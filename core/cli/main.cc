// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit`: inspects and exercises the op packages of an OPP tree (docs/design.md §6, docs/cli.md).
#include <exception>
#include <iostream>
#include <memory>
#include <string>

#include "cli_options.h"
#include "commands.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"
#include "oppkit/plugin_abi.h"

namespace oppkit::cli {
namespace {

int UsageError(const std::string& problem) {
  std::cerr << "oppkit: " << Status(ErrorCode::kCliUsage, problem).message() << "\n"
            << "Run 'oppkit --help' for usage.\n";
  return kExitUsage;
}

int Run(int argc, const char* const* argv) {
  std::string error;
  const std::optional<Options> parsed = ParseOptions(argc, argv, &error);
  if (!parsed) return UsageError(error);
  const Options& options = *parsed;
  if (options.version) {
    std::cout << "oppkit " << OPPKIT_VERSION << " (plugin ABI " << OPPKIT_PLUGIN_ABI_MAJOR << "."
              << OPPKIT_PLUGIN_ABI_MINOR << ")\n";
    return kExitOk;
  }
  if (options.help) {
    std::cout << HelpText(options.command);
    return kExitOk;
  }
  error = ValidateOptions(options);
  if (!error.empty()) return UsageError(error);

  // Note [Loader problems are warnings]: a package that fails to load is skipped by the loader (all-or-nothing per
  // package); the tool reports it on stderr and answers with whatever did load, so one broken vendor package does
  // not take the tool down. Requests for ops that are missing as a result fail with infer.unknown_op.
  LoadOptions load;
  if (options.opp_root) load.opp_root = *options.opp_root;
  if (options.command == "doctor") return RunDoctor(load);  // loads (and reports) by itself
  if (options.command == "new") return RunNew(options.args[0], options.args[1]);  // needs no OPP tree
  OpRegistry registry;
  // The loader logs each problem it reports (stderr, warning level): printing the report's errors too would show
  // every one twice.
  LoadOpPackages(load, registry);
  const std::shared_ptr<const RegistrySnapshot> snapshot = registry.Snapshot();

  const std::string arg = options.args.empty() ? std::string() : options.args.front();
  if (options.command == "list") return RunList(*snapshot, options.json);
  if (options.command == "show") return RunShow(*snapshot, arg, options.json);
  if (options.command == "infer") return options.batch ? RunInferBatch(*snapshot, arg) : RunInfer(*snapshot, arg);
  if (options.command == "tiling") return RunTiling(*snapshot, arg, options.batch, options.platform_file, options.fields);
  if (options.command == "graph") return RunGraph(*snapshot, arg, options.graph_options);
  if (options.command == "plan") return RunPlan(*snapshot, arg, options.graph_options, options.json);
  if (options.command == "check") return RunCheck(*snapshot, options.args);
  return UsageError("unknown command '" + options.command + "'");
}

}  // namespace
}  // namespace oppkit::cli

int main(int argc, char** argv) {
  try {
    return oppkit::cli::Run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "oppkit: " << oppkit::Status(oppkit::ErrorCode::kInternal, e.what()).message() << "\n";
  } catch (...) {
    std::cerr << "oppkit: " << oppkit::Status(oppkit::ErrorCode::kInternal, "unexpected exception").message() << "\n";
  }
  return oppkit::cli::kExitFailed;
}
