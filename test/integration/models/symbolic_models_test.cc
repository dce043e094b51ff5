// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic pass on the dynamic models of test/data/models (their graph inputs name dims with dim_params): each
// is inferred once, without input shapes, and every tensor's symbolic shape is evaluated (EvaluateShapes) at three
// input sizes: torch's reference size, where the shapes torch produced are the reference, and two more, where the
// reference is oppkit's numeric pass run with those input shapes (exact against torch on every model; the real models
// test). libonnx's own inference on the same models (dim_params kept, data propagation on) is measured the same way,
// a dim it names by a graph input's dim_param evaluated like a symbol.
#include <catch2/catch.hpp>

#include <exception>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <onnx/defs/schema.h>
#include <onnx/onnx_pb.h>
#include <onnx/shape_inference/implementation.h>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "unit/core/graph/graph_test_util.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit::test {
namespace {

using Shapes = std::map<std::string, std::vector<int64_t>>;  // ONNX value name -> shape

struct Size {
  std::map<std::string, int64_t> symbols;  // dim_param -> value
  GraphInferOptions numeric;               // the same size as input shapes
};

// The three sizes of a model: torch's reference size, each named dim + 1, each named dim * 2 + 1.
std::vector<Size> SizesOf(const nlohmann::json& reference) {
  std::vector<Size> sizes(3);
  for (const auto& [input, dims_json] : reference.at("inputs").items()) {
    const std::vector<int64_t> dims = dims_json.get<std::vector<int64_t>>();
    const nlohmann::json& declared = reference.at("graph_inputs").at(input);
    for (size_t k = 0; k < sizes.size(); ++k) {
      std::vector<int64_t> scaled = dims;
      for (size_t d = 0; d < dims.size(); ++d) {
        if (!declared.at(d).is_string()) continue;
        scaled[d] = k == 0 ? dims[d] : k == 1 ? dims[d] + 1 : dims[d] * 2 + 1;
        sizes[k].symbols[declared.at(d).get<std::string>()] = scaled[d];
      }
      sizes[k].numeric.input_shapes.push_back({input, scaled});
    }
  }
  return sizes;
}

Shapes NumericShapes(const std::string& path, const GraphInferOptions& options) {
  Result<OnnxImport> imported = LoadOnnxFile(BuiltInOps(), path);
  REQUIRE(imported.ok());
  Result<GraphInferReport> report = InferGraph(BuiltInOps(), imported->graph, options);
  REQUIRE(report.ok());
  CHECK(report->errors.empty());
  Shapes shapes;
  for (const Node& n : imported->graph.nodes()) {
    for (const GraphTensorDesc& d : n.outputs) shapes[d.name] = d.origin_shape.ToVector();
  }
  return shapes;
}

// libonnx's shapes of every value, inferred once with the dim_params: a number, a dim_param, or "?".
std::map<std::string, std::vector<std::string>> OnnxSymbolicShapes(const std::string& path) {
  onnx::ModelProto model;
  std::ifstream in(path, std::ios::binary);
  REQUIRE(model.ParseFromIstream(&in));
  model.mutable_graph()->clear_value_info();  // what libonnx infers itself, as the benchmarks measure it
  const onnx::ShapeInferenceOptions options(/*check_type_val=*/false, /*strict_mode_val=*/0,
                                            /*data_prop_val=*/true);
  try {
    onnx::shape_inference::InferShapes(model, onnx::OpSchemaRegistry::Instance(), options);
  } catch (const std::exception& e) {
    FAIL(path << ": libonnx's InferShapes threw " << e.what());
  }
  std::map<std::string, std::vector<std::string>> shapes;
  const auto add = [&](const onnx::ValueInfoProto& v) {
    if (!v.type().tensor_type().has_shape()) return;
    std::vector<std::string> dims;
    for (const onnx::TensorShapeProto_Dimension& d : v.type().tensor_type().shape().dim()) {
      dims.push_back(d.has_dim_value() ? std::to_string(d.dim_value()) : d.has_dim_param() ? d.dim_param() : "?");
    }
    shapes[v.name()] = dims;
  };
  for (const onnx::ValueInfoProto& v : model.graph().value_info()) add(v);
  for (const onnx::ValueInfoProto& v : model.graph().output()) add(v);
  for (const onnx::ValueInfoProto& v : model.graph().input()) add(v);
  return shapes;
}

std::string Text(const std::vector<int64_t>& dims) {
  std::string s = "[";
  for (size_t k = 0; k < dims.size(); ++k) s += (k == 0 ? "" : ", ") + std::to_string(dims[k]);
  return s + "]";
}

}  // namespace

