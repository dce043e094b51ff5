// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The subcommands of the `oppkit` tool. Each writes its results to stdout, problems to stderr, and returns the
// exit status (cli_options.h).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oppkit/graph/graph.h"
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

/// `oppkit tiling [--platform FILE] [--fields] REQUEST|-` (or, with \p batch, `oppkit tiling --batch FILE|-`): tiling
/// requests answered as `infer` answers shape queries, through one compile-info cache for the whole run; with
/// \p fields, responses name the tiling data's fields.
int RunTiling(const RegistrySnapshot& snapshot, const std::string& source, bool batch,
              const std::optional<std::string>& platform_file, bool fields);

/// Answers one request of a command: the response line, and whether the request succeeded in \p ok.
using RequestAnswerer = std::function<std::string(std::string_view request, bool* ok)>;

/// The request text of a single-request command: \p source itself if it is a literal JSON object (first non-blank
/// character `{`), else the file it names, or stdin for `-`. False (and an io.error on stderr) if unreadable.
bool ReadRequestText(const std::string& source, std::string* text);

/// A single-request command (`infer`, `tiling`): reads the request (ReadRequestText), prints \p answer's response.
/// kExitOk, kExitFailed (the request failed) or kExitUsage (unreadable source).
int AnswerSingleRequest(const std::string& source, const RequestAnswerer& answer);

/// A `--batch` command: reads JSON Lines from the file \p source (or stdin for `-`) and prints one response per
/// non-blank line, in order, flushed per line. kExitOk if all succeeded, kExitFailed if some failed (every line is
/// still answered), kExitUsage if the file cannot be opened.
int AnswerRequestLines(const std::string& source, const RequestAnswerer& answer);

/// `oppkit graph MODEL [--input-shape NAME:dims]... [--strict] --dump OUT.json [--dot OUT.dot]` (graph_command.cc):
/// \p options are Options::graph_options. kExitOk if every node was inferred, kExitFailed if a node failed or the
/// model is invalid, kExitUsage on a usage error or a feature not built yet (graph.unsupported).
int RunGraph(const RegistrySnapshot& snapshot, const std::string& model, const std::vector<std::string>& options);

/// `oppkit new DESC.json DIR` (new_command.cc, Note [Generated packages]): writes an op package project for the ops
/// of an msopgen-style JSON description into the new directory DIR, whose name is the vendor's. kExitOk, kExitFailed
/// (new.bad_description, io.error) or kExitUsage (DIR exists or is not a vendor name).
int RunNew(const std::string& description_path, const std::string& dir);

/// Writes \p text to the file \p path, or to stdout for "-". False (with an io.error on stderr) if it cannot.
bool WriteOutput(const std::string& path, const std::string& text);

/// Reads a model for `graph` and `plan`: an ONNX model (MODEL.onnx, imported through the parser plugins; its node
/// errors are printed one per line, kept opaque nodes as warnings) or a JSON graph.
Result<ComputeGraph> LoadModel(const RegistrySnapshot& snapshot, const std::string& path, bool keep_unmapped);

/// `oppkit plan MODEL --run SHAPES [--run ...] [--repeat N] [--all] [--json]` (plan_command.cc): \p options are
/// Options::graph_options. kExitOk if every run succeeded, kExitFailed if compiling or a run failed, kExitUsage on a
/// usage error.
int RunPlan(const RegistrySnapshot& snapshot, const std::string& model, const std::vector<std::string>& options,
            bool json);

/// `oppkit check PATH...`: each PATH is a .jsonl file or a directory whose *.jsonl files (sorted, not recursive)
/// are run. Prints `FAIL <file>:<line> <id>: <what>` per failing case and an `N passed, M failed` summary.
/// kExitOk if all passed, kExitFailed if any failed, kExitUsage if a PATH cannot be read (nothing is run then).
int RunCheck(const RegistrySnapshot& snapshot, const std::vector<std::string>& paths);

/// `oppkit doctor`: examines the tree \p options describe (it loads the packages itself, into a scratch registry)
/// and prints one line per finding and a summary. Exit: 0 no errors, 1 errors.
int RunDoctor(const LoadOptions& options);

}  // namespace oppkit::cli
