// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The real-network models of test/data/models (docs/onnx.md, "Real models"; every `<model>.shapes.json` there:
// classification, segmentation, style transfer, audio, video, recurrent and index-arithmetic networks, dynamic
// variants; exported by torch at opsets 13 and 17), imported through the built-in ONNX parser package and inferred
// with InferGraph; every value's dtype and shape must equal what torch produced (`<model>.shapes.json`), and every
// small integer value torch computed (the shape arithmetic) must be what the InferShape pass computed (or the
// Constant's own value).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "integration/models/model_files.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"
#include "unit/core/graph/graph_test_util.h"
#include "unit/core/graph/plan_differential.h"

namespace oppkit::test {
namespace {

std::string Shape(const std::vector<int64_t>& dims) {
  std::string s = "[";
  for (size_t k = 0; k < dims.size(); ++k) s += (k == 0 ? "" : ", ") + std::to_string(dims[k]);
  return s + "]";
}

// The integer elements of a value (int64, int32, int8, uint8 or bool bytes), or nothing for another dtype.
std::optional<std::vector<int64_t>> Elements(const std::vector<uint8_t>& bytes, ge::DataType dtype) {
  std::vector<int64_t> out;
  if (dtype == ge::DT_INT64) {
    for (size_t k = 0; k + 8 <= bytes.size(); k += 8) {
      int64_t v;
      std::memcpy(&v, bytes.data() + k, 8);
      out.push_back(v);
    }
  } else if (dtype == ge::DT_INT32) {
    for (size_t k = 0; k + 4 <= bytes.size(); k += 4) {
      int32_t v;
      std::memcpy(&v, bytes.data() + k, 4);
      out.push_back(v);
    }
  } else if (dtype == ge::DT_BOOL) {
    for (uint8_t b : bytes) out.push_back(b != 0 ? 1 : 0);
  } else if (dtype == ge::DT_UINT8) {
    for (uint8_t b : bytes) out.push_back(b);
  } else if (dtype == ge::DT_INT8) {
    for (uint8_t b : bytes) out.push_back(static_cast<int8_t>(b));
  } else {
    return std::nullopt;
  }
  return out;
}

// The dims torch produced for a value, with -1 in the dims its runs on other data disagree on (detections: Note
// [Data-dependent dims] in test/data/models/README.md): inference must know every other dim, and none of those.
std::vector<int64_t> ExpectedDims(const nlohmann::json& value) {
  std::vector<int64_t> dims = value.at("shape").get<std::vector<int64_t>>();
  if (value.contains("data_dependent_dims")) {
    for (const size_t k : value.at("data_dependent_dims").get<std::vector<size_t>>()) dims.at(k) = -1;
  }
  return dims;
}

bool HasDataDependentDims(const nlohmann::json& reference) {
  for (const auto& [name, value] : reference.at("values").items()) {
    if (value.contains("data_dependent_dims")) return true;
  }
  return false;
}

struct Produced {
  const GraphTensorDesc* desc = nullptr;
  const std::vector<uint8_t>* value = nullptr;  // folded, or the Const's
};

}  // namespace

TEST_CASE("RealModels: every value of the exported networks has the dtype and shape torch produced",
          "[integration][onnx][models]") {
  const std::vector<std::string> models = ModelNames();
  CHECK(models.size() >= 18);
  for (const std::string& model : models) {
    INFO(model);
    const nlohmann::json reference = ReadModelShapes(model);

    Result<OnnxImport> imported = LoadOnnxFile(BuiltInOps(), ModelPath(model));
    REQUIRE(imported.ok());
    for (const GraphError& e : imported->errors) INFO(e.status.message());
    REQUIRE(imported->ok());
    GraphInferOptions options;
    for (const auto& [name, dims] : reference.at("inputs").items()) {
      options.input_shapes.push_back({name, dims.get<std::vector<int64_t>>()});
    }
    ComputeGraph& graph = imported->graph;
    Result<GraphInferReport> report = InferGraph(BuiltInOps(), graph, options);
    REQUIRE(report.ok());
    for (const GraphError& e : report->errors) INFO(e.status.message());
    CHECK(report->errors.empty());
    if (!HasDataDependentDims(reference)) CHECK(report->unknown_shapes == 0);

    std::map<std::string, Produced> produced;
    for (const Node& n : graph.nodes()) {
      for (const GraphTensorDesc& d : n.outputs) {
        Produced p{&d, d.value ? &*d.value : nullptr};
        if (n.type == kConstNodeType && n.tensor && n.tensor->value) p.value = &*n.tensor->value;
        produced[d.name] = p;
      }
    }
    size_t compared = 0;
    size_t values = 0;
    for (const auto& [name, expected] : reference.at("values").items()) {
      INFO("value '" << name << "'");
      const auto it = produced.find(name);
      REQUIRE(it != produced.end());
      const GraphTensorDesc& d = *it->second.desc;
      CHECK(DataTypeToString(d.dtype) == expected.at("dtype").get<std::string>());
      CHECK(Shape(d.origin_shape) == Shape(ExpectedDims(expected)));
      ++compared;
      if (!expected.contains("value")) continue;
      REQUIRE(it->second.value != nullptr);
      const std::optional<std::vector<int64_t>> elements = Elements(*it->second.value, d.dtype);
      REQUIRE(elements.has_value());
      CHECK(*elements == expected.at("value").get<std::vector<int64_t>>());
      ++values;
    }
    CHECK(compared == reference.at("values").size());
    UNSCOPED_INFO(model << ": " << compared << " values, " << values << " with folded values");
  }
}

TEST_CASE("RealModels: without input shapes the dynamic models keep every dim that does not depend on them",
          "[integration][onnx][models]") {
  // Note [Partial values]: a dim is static when torch's runs at the model's three input sizes agree on it; the run
  // without input shapes must know every static dim and give -1 for every other one.
  const std::vector<std::string> models = DynamicModelNames();
  CHECK(models.size() >= 10);
  for (const std::string& model : models) {
    INFO(model);
    const nlohmann::json reference = ReadModelShapes(model);
    Result<OnnxImport> imported = LoadOnnxFile(BuiltInOps(), ModelPath(model));
    REQUIRE(imported.ok());
    Result<GraphInferReport> report = InferGraph(BuiltInOps(), imported->graph, GraphInferOptions());
    REQUIRE(report.ok());
    CHECK(report->errors.empty());
    std::map<std::string, std::vector<int64_t>> dynamic_run;
    for (const Node& n : imported->graph.nodes()) {
      for (const GraphTensorDesc& d : n.outputs) dynamic_run[d.name] = d.origin_shape.ToVector();
    }
    size_t static_dims = 0;
    size_t dynamic_dims = 0;
    for (const auto& [name, expected] : reference.at("values").items()) {
      INFO("value '" << name << "'");
      std::vector<std::vector<int64_t>> torch_shapes = {expected.at("shape").get<std::vector<int64_t>>()};
      for (const nlohmann::json& other : expected.at("other_shapes")) {
        torch_shapes.push_back(other.get<std::vector<int64_t>>());
      }
      const std::vector<int64_t>& dynamic = dynamic_run.at(name);
      INFO("torch " << Shape(torch_shapes[0]) << ", " << Shape(torch_shapes[1]) << ", " << Shape(torch_shapes[2])
                    << "; no input shapes " << Shape(dynamic));
      REQUIRE(dynamic.size() == torch_shapes[0].size());  // every rank is known
      for (size_t d = 0; d < dynamic.size(); ++d) {
        const bool same = std::all_of(torch_shapes.begin(), torch_shapes.end(),
                                      [&](const std::vector<int64_t>& t) { return t.at(d) == torch_shapes[0][d]; });
        if (same) {
          ++static_dims;
          CHECK(dynamic[d] == torch_shapes[0][d]);
        } else {
          ++dynamic_dims;
          CHECK(dynamic[d] == -1);
        }
      }
    }
    CHECK(dynamic_dims > 0);
    UNSCOPED_INFO(model << ": " << static_dims << " static dims known, " << dynamic_dims << " dynamic ones -1");
  }
}

TEST_CASE("RealModels: a run-time plan of every model agrees with InferGraph over 50 random input sizes",
          "[integration][onnx][models][plan]") {
  // Static models get a dynamic batch (dim 0) for the plan; the dynamic ones keep their named axes.
  uint32_t seed = 1;
  for (const std::string& model : ModelNames()) {
    INFO(model);
    // A detection model's run stops at its first count (NonZero: plan.depends_on_compute) and waits for the computed
    // shape, which a differential over input sizes alone cannot supply; plans of such ops are tested on their own.
    if (HasDataDependentDims(ReadModelShapes(model))) continue;
    Result<OnnxImport> imported = LoadOnnxFile(BuiltInOps(), ModelPath(model));
    REQUIRE(imported.ok());
    REQUIRE(imported->ok());
    // The models run at several sizes take sizes of 17 to 40 (their convolutions and pools need some length:
    // the audio network's 17); the others 1 to 8.
    const bool sized = ReadModelShapes(model).contains("other_inputs");
    const PlanDifferentialResult diff =
        PlanDifferential(BuiltInOps(), imported->graph, 50, seed++, sized ? 40 : 8, sized ? 17 : 1);
    CHECK(diff.compile_error == "");
    CHECK(diff.draws == 50);
    // These static exports bake their batch (and sequence) into constants: Reshape targets (Swin's windows, RAFT's
    // correlation volume, the heads of nn.MultiheadAttention), and the initial states torch's LSTM and GRU exports
    // Expand from a Constant of the traced batch. InferGraph refuses most other batch sizes, and the plan must refuse
    // the same draws (a difference would be a mismatch above).
    const std::string name = model.substr(0, model.find("_opset"));  // the same network at another opset
    const std::set<std::string> static_batch = {
        "shufflenet_v2_x0_5", "transformer_encoder", "sequence_lstm", "sequence_gru", "sequence_rnn", "sequence_bilstm",
        "sequence_bigru",     "sequence_birnn",      "swin_t",        "raft_small",   "conformer"};
    if (static_batch.count(name) == 0) {
      CHECK(diff.accepted == 50);
      CHECK(diff.compared > 0);
    }
    for (const std::string& m : diff.mismatches) FAIL_CHECK(m);
  }
}

}  // namespace oppkit::test