TEST_CASE("SymbolicModels: formulas inferred once give every tensor's shape at three input sizes",
          "[integration][onnx][models][symbolic]") {
  size_t ours_total = 0;
  size_t ours_exact = 0;
  size_t onnx_exact = 0;
  for (const char* model : {"resnet50_dynamic_batch", "transformer_encoder_dynamic", "vit_dynamic_batch"}) {
    INFO(model);
    const std::string base = TestDataDir() + "/models/" + model;
    std::ifstream shapes_file(base + ".shapes.json");
    REQUIRE(shapes_file);
    const nlohmann::json reference = nlohmann::json::parse(shapes_file);
    const std::vector<Size> sizes = SizesOf(reference);

    Result<OnnxImport> imported = LoadOnnxFile(BuiltInOps(), base + ".onnx");
    REQUIRE(imported.ok());
    GraphInferOptions options;
    options.symbolic = true;
    options.symbol_hints = sizes[0].symbols;  // torch's input size as the sample, as GE takes its hints
    Result<GraphInferReport> report = InferGraph(BuiltInOps(), imported->graph, options);
    REQUIRE(report.ok());
    for (const GraphError& e : report->errors) UNSCOPED_INFO(e.status.message());
    CHECK(report->errors.empty());
    CHECK(report->symbolic_rules > 0);
    size_t fresh = 0;
    for (const GraphSymbol& s : report->symbols) fresh += s.fresh ? 1 : 0;
    CHECK(fresh == 0);  // every op of these models has a rule that covers it
    const std::map<std::string, std::vector<std::string>> onnx_shapes = OnnxSymbolicShapes(base + ".onnx");

    size_t model_total = 0;
    size_t model_exact = 0;
    size_t model_onnx = 0;
    for (size_t k = 0; k < sizes.size(); ++k) {
      // The reference: torch at its own size, the numeric pass at the others.
      Shapes expected;
      if (k == 0) {
        for (const auto& [name, value] : reference.at("values").items()) {
          expected[name] = value.at("shape").get<std::vector<int64_t>>();
        }
      } else {
        const Shapes numeric = NumericShapes(base + ".onnx", sizes[k].numeric);
        for (const auto& [name, value] : reference.at("values").items()) expected[name] = numeric.at(name);
      }
      Result<std::vector<EvaluatedShape>> evaluated = EvaluateShapes(imported->graph, sizes[k].symbols);
      REQUIRE(evaluated.ok());
      Shapes ours;
      for (const EvaluatedShape& e : *evaluated) {
        ours[imported->graph.node(e.node).outputs[e.output].name] = e.shape;
      }
      for (const auto& [name, shape] : expected) {
        ++model_total;
        const auto it = ours.find(name);
        if (it != ours.end() && it->second == shape) {
          ++model_exact;
        } else {
          UNSCOPED_INFO(model << " size " << k << " '" << name << "': expected " << Text(shape) << ", got "
                              << (it == ours.end() ? std::string("none") : Text(it->second)));
        }
        const auto theirs = onnx_shapes.find(name);
        if (theirs == onnx_shapes.end() || theirs->second.size() != shape.size()) continue;
        bool equal = true;
        for (size_t d = 0; d < shape.size(); ++d) {
          const std::string& dim = theirs->second[d];
          const auto symbol = sizes[k].symbols.find(dim);
          const int64_t value = symbol != sizes[k].symbols.end() ? symbol->second
                                : dim != "?" && dim.find_first_not_of("0123456789") == std::string::npos
                                    ? std::stoll(dim)
                                    : -1;
          equal = equal && value == shape[d];
        }
        model_onnx += equal ? 1 : 0;
      }
    }
    WARN(model << ": oppkit " << model_exact << " / " << model_total << " (tensor, size) pairs, libonnx "
               << model_onnx << "; symbols " << report->symbols.size() << ", guards " << report->guards.size()
               << ", nodes by InferSymbolShape " << report->symbolic_rules);
    ours_total += model_total;
    ours_exact += model_exact;
    onnx_exact += model_onnx;
  }
  WARN("all: oppkit " << ours_exact << " / " << ours_total << ", libonnx " << onnx_exact << " / " << ours_total);
  // Every (tensor, size) pair exact (README.md, "Symbolic shapes"); libonnx's count is reported beside it.
  CHECK(ours_exact == ours_total);
}

}  // namespace oppkit::test
