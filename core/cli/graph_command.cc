// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit graph MODEL(.onnx|.json) [--input-shape NAME:d0,d1,..]... [--data-format NCHW|NHWC] [--strict]
// [--no-storage-formats] [--keep-unmapped] [--symbolic [--symbol-hint NAME=VALUE]...] [--dump OUT.json] [--dot OUT.dot]
// [--summary] [--annotate OUT.onnx]`:
// whole-graph inference (InferGraph) over an ONNX model (imported through the parser plugins,
// docs/onnx.md) or a JSON graph (docs/graph.md), written as the infershape dump, a DOT drawing, a table and, for ONNX,
// the model with the inferred shapes as its value_info.
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cli_options.h"
#include "commands.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#if OPPKIT_WITH_ONNX
#include "oppkit/onnx/onnx_import.h"
#endif
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "util/read_file.h"

namespace oppkit::cli {
namespace {

// Graphs above this many nodes (subgraphs included) show the InferShape pass's progress on a terminal.
constexpr size_t kProgressMinNodes = 10000;

// The graph data formats `--data-format` takes (GE's --input_format).
constexpr const char* kDataFormats[] = {"NCHW", "NHWC", "NCDHW", "NDHWC", "ND"};

// Graph options with a value; `--strict`, `--no-storage-formats`, `--keep-unmapped`, `--symbolic` and `--summary` are
// the flags.
constexpr const char* kValueOptions[] = {"--input-shape", "--dump",        "--dot",
                                         "--data-format", "--symbol-hint", "--annotate"};

struct GraphCommandOptions {
  GraphInferOptions infer;
  /// --keep-unmapped (ONNX: OnnxImportOptions::keep_unmapped).
  bool keep_unmapped = false;
  std::string dump_path;
  std::string dot_path;
  /// --summary: the table (InferenceSummaryTable) on stdout.
  bool summary = false;
  /// --annotate: the ONNX model with the inferred shapes (AnnotateOnnxModel).
  std::string annotate_path;
};

int Usage(const std::string& problem) {
  std::cerr << "oppkit: " << Status(ErrorCode::kCliUsage, problem).message() << "\n"
            << "Run 'oppkit help graph' for usage.\n";
  return kExitUsage;
}

bool EndsWith(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

// Splits `--name=value` into name and value (value empty and \p has_value false for `--name`).
std::pair<std::string_view, std::string_view> SplitOption(std::string_view arg, bool* has_value) {
  const size_t eq = arg.find('=');
  *has_value = eq != std::string_view::npos;
  if (!*has_value) return {arg, {}};
  return {arg.substr(0, eq), arg.substr(eq + 1)};
}

// Reads Options::graph_options (option, value, option, ...; see GraphOptionArity). Returns kExitOk or the exit
// status of the problem it printed.
int ReadGraphOptions(const std::vector<std::string>& raw, GraphCommandOptions* out) {
  for (size_t i = 0; i < raw.size(); ++i) {
    bool inline_value = false;
    const auto [name, embedded] = SplitOption(raw[i], &inline_value);
    if (name == "--strict") {
      if (inline_value) return Usage("--strict takes no value");
      out->infer.strict = true;
      continue;
    }
    if (name == "--keep-unmapped") {
      if (inline_value) return Usage("--keep-unmapped takes no value");
      out->keep_unmapped = true;
      continue;
    }
    if (name == "--symbolic") {
      if (inline_value) return Usage("--symbolic takes no value");
      out->infer.symbolic = true;
      continue;
    }
    if (name == "--summary") {
      if (inline_value) return Usage("--summary takes no value");
      out->summary = true;
      continue;
    }
    if (name == "--no-storage-formats") {
      if (inline_value) return Usage("--no-storage-formats takes no value");
      out->infer.storage_formats = false;
      continue;
    }
    std::string value;
    if (inline_value) {
      value = std::string(embedded);
    } else if (i + 1 < raw.size()) {
      value = raw[++i];
    } else {
      return Usage(std::string(name) + " needs a value");
    }
    if (name == "--input-shape") {
      Result<std::pair<std::string, std::vector<int64_t>>> shape = ParseInputShape(value);
      if (!shape.ok()) return Usage("--input-shape " + shape.status().message());
      out->infer.input_shapes.push_back(std::move(*shape));
    } else if (name == "--symbol-hint") {
      const size_t eq = value.rfind('=');
      char* end = nullptr;
      const long long hint = eq == std::string::npos ? 0 : std::strtoll(value.c_str() + eq + 1, &end, 10);
      if (eq == std::string::npos || eq == 0 || end == value.c_str() + eq + 1 || *end != '\0') {
        return Usage("--symbol-hint '" + value + "': expected NAME=VALUE (a symbol and its sample value)");
      }
      out->infer.symbol_hints[value.substr(0, eq)] = hint;
    } else if (name == "--dump") {
      if (value.empty()) return Usage("--dump needs a file (or - for stdout)");
      out->dump_path = value;
    } else if (name == "--dot") {
      if (value.empty()) return Usage("--dot needs a file (or - for stdout)");
      out->dot_path = value;
    } else if (name == "--annotate") {
      if (value.empty() || value == "-") return Usage("--annotate needs a file (OUT.onnx)");
      out->annotate_path = value;
    } else if (name == "--data-format") {
      bool known = false;
      for (const char* f : kDataFormats) known = known || value == f;
      if (!known) return Usage("--data-format '" + value + "': expected NCHW, NHWC, NCDHW, NDHWC or ND");
      out->infer.data_format = *ParseFormat(value);
    } else {
      return Usage("unknown graph option '" + std::string(name) + "'");
    }
  }
  if (!out->infer.symbol_hints.empty() && !out->infer.symbolic) return Usage("--symbol-hint needs --symbolic");
  if (out->dump_path.empty() && !out->summary && out->annotate_path.empty()) {
    return Usage("'graph' needs --dump OUT.json (or --dump - for stdout), --summary or --annotate OUT.onnx");
  }
  if (out->dump_path == "-" && out->dot_path == "-") return Usage("--dump and --dot cannot both go to stdout");
  if (out->summary && (out->dump_path == "-" || out->dot_path == "-")) {
    return Usage("--summary prints to stdout: give --dump and --dot a file");
  }
  return kExitOk;
}

// Imports an ONNX model; its node errors are printed (one line each) and fail the import as a whole; kept opaque
// nodes are printed as warnings. A tool built without the ONNX module says so (onnx.not_built).
Result<ComputeGraph> LoadOnnxGraph(const RegistrySnapshot& snapshot, const std::string& path, bool keep_unmapped) {
#if !OPPKIT_WITH_ONNX
  (void)snapshot;
  (void)keep_unmapped;
  return Status(ErrorCode::kOnnxNotBuilt,
                "'" + path + "': this oppkit was built without ONNX import (OPPKIT_WITH_ONNX=OFF or no libonnx-dev)");
#else
  OnnxImportOptions options;
  options.keep_unmapped = keep_unmapped;
  Result<OnnxImport> imported = LoadOnnxFile(snapshot, path, options);
  if (!imported.ok()) return imported.status();
  for (const std::string& warning : imported->warnings) std::cerr << "oppkit: warning: " << warning << "\n";
  for (const GraphError& e : imported->kept_unmapped) {
    std::cerr << "oppkit: warning: " << e.status.message() << " (kept as an opaque node)\n";
  }
  if (!imported->ok()) {
    // Every node's error, then one summary naming every op type no parser maps.
    for (const GraphError& e : imported->errors) std::cerr << "oppkit: error: " << e.status.message() << "\n";
    return ImportFailure(*imported, "'" + path + "'");
  }
  return std::move(imported->graph);
#endif
}

// Writes the ONNX model \p model_path with \p graph's shapes as its value_info to \p out_path (AnnotateOnnxModel);
// false with the error on stderr if it cannot.
bool WriteAnnotatedModel(const std::string& model_path, const ComputeGraph& graph, const std::string& out_path) {
#if OPPKIT_WITH_ONNX
  std::string bytes;
  Status status = detail::ReadNamedFile(model_path, detail::FileKinds::kRegularOrStream, detail::kMaxInputFileBytes,
                                        &bytes);
  if (status.ok()) {
    Result<OnnxAnnotation> annotated = AnnotateOnnxModel(bytes, graph, "'" + model_path + "'");
    if (annotated.ok()) {
      std::cerr << "oppkit: annotated " << annotated->values << " values into '" << out_path << "'\n";
      return WriteOutput(out_path, annotated->bytes);
    }
    status = annotated.status();
  }
  std::cerr << "oppkit: " << status.message() << "\n";
  return false;
#else
  (void)model_path;
  (void)graph;
  (void)out_path;
  return false;  // an ONNX model never loads without the module
#endif
}

}  // namespace

Result<ComputeGraph> LoadModel(const RegistrySnapshot& snapshot, const std::string& path, bool keep_unmapped) {
  return EndsWith(path, ".onnx") ? LoadOnnxGraph(snapshot, path, keep_unmapped) : LoadGraphJsonFile(path);
}

int GraphOptionArity(std::string_view arg) {
  bool has_value = false;
  const std::string_view name = SplitOption(arg, &has_value).first;
  if (name == "--strict" || name == "--keep-unmapped" || name == "--no-storage-formats" || name == "--symbolic" ||
      name == "--summary") {
    return 0;
  }
  for (const char* option : kValueOptions) {
    if (name == option) return has_value ? 0 : 1;
  }
  return -1;
}

std::string GraphHelpText() {
  return "usage: oppkit graph [--opp DIR] MODEL(.onnx|.json) [--input-shape NAME:d0,d1,...]...\n"
         "                    [--data-format FORMAT] [--strict] [--no-storage-formats] [--keep-unmapped]\n"
         "                    [--symbolic [--symbol-hint NAME=VALUE]...] [--dump OUT.json] [--dot OUT.dot]\n"
         "                    [--summary] [--annotate OUT.onnx]\n"
         "\n"
         "Whole-graph inference over an ONNX model (MODEL.onnx, imported through the framework parser plugins of\n"
         "the OPP tree, docs/onnx.md) or a JSON graph (docs/graph.md), in GE's order: the FormatRefiner (origin\n"
         "formats from the declared ones), the InferShape pass (every op node through the same path as 'oppkit\n"
         "infer', with its inputs' descs from the nodes that feed it and the values of Const inputs; subgraphs of\n"
         "If/Case/While), the FormatRefiner's second stage, then the storage formats: each op node gets the ones\n"
         "its op declares (Conv2D: NC1HWC0, FRACTAL_Z; MatMul: FRACTAL_NZ; element-wise ops follow their input),\n"
         "and TransData nodes (\"inserted\": true) go where a producer's storage format differs from its\n"
         "consumer's.\n"
         "  --input-shape NAME:d0,d1,...  replaces the shape of Data node NAME (-1: unknown dim; NAME: scalar)\n"
         "  --data-format FORMAT          the graph's data format (NCHW, NHWC, NCDHW, NDHWC; default ND): Data\n"
         "                                nodes of rank >= 4 that no anchor reached take it\n"
         "  --strict                      stop at the first error (default: report every error, continue with\n"
         "                                unknown shapes; nodes fed by a failed node are skipped)\n"
         "  --no-storage-formats          keep op tensors in their origin formats (no storage-format selection;\n"
         "                                user storage formats on Data/NetOutput and TransData still apply)\n"
         "  --keep-unmapped               ONNX: keep nodes no parser maps as opaque nodes with unknown outputs\n"
         "                                (default: each is an onnx.unmapped_op error and nothing is inferred)\n"
         "  --symbolic                    also infer every dim as a formula of the inputs' symbols (an ONNX\n"
         "                                dim_param, else s0, s1, ...): \"symbolic_shape\" per output, \"symbols\"\n"
         "                                and \"guards\" in the dump, formulas in the drawing (docs/symbolic.md)\n"
         "  --symbol-hint NAME=VALUE      a sample value of a symbol: decides the conditions the rules state\n"
         "  --dump OUT.json               the infershape dump ({\"graph\", \"nodes\": [{\"name\", \"type\", "
         "\"inputs\",\n"
         "                                \"outputs\"}], \"summary\": {\"nodes\", \"unknown_shapes\", \"errors\"}}); - "
         "for stdout\n"
         "  --dot OUT.dot                 the graph for Graphviz, nodes with their output shapes; - for stdout\n"
         "  --summary                     a table on stdout: per node its op, input shapes -> outputs (dtype,\n"
         "                                shape or formulas, format, storage layout)\n"
         "  --annotate OUT.onnx           ONNX: the model with every inferred dtype and shape as its value_info\n"
         "                                (dim_param for symbolic dims), for Netron and ONNX tools; one of --dump,\n"
         "                                --summary and --annotate is needed\n"
         "Prints a summary line (to stderr when the dump goes to stdout) and one line per error; on a terminal,\n"
         "graphs of more than 10,000 nodes show the InferShape pass's progress on stderr.\n"
         "Exit status: 0 if every node was inferred, 1 if some node failed or the model is invalid, 2 on a usage\n"
         "error.\n";
}

int RunGraph(const RegistrySnapshot& snapshot, const std::string& model, const std::vector<std::string>& options) {
  GraphCommandOptions parsed;
  if (const int status = ReadGraphOptions(options, &parsed); status != kExitOk) return status;
  const bool onnx = EndsWith(model, ".onnx");
  if (!onnx && parsed.keep_unmapped) return Usage("--keep-unmapped applies to ONNX models (MODEL.onnx) only");
  if (!onnx && !parsed.annotate_path.empty()) return Usage("--annotate applies to ONNX models (MODEL.onnx) only");
  Result<ComputeGraph> graph = LoadModel(snapshot, model, parsed.keep_unmapped);
  if (!graph.ok()) {
    std::cerr << "oppkit: " << graph.status().message() << "\n";
    return kExitFailed;
  }
  // A progress line for graphs that take a while, where someone watches: stderr a terminal.
  bool progress_shown = false;
  if (graph->TotalSize() > kProgressMinNodes && isatty(STDERR_FILENO) != 0) {
    parsed.infer.progress = [&progress_shown](size_t done, size_t total) {
      std::cerr << "\roppkit: InferShape pass: " << done << " of " << total << " nodes" << std::flush;
      progress_shown = true;
    };
  }
  Result<GraphInferReport> report = InferGraph(snapshot, *graph, parsed.infer);
  if (progress_shown) std::cerr << "\n";
  if (!report.ok()) {
    std::cerr << "oppkit: " << report.status().message() << "\n";
    return kExitFailed;
  }
  for (const GraphError& e : report->errors) std::cerr << "oppkit: error: " << e.status.message() << "\n";
  if (!parsed.dump_path.empty() && !WriteOutput(parsed.dump_path, InferenceDumpToJson(*graph, *report))) {
    return kExitFailed;
  }
  if (!parsed.dot_path.empty() && !WriteOutput(parsed.dot_path, GraphToDot(*graph))) return kExitFailed;
  if (parsed.summary) std::cout << InferenceSummaryTable(*graph) << std::flush;
  if (!parsed.annotate_path.empty() && !WriteAnnotatedModel(model, *graph, parsed.annotate_path)) return kExitFailed;
  std::ostream& summary = parsed.dump_path == "-" || parsed.dot_path == "-" ? std::cerr : std::cout;
  summary << "graph '" << graph->name() << "': " << graph->TotalSize() << " nodes, " << report->inferred << " inferred, "
          << report->failed << " failed, " << report->skipped << " skipped, ";
  if (report->not_run > 0) summary << report->not_run << (parsed.infer.strict ? " not run (--strict), " : " not run, ");
  summary << report->unknown_shapes << " unknown shapes, " << report->errors.size() << " errors\n";
  if (report->symbolic) {
    size_t fresh = 0;
    for (const GraphSymbol& s : report->symbols) fresh += s.fresh ? 1 : 0;
    summary << "symbolic: " << report->symbols.size() - fresh << " input symbols, " << fresh
            << " fresh symbols, " << report->guards.size() << " guards, " << report->symbolic_rules
            << " nodes by InferSymbolShape\n";
  }
  return report->ok() ? kExitOk : kExitFailed;
}

}  // namespace oppkit::cli
