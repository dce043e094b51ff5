// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The symbolic pass on the dynamic models of test/data/models (their graph inputs name dims with dim_params): each
// is inferred once, without input shapes, and every tensor's symbolic shape is evaluated (EvaluateShapes) at the
// three input sizes torch ran it at; the shapes torch produced there are the reference. libonnx's own inference on
// the same models (dim_params kept, data propagation on) is measured the same way, a dim it names by a graph input's
// dim_param evaluated like a symbol.
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
#include "integration/models/model_files.h"
#include "unit/core/graph/graph_test_util.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit::test {
namespace {

using Shapes = std::map<std::string, std::vector<int64_t>>;  // ONNX value name -> shape

// One input size of a model: the value of each dim_param, and torch's shape of every value at that size.
struct Size {
  std::map<std::string, int64_t> symbols;  // dim_param -> value
  Shapes torch;
  std::vector<std::pair<std::string, std::vector<int64_t>>> inputs;  // graph input -> its shape at this size
};

// The sizes a dynamic model was run at (test/data/models/README.md): torch's reference size ("inputs", shapes in
// "shape") and the two more of "other_inputs" (shapes in "other_shapes").
std::vector<Size> SizesOf(const nlohmann::json& reference) {
  std::vector<nlohmann::json> inputs = {reference.at("inputs")};
  for (const nlohmann::json& other : reference.at("other_inputs")) inputs.push_back(other);
  std::vector<Size> sizes(inputs.size());
  for (size_t k = 0; k < sizes.size(); ++k) {
    for (const auto& [input, dims_json] : inputs[k].items()) {
      const std::vector<int64_t> dims = dims_json.get<std::vector<int64_t>>();
      sizes[k].inputs.emplace_back(input, dims);
      const nlohmann::json& declared = reference.at("graph_inputs").at(input);
      for (size_t d = 0; d < dims.size(); ++d) {
        if (declared.at(d).is_string()) sizes[k].symbols[declared.at(d).get<std::string>()] = dims[d];
      }
    }
    for (const auto& [name, value] : reference.at("values").items()) {
      sizes[k].torch[name] = (k == 0 ? value.at("shape") : value.at("other_shapes").at(k - 1))
                                 .get<std::vector<int64_t>>();
    }
  }
  return sizes;
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
  const std::vector<std::string> models = DynamicModelNames();
  CHECK(models.size() >= 10);
  for (const std::string& model : models) {
    INFO(model);
    const nlohmann::json reference = ReadModelShapes(model);
    const std::vector<Size> sizes = SizesOf(reference);

    Result<OnnxImport> imported = LoadOnnxFile(BuiltInOps(), ModelPath(model));
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
    const std::map<std::string, std::vector<std::string>> onnx_shapes = OnnxSymbolicShapes(ModelPath(model));

    size_t model_total = 0;
    size_t model_exact = 0;
    size_t model_onnx = 0;
    for (size_t k = 0; k < sizes.size(); ++k) {
      const Shapes& expected = sizes[k].torch;
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

TEST_CASE("SymbolicModels: storage shapes as formulas give the storage shapes a numeric InferGraph lays out",
          "[integration][onnx][models][symbolic]") {
  size_t compared = 0;
  size_t formulas = 0;
  size_t without = 0;  // laid out in another format, no formulas
  for (const std::string& model : DynamicModelNames()) {
    INFO(model);
    const std::vector<Size> sizes = SizesOf(ReadModelShapes(model));
    Result<OnnxImport> dynamic = LoadOnnxFile(BuiltInOps(), ModelPath(model));
    REQUIRE(dynamic.ok());
    GraphInferOptions options;
    options.symbolic = true;
    options.symbol_hints = sizes[0].symbols;
    REQUIRE(InferGraph(BuiltInOps(), dynamic->graph, options).ok());
    for (const Node& n : dynamic->graph.nodes()) {
      for (const GraphTensorDesc& d : n.outputs) {
        formulas += d.symbolic_storage_shape ? 1 : 0;
        without += d.symbolic_shape && !d.symbolic_storage_shape && d.storage_format != d.origin_format ? 1 : 0;
      }
    }
    for (const Size& size : sizes) {
      // The same model inferred with this size's input shapes: its storage shapes are the reference.
      Result<OnnxImport> fixed = LoadOnnxFile(BuiltInOps(), ModelPath(model));
      REQUIRE(fixed.ok());
      GraphInferOptions numeric;
      numeric.input_shapes = size.inputs;
      REQUIRE(InferGraph(BuiltInOps(), fixed->graph, numeric).ok());
      Result<std::vector<EvaluatedShape>> evaluated = EvaluateShapes(dynamic->graph, size.symbols);
      REQUIRE(evaluated.ok());
      for (const EvaluatedShape& e : *evaluated) {
        if (e.storage_shape.empty()) continue;
        const Node& n = dynamic->graph.node(e.node);
        const NodeId same = fixed->graph.FindNode(n.name);
        if (same == kInvalidNodeId) continue;
        const GraphTensorDesc& expected = fixed->graph.node(same).outputs.at(e.output);
        if (expected.storage_format != n.outputs[e.output].storage_format) continue;  // chosen differently
        INFO(n.name << " output " << e.output);
        CHECK(ShapeString(e.storage_shape) == ShapeString(expected.storage_shape));
        ++compared;
      }
    }
  }
  WARN("storage shapes as formulas: " << formulas << " outputs, " << compared << " (tensor, size) pairs compared");
  CHECK(compared > 100);
  CHECK(without == 0);  // every layout these models get is one formulas can give
}

}  // namespace oppkit::test
