// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The baseline of the whole-graph benchmarks (README, "Performance"): libonnx's own shape inference on the same
// real-network models that BM_GraphInfer_<model> and BM_GraphInferShapes_<model> (graph_bench.cc) infer.
//   BM_OnnxInferShapes_<model>          onnx::shape_inference::InferShapes(ModelProto&) with its default options
//                                       (no data propagation: Shape -> Gather -> Concat -> Reshape chains stay
//                                       unknown, as `onnx.shape_inference.infer_shapes` does by default)
//   BM_OnnxInferShapesDataProp_<model>  the same with enable_data_propagation, ONNX's nearest to oppkit's constant
//                                       folding
//
// What is timed: one InferShapes call per iteration on a fresh copy of the parsed model (value_info cleared, so
// every value is inferred, not checked), copied while the timer is paused. The file is parsed once, outside.
// Counters: nodes (of the model's graph), ns_per_node (wall time of the InferShapes calls alone, as graph_bench.cc
// measures it) and unknown_shapes (node outputs left without a fully static shape: the work not done).
#include <benchmark/benchmark.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>

#include <chrono>
#include <exception>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>

#include "bench_support.h"

namespace oppkit::bench {
namespace {

// Node outputs of \p model's graph whose type has no shape or a dim that is not a value.
size_t UnknownShapes(const onnx::ModelProto& model) {
  std::unordered_map<std::string, const onnx::ValueInfoProto*> infos;
  for (const onnx::ValueInfoProto& v : model.graph().value_info()) infos.emplace(v.name(), &v);
  for (const onnx::ValueInfoProto& v : model.graph().output()) infos.emplace(v.name(), &v);
  size_t unknown = 0;
  for (const onnx::NodeProto& node : model.graph().node()) {
    for (const std::string& output : node.output()) {
      const auto it = infos.find(output);
      bool exact = it != infos.end() && it->second->type().tensor_type().has_shape();
      if (exact) {
        for (const onnx::TensorShapeProto_Dimension& dim : it->second->type().tensor_type().shape().dim()) {
          exact = exact && dim.has_dim_value();
        }
      }
      if (!exact) ++unknown;
    }
  }
  return unknown;
}

void OnnxInferShapes(benchmark::State& state, const BenchModel& model, bool data_propagation) {
  onnx::ModelProto parsed;
  {
    std::ifstream in(ModelPath(model), std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    if (!in || !parsed.ParseFromString(bytes.str())) {
      state.SkipWithError((ModelPath(model) + ": not a readable ONNX model").c_str());
      return;
    }
  }
  parsed.mutable_graph()->clear_value_info();
  const onnx::ShapeInferenceOptions options(/*check_type_val=*/false, /*strict_mode_val=*/0, data_propagation);

  size_t unknown = 0;
  try {
    onnx::ModelProto once = parsed;
    onnx::shape_inference::InferShapes(once, onnx::OpSchemaRegistry::Instance(), options);
    unknown = UnknownShapes(once);
  } catch (const std::exception& e) {
    state.SkipWithError((std::string(model.file) + ": onnx shape inference failed: " + e.what()).c_str());
    return;
  }

  std::optional<onnx::ModelProto> copy;
  double pass_ns = 0;
  for (auto _ : state) {
    state.PauseTiming();
    copy.reset();
    copy.emplace(parsed);
    state.ResumeTiming();
    const auto start = std::chrono::steady_clock::now();
    onnx::shape_inference::InferShapes(*copy, onnx::OpSchemaRegistry::Instance(), options);
    const auto stop = std::chrono::steady_clock::now();
    pass_ns += std::chrono::duration<double, std::nano>(stop - start).count();
    benchmark::DoNotOptimize(copy->graph().value_info_size());
  }
  copy.reset();

  const auto nodes = static_cast<double>(parsed.graph().node_size());
  const double total_nodes = nodes * static_cast<double>(state.iterations());
  state.SetItemsProcessed(static_cast<int64_t>(total_nodes));
  state.counters["nodes"] = nodes;
  state.counters["ns_per_node"] = total_nodes > 0 ? pass_ns / total_nodes : 0.0;
  state.counters["unknown_shapes"] = static_cast<double>(unknown);
}

}  // namespace

void RegisterOnnxBenchmarks() {
  for (const BenchModel& model : BenchModels()) {
    benchmark::RegisterBenchmark((std::string("BM_OnnxInferShapes_") + model.name).c_str(), OnnxInferShapes, model,
                                 false)
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((std::string("BM_OnnxInferShapesDataProp_") + model.name).c_str(), OnnxInferShapes,
                                 model, true)
        ->Unit(benchmark::kMicrosecond);
  }
}

}  // namespace oppkit::bench
