// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit plan MODEL(.onnx|.json) --run 'x:8,3,224,224;mask:8,128' [--run ...] [--repeat N] [--all] [--json]
// [--input-shape NAME:dims]... [--data-format F] [--no-storage-formats] [--keep-unmapped]`: compiles the model into a
// run-time plan (oppkit/graph/infer_plan.h, docs/plan.md) and runs it once per --run, printing the shapes and the
// time per run.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "cli_options.h"
#include "commands.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/graph/infer_plan.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "util/json_text.h"

namespace oppkit::cli {
namespace {

struct PlanCommandOptions {
  PlanOptions plan;
  bool keep_unmapped = false;
  std::vector<std::string> runs;
  long repeat = 1;
};

int Usage(const std::string& problem) {
  std::cerr << "oppkit: " << Status(ErrorCode::kCliUsage, problem).message() << "\n"
            << "Run 'oppkit help plan' for usage.\n";
  return kExitUsage;
}

int ReadPlanOptions(const std::vector<std::string>& raw, PlanCommandOptions* out) {
  for (size_t i = 0; i < raw.size(); ++i) {
    const std::string& arg = raw[i];
    const size_t eq = arg.find('=');
    const std::string name = arg.substr(0, eq);
    if (name == "--all" || name == "--keep-unmapped" || name == "--no-storage-formats") {
      if (eq != std::string::npos) return Usage(name + " takes no value");
      if (name == "--all") out->plan.observe = PlanObserve::kAll;
      if (name == "--keep-unmapped") out->keep_unmapped = true;
      if (name == "--no-storage-formats") out->plan.infer.storage_formats = false;
      continue;
    }
    std::string value;
    if (eq != std::string::npos) {
      value = arg.substr(eq + 1);
    } else if (i + 1 < raw.size()) {
      value = raw[++i];
    } else {
      return Usage(name + " needs a value");
    }
    if (name == "--run") {
      out->runs.push_back(value);
    } else if (name == "--repeat") {
      char* end = nullptr;
      out->repeat = std::strtol(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0' || out->repeat < 1 || out->repeat > 100000000) {
        return Usage("--repeat '" + value + "': expected a count from 1");
      }
    } else if (name == "--input-shape") {
      Result<std::pair<std::string, std::vector<int64_t>>> shape = ParseInputShape(value);
      if (!shape.ok()) return Usage("--input-shape " + shape.status().message());
      out->plan.infer.input_shapes.push_back(std::move(*shape));
    } else if (name == "--data-format") {
      const std::optional<ge::Format> format = ParseFormat(value);
      if (!format || !(value == "NCHW" || value == "NHWC" || value == "NCDHW" || value == "NDHWC" || value == "ND")) {
        return Usage("--data-format '" + value + "': expected NCHW, NHWC, NCDHW, NDHWC or ND");
      }
      out->plan.infer.data_format = *format;
    } else {
      return Usage(name + " does not apply to 'plan'");
    }
  }
  if (out->runs.empty()) return Usage("'plan' needs at least one --run 'NAME:d0,d1,...;NAME:...'");
  return kExitOk;
}

// Sets the input shapes of one `--run` value: `NAME:d0,d1,...` items separated by ';'.
Status SetRunShapes(const std::string& spec, PlanRun& run) {
  size_t start = 0;
  while (start <= spec.size()) {
    size_t end = spec.find(';', start);
    if (end == std::string::npos) end = spec.size();
    const std::string item = spec.substr(start, end - start);
    start = end + 1;
    if (item.empty()) continue;
    Result<std::pair<std::string, std::vector<int64_t>>> shape = ParseInputShape(item);
    if (!shape.ok()) return Status(ErrorCode::kPlanBadInput, "--run '" + item + "': " + shape.status().message());
    OPPKIT_RETURN_IF_ERROR(run.SetInputShape(shape->first, shape->second));
  }
  return Status::Ok();
}

nlohmann::ordered_json Dims(const gert::Shape& s) {
  nlohmann::ordered_json dims = nlohmann::ordered_json::array();
  for (size_t d = 0; d < s.GetDimNum(); ++d) dims.push_back(s.GetDim(d));
  return dims;
}

}  // namespace

int PlanOptionArity(std::string_view arg) {
  const std::string_view name = arg.substr(0, arg.find('='));
  const bool inline_value = name.size() != arg.size();
  if (name == "--all") return 0;
  if (name == "--run" || name == "--repeat") return inline_value ? 0 : 1;
  return -1;
}

std::string PlanHelpText() {
  return "usage: oppkit plan [--opp DIR] MODEL(.onnx|.json) --run 'NAME:d0,d1,...;NAME:...' [--run ...]\n"
         "                   [--repeat N] [--all] [--json] [--input-shape NAME:d0,...]... [--data-format F]\n"
         "                   [--no-storage-formats] [--keep-unmapped]\n"
         "\n"
         "Compiles the model once into a run-time plan (docs/plan.md: the graph inferred as 'oppkit graph' does,\n"
         "each node's InferShape laid out once) and runs it once per --run with those input shapes, as a runtime\n"
         "re-infers shapes before each execution. Inputs a --run does not name keep their declared shapes (an\n"
         "unknown dim left unnamed is an error).\n"
         "  --run SHAPES          one run: input shapes, NAME:d0,d1,... separated by ';'\n"
         "  --repeat N            run each --run N times; the time printed is the mean per run\n"
         "  --all                 print (and keep up to date) every tensor, not only the graph outputs\n"
         "  --json                one line per run: {\"run\": k, \"shapes\": {\"<tensor>\": [dims], ...}, \"ns\": t}\n"
         "                        or {\"run\": k, \"error\": {\"code\", \"message\"}}; tensors by the dump's output\n"
         "                        names (node:index where two share a name)\n"
         "  --input-shape, --data-format, --no-storage-formats, --keep-unmapped: as for 'oppkit graph', at compile\n"
         "                        time (e.g. --input-shape x:-1,3,224,224 makes a static batch dynamic)\n"
         "Prints the plan's strategy counts and compile time first (to stderr with --json).\n"
         "Exit status: 0 if every run succeeded, 1 if the model could not be compiled or a run failed, 2 on a\n"
         "usage error.\n";
}

int RunPlan(const RegistrySnapshot& snapshot, const std::string& model, const std::vector<std::string>& options,
            bool json) {
  PlanCommandOptions parsed;
  if (const int status = ReadPlanOptions(options, &parsed); status != kExitOk) return status;
  Result<ComputeGraph> graph = LoadModel(snapshot, model, parsed.keep_unmapped);
  if (!graph.ok()) {
    std::cerr << "oppkit: " << graph.status().message() << "\n";
    return kExitFailed;
  }
  Result<InferPlan> plan = InferPlan::Compile(snapshot, *graph, parsed.plan);
  if (!plan.ok()) {
    std::cerr << "oppkit: " << plan.status().message() << "\n";
    return kExitFailed;
  }
  const PlanStats& stats = plan->stats();
  (json ? std::cerr : std::cout) << "plan '" << graph->name() << "': " << plan->tensors().size() << " tensors, "
                                 << stats.infer_shape << " InferShape, " << stats.graph_engine << " graph engine, "
                                 << stats.constants << " constant, " << stats.pruned << " pruned nodes; compiled in "
                                 << stats.compile_ns / 1000 << " us\n";
  const std::vector<std::string> names = PlanTensorNames(*plan);
  PlanRun run(*plan);
  bool all_ok = true;
  for (size_t k = 0; k < parsed.runs.size(); ++k) {
    Status st = SetRunShapes(parsed.runs[k], run);
    uint64_t ns = 0;
    if (st.ok()) {
      const auto start = std::chrono::steady_clock::now();
      for (long r = 0; r < parsed.repeat && st.ok(); ++r) st = run.Run();
      ns = static_cast<uint64_t>(
               std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start).count()) /
           static_cast<uint64_t>(parsed.repeat);
    }
    nlohmann::ordered_json line;
    line["run"] = k;
    if (!st.ok()) {
      all_ok = false;
      line["error"] = {{"code", ErrorId(st.code())}, {"message", st.message()}};
      if (json) {
        std::cout << json_detail::Dump(line) << "\n";
      } else {
        std::cout << "run " << k << ": error: " << st.message() << "\n";
      }
      continue;
    }
    nlohmann::ordered_json shapes = nlohmann::ordered_json::object();
    for (uint32_t t : plan->observed()) shapes[names[t]] = Dims(run.shape(t).GetOriginShape());
    if (json) {
      line["shapes"] = std::move(shapes);
      line["ns"] = ns;
      std::cout << json_detail::Dump(line) << "\n";
    } else {
      std::cout << "run " << k << " (" << ns << " ns):";
      for (uint32_t t : plan->observed()) std::cout << " " << names[t] << " " << json_detail::Dump(shapes[names[t]]);
      std::cout << "\n";
    }
  }
  return all_ok ? kExitOk : kExitFailed;
}

}  // namespace oppkit::cli
