// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libFuzzer target: a JSON graph read (ParseGraphJson), inferred (InferGraph), dumped and drawn, as `oppkit graph`
// does with it.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_common.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  oppkit::Result<oppkit::ComputeGraph> graph =
      oppkit::ParseGraphJson(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!graph.ok()) return 0;
  oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferGraph(oppkit::fuzz::Ops(), *graph);
  if (!report.ok()) return 0;
  (void)oppkit::InferenceDumpToJson(*graph, *report);
  (void)oppkit::GraphToDot(*graph);
  return 0;
}
