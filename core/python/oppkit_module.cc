// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The native half of the Python package `oppkit` (docs/python.md): `oppkit._oppkit`, a thin layer over the modules'
// public C++ APIs. Requests and responses cross it as the JSON text of the CLI's contracts (oppkit/core/query_json.h),
// so the Python half (core/python/oppkit/__init__.py) turns them into dicts with Python's own json module and the
// contracts have one implementation. Graphs and plans stay C++ objects behind handles.
//
// Note [Python errors]
// Every failure raises `oppkit.Error` (a RuntimeError) whose `code` is the stable error id (`infer.bad_request`), whose
// `op` names the op where one is concerned, and whose message is the Status message (`[id] subject: what`). Long calls
// (loading, inference, tiling, plan runs) release the GIL: a framework's threads can query one registry at once, as
// they can in C++ (the snapshot is immutable).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/platform.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/graph/infer_plan.h"
#if OPPKIT_WITH_ONNX
#include "oppkit/onnx/onnx_import.h"
#endif

namespace py = pybind11;

namespace oppkit::python {
namespace {

// A failed Status on its way to Python (Note [Python errors]).
struct StatusError {
  Status status;
  std::string op;
};

[[noreturn]] void Raise(const Status& status, std::string op = {}) { throw StatusError{status, std::move(op)}; }

template <typename T>
T Take(Result<T> result) {
  if (!result.ok()) Raise(result.status());
  return std::move(*result);
}

std::vector<int64_t> Dims(const gert::Shape& shape) {
  std::vector<int64_t> dims(shape.GetDimNum());
  for (size_t i = 0; i < dims.size(); ++i) dims[i] = shape.GetDim(i);
  return dims;
}

// What a model argument is, after the Python half read it: the bytes of an ONNX ModelProto or the text of a JSON
// graph (docs/graph.md), and how to name it in messages. The bytes object is referenced, not copied: a model with
// its weights can be large, and an InferredGraph keeps its source for annotate(). Copy and destroy it with the GIL
// held, and call bytes() with it too; the view it gives may be read without it (the object is immutable and kept
// alive here).
struct ModelSource {
  std::string kind;  // "onnx" or "json"
  py::bytes data;
  std::string what;

  std::string_view bytes() const {
    char* begin = nullptr;
    Py_ssize_t size = 0;
    if (PyBytes_AsStringAndSize(data.ptr(), &begin, &size) != 0) throw py::error_already_set();
    return {begin, static_cast<size_t>(size)};
  }
};

// The options of graph inference and plans, as the Python half passes them (keyword arguments of the same names).
GraphInferOptions InferOptions(const std::vector<std::pair<std::string, std::vector<int64_t>>>& input_shapes,
                               const std::string& data_format, bool strict, bool storage_formats, bool symbolic,
                               const std::map<std::string, int64_t>& symbol_hints) {
  GraphInferOptions options;
  options.input_shapes = input_shapes;
  if (!data_format.empty()) {
    const std::optional<ge::Format> format = ParseFormat(data_format);
    if (!format) Raise(Status(ErrorCode::kGraphBadOption, "data_format '" + data_format + "': not a format name"));
    options.data_format = *format;
  }
  options.strict = strict;
  options.storage_formats = storage_formats;
  options.symbolic = symbolic;
  options.symbol_hints = symbol_hints;
  if (!symbol_hints.empty() && !symbolic) {
    Raise(Status(ErrorCode::kGraphBadOption, "symbol_hints: given without symbolic=True"));
  }
  return options;
}

// Reads a model into a graph; an ONNX model that does not import whole is one error naming every op type without a
// parser (ImportFailure), with every node's error in the message.
ComputeGraph ReadModel(const RegistrySnapshot& snapshot, const ModelSource& model, bool keep_unmapped,
                       std::vector<std::string>* warnings) {
  if (model.kind == "json") {
    Result<ComputeGraph> graph = ParseGraphJson(model.bytes());
    if (!graph.ok()) Raise(Status(graph.status().code(), model.what + ": " + graph.status().detail()));
    return std::move(*graph);
  }
#if OPPKIT_WITH_ONNX
  OnnxImportOptions options;
  options.keep_unmapped = keep_unmapped;
  const std::string_view bytes = model.bytes();  // read with the GIL held
  Result<OnnxImport> imported = [&] {
    py::gil_scoped_release release;
    return ImportOnnxModel(snapshot, bytes, options, model.what);
  }();
  OnnxImport import = Take(std::move(imported));
  *warnings = import.warnings;
  for (const GraphError& e : import.kept_unmapped) {
    warnings->push_back(e.status.message() + " (kept as an opaque node)");
  }
  if (!import.ok()) {
    const Status failure = ImportFailure(import, model.what, "keep_unmapped=True");
    std::string message = failure.detail();
    for (const GraphError& e : import.errors) message += "\n  " + e.status.message();
    Raise(Status(failure.code(), message));
  }
  return std::move(import.graph);
#else
  (void)snapshot;
  (void)keep_unmapped;
  (void)warnings;
  Raise(Status(ErrorCode::kOnnxNotBuilt,
               model.what + ": this oppkit was built without ONNX import (OPPKIT_WITH_ONNX=OFF or no libonnx-dev)"));
#endif
}

py::list ErrorList(const std::vector<GraphError>& errors) {
  py::list list;
  for (const GraphError& e : errors) {
    py::dict error;
    error["node"] = e.node;
    error["op"] = e.op_type;
    error["subgraph"] = e.subgraph;
    error["code"] = e.status.id();
    error["cause"] = ErrorId(e.cause);
    error["message"] = e.status.message();
    list.append(std::move(error));
  }
  return list;
}

// An inferred graph (Registry.infer_graph): the graph with its shapes and the report, read on demand.
class InferredGraph {
 public:
  InferredGraph(std::shared_ptr<const RegistrySnapshot> snapshot, ComputeGraph graph, GraphInferReport report,
                std::vector<std::string> warnings, ModelSource model)
      : snapshot_(std::move(snapshot)),
        graph_(std::move(graph)),
        report_(std::move(report)),
        warnings_(std::move(warnings)),
        model_(std::move(model)) {}

  bool ok() const { return report_.ok(); }
  py::list errors() const { return ErrorList(report_.errors); }
  const std::vector<std::string>& warnings() const { return warnings_; }
  std::string DumpJson() const { return InferenceDumpToJson(graph_, report_); }
  std::string Summary() const { return InferenceSummaryTable(graph_); }
  std::string Dot() const { return GraphToDot(graph_); }

  // The ONNX model with the inferred shapes as its value_info (AnnotateOnnxModel).
  py::bytes Annotate() const {
    if (model_.kind != "onnx")
      Raise(Status(ErrorCode::kGraphBadOption, "annotate: " + model_.what + " is not an ONNX model"));
#if OPPKIT_WITH_ONNX
    return py::bytes(Take(AnnotateOnnxModel(model_.bytes(), graph_, model_.what)).bytes);
#else
    Raise(Status(ErrorCode::kOnnxNotBuilt, "annotate: this oppkit was built without ONNX import"));
#endif
  }

  // EvaluateShapes, keyed by output name (`node:index` where the output has none).
  py::dict Evaluate(const std::map<std::string, int64_t>& values) const {
    if (!report_.symbolic)
      Raise(Status(ErrorCode::kGraphBadOption, "evaluate: the graph was not inferred with symbolic=True"));
    const std::vector<EvaluatedShape> shapes = Take(EvaluateShapes(graph_, values));
    py::dict result;
    for (const EvaluatedShape& shape : shapes) {
      const Node& node = graph_.node(shape.node);
      std::string name = shape.output < node.output_names.size() ? node.output_names[shape.output] : std::string();
      if (name.empty()) name = node.name + ":" + std::to_string(shape.output);
      result[py::str(name)] = shape.shape;
    }
    return result;
  }

 private:
  std::shared_ptr<const RegistrySnapshot> snapshot_;  // the graph's opaque nodes and values refer to its packages
  ComputeGraph graph_;
  GraphInferReport report_;
  std::vector<std::string> warnings_;
  ModelSource model_;  // for Annotate
};

const char* StrategyName(PlanStrategy strategy) {
  switch (strategy) {
    case PlanStrategy::kInput:
      return "input";
    case PlanStrategy::kConstant:
      return "constant";
    case PlanStrategy::kInferShape:
      return "infer_shape";
    case PlanStrategy::kGraphEngine:
      return "graph_engine";
    case PlanStrategy::kStorageTransfer:
      return "storage_transfer";
    case PlanStrategy::kPruned:
      return "pruned";
  }
  return "unknown";
}

// A compiled plan (Registry.compile_plan) with one run state: Python calls it from one thread at a time (the GIL is
// released inside Run, so a lock keeps two Python threads from sharing the run state).
class Plan {
 public:
  Plan(std::shared_ptr<const RegistrySnapshot> snapshot, InferPlan plan)
      : snapshot_(std::move(snapshot)), plan_(std::make_unique<InferPlan>(std::move(plan))), run_(*plan_) {
    names_ = PlanTensorNames(*plan_);
    for (const uint32_t tensor : plan_->observed()) observed_names_.push_back(ModelTensorName(tensor, names_));
  }

  py::list Inputs() const {
    py::list list;
    for (const PlanInput& input : plan_->inputs()) {
      py::dict entry;
      entry["name"] = input.name;
      entry["shape"] = input.declared;
      entry["range"] = input.range;
      list.append(std::move(entry));
    }
    return list;
  }

  py::list Outputs() const {
    py::list list;
    for (const std::string& name : observed_names_) list.append(name);
    return list;
  }

  py::dict Strategies() const {
    py::dict counts;
    for (const PlanTensor& tensor : plan_->tensors()) {
      const char* name = StrategyName(tensor.strategy);
      counts[name] = (counts.contains(name) ? counts[name].cast<size_t>() : 0) + 1;
    }
    return counts;
  }

  // Sets the input shapes, runs, and answers each observed tensor's origin and storage shape. A run that reaches a
  // data-dependent output takes its shape from \p computed (by tensor name) and resumes; without one it fails with
  // plan.depends_on_compute naming the tensor.
  py::dict Run(const std::map<std::string, std::vector<int64_t>>& shapes,
               const std::map<std::string, std::vector<int64_t>>& computed) {
    std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> answers;  // origin, storage per observed
    {
      // The GIL first, then the run state's lock: a thread that waited for the lock while holding the GIL would
      // keep the running one from taking the GIL back.
      py::gil_scoped_release release;
      std::lock_guard<std::mutex> lock(mutex_);
      for (const auto& [name, dims] : shapes) {
        const Status status = run_.SetInputShape(name, dims);
        if (!status.ok()) Raise(status);
      }
      Status status = run_.Run();
      while (!status.ok() && run_.state() == PlanRunState::kWaitingForShape) {
        const std::string& pending = names_[run_.pending_tensor()];
        const auto found = computed.find(pending);
        if (found == computed.end()) {
          Raise(Status(status.code(), status.detail() + " (pass its shape as computed={'" + pending + "': [...]})"));
        }
        status = run_.SetComputedShape(found->second.data(), found->second.size());
        if (status.ok()) status = run_.Resume();
      }
      if (!status.ok()) Raise(status);
      for (const uint32_t tensor : plan_->observed()) {
        const gert::StorageShape& shape = run_.shape(tensor);
        answers.emplace_back(Dims(shape.GetOriginShape()), Dims(shape.GetStorageShape()));
      }
    }
    py::dict result;
    for (size_t k = 0; k < observed_names_.size(); ++k) {
      py::dict entry;
      entry["shape"] = answers[k].first;
      entry["storage_shape"] = answers[k].second;
      result[py::str(observed_names_[k])] = std::move(entry);
    }
    return result;
  }

 private:
  // The name a user knows \p tensor by: a graph output that a TransData the storage-format passes inserted lays
  // out is named as the model's tensor behind it (its origin shape is that tensor's), else PlanTensorNames's.
  std::string ModelTensorName(uint32_t tensor, const std::vector<std::string>& names) const {
    const ComputeGraph& graph = plan_->graph();
    NodeId id = graph.FindNode(plan_->tensors()[tensor].node);
    uint32_t output = plan_->tensors()[tensor].output;
    bool moved = false;
    while (id != kInvalidNodeId && graph.node(id).inserted && !graph.node(id).inputs.empty() &&
           graph.node(id).inputs[0].sources.size() == 1) {
      const OutputRef source = graph.node(id).inputs[0].sources[0];
      id = source.node;
      output = source.index;
      moved = true;
    }
    if (!moved || id == kInvalidNodeId) return names[tensor];
    const int64_t found = plan_->FindTensor(graph.node(id).outputs[output].name);
    if (found >= 0 && plan_->tensors()[found].node == graph.node(id).name && plan_->tensors()[found].output == output) {
      return names[found];
    }
    return graph.node(id).name + ":" + std::to_string(output);
  }

  std::shared_ptr<const RegistrySnapshot> snapshot_;  // the plan calls its packages' functions
  std::unique_ptr<InferPlan> plan_;                   // PlanRun keeps a pointer to it: it must not move
  PlanRun run_;
  std::vector<std::string> names_;           // PlanTensorNames: how `computed` names a tensor
  std::vector<std::string> observed_names_;  // in plan_->observed() order
  std::mutex mutex_;
};

py::dict PackageDict(const PackageReport& package) {
  py::dict entry;
  entry["name"] = package.name;
  entry["kind"] = PackageKindName(package.kind);
  entry["path"] = package.path;
  entry["priority"] = package.priority;
  entry["ok"] = package.ok();
  entry["error"] = package.ok() ? py::object(py::none()) : py::object(py::str(package.status.message()));
  entry["op_count"] = package.op_count;
  py::list libraries;
  for (const LibraryReport& library : package.libraries) libraries.append(library.path);
  entry["libraries"] = std::move(libraries);
  entry["warnings"] = package.warnings;
  return entry;
}

// A loaded OPP tree: the registry, the load report, and the snapshot every call reads.
class Registry {
 public:
  Registry(const std::string& opp_root, const std::vector<std::string>& custom_paths, bool use_environment,
           bool probe_libraries, bool allow_untrusted) {
    LoadOptions options;
    options.opp_root = opp_root;
    options.custom_opp_paths = custom_paths;
    options.use_environment = use_environment;
    options.probe_libraries = probe_libraries;
    options.allow_untrusted = allow_untrusted;
    py::gil_scoped_release release;
    report_ = LoadOpPackages(options, registry_);
    snapshot_ = registry_.Snapshot();
  }

  py::dict Report() const {
    py::dict report;
    report["opp_root"] = report_.opp_root;
    report["opp_version"] = report_.opp_version;
    report["ok"] = report_.ok();
    py::list errors;
    for (const Status& error : report_.errors) {
      py::dict entry;
      entry["code"] = error.id();
      entry["message"] = error.message();
      errors.append(std::move(entry));
    }
    report["errors"] = std::move(errors);
    py::list packages;
    for (const PackageReport& package : report_.packages) packages.append(PackageDict(package));
    report["packages"] = std::move(packages);
    return report;
  }

  std::vector<std::string> Ops() const {
    std::vector<std::string> names;
    names.reserve(snapshot_->ops().size());
    for (const OpEntry& entry : snapshot_->ops()) names.push_back(entry.op_type);
    return names;
  }

  std::pair<bool, std::string> Infer(const std::string& request) const {
    py::gil_scoped_release release;
    bool ok = false;
    std::string response = AnswerJsonRequest(*snapshot_, request, &ok);
    return {ok, std::move(response)};
  }

  std::pair<bool, std::string> Tiling(const std::string& request, const std::optional<std::string>& platform,
                                      bool fields) const {
    TilingJsonOptions options;
    if (platform) options.platform = Take(ParsePlatformJson(*platform));
    options.fields = fields;
    py::gil_scoped_release release;
    bool ok = false;
    std::string response = AnswerTilingJsonRequest(*snapshot_, request, options, &ok);
    return {ok, std::move(response)};
  }

  std::unique_ptr<InferredGraph> InferGraphOf(
      const ModelSource& model, const std::vector<std::pair<std::string, std::vector<int64_t>>>& input_shapes,
      const std::string& data_format, bool strict, bool storage_formats, bool symbolic,
      const std::map<std::string, int64_t>& symbol_hints, bool keep_unmapped) const {
    const GraphInferOptions options =
        InferOptions(input_shapes, data_format, strict, storage_formats, symbolic, symbol_hints);
    std::vector<std::string> warnings;
    ComputeGraph graph = ReadModel(*snapshot_, model, keep_unmapped, &warnings);
    Result<GraphInferReport> report = [&] {
      py::gil_scoped_release release;
      return InferGraph(*snapshot_, graph, options);
    }();
    return std::make_unique<InferredGraph>(snapshot_, std::move(graph), Take(std::move(report)), std::move(warnings),
                                           model);
  }

  std::unique_ptr<Plan> CompilePlan(const ModelSource& model,
                                    const std::vector<std::pair<std::string, std::vector<int64_t>>>& input_shapes,
                                    const std::string& data_format, bool storage_formats,
                                    const std::optional<std::vector<std::string>>& observe) const {
    PlanOptions options;
    options.infer = InferOptions(input_shapes, data_format, false, storage_formats, false, {});
    if (observe) {
      options.observe = PlanObserve::kNamed;
      options.observed = *observe;
    }
    std::vector<std::string> warnings;
    const ComputeGraph graph = ReadModel(*snapshot_, model, false, &warnings);
    Result<InferPlan> plan = [&] {
      py::gil_scoped_release release;
      return InferPlan::Compile(*snapshot_, graph, options);
    }();
    return std::make_unique<Plan>(snapshot_, Take(std::move(plan)));
  }

 private:
  OpRegistry registry_;
  LoadReport report_;
  std::shared_ptr<const RegistrySnapshot> snapshot_;
};

}  // namespace
}  // namespace oppkit::python

PYBIND11_MODULE(_oppkit, m) {
  using namespace oppkit::python;
  m.doc() = "oppkit's native module; use the package `oppkit` (docs/python.md).";
  m.attr("__version__") = OPPKIT_VERSION;

  // oppkit.Error (Note [Python errors]); the Python half raises it for error responses too.
  static py::object error_type =
      py::reinterpret_steal<py::object>(PyErr_NewException("oppkit.Error", PyExc_RuntimeError, nullptr));
  m.attr("Error") = error_type;
  py::register_exception_translator([](std::exception_ptr pending) {
    try {
      if (pending) std::rethrow_exception(pending);
    } catch (const StatusError& e) {
      py::object error = error_type(e.status.message());
      error.attr("code") = e.status.id();
      error.attr("op") = e.op.empty() ? py::object(py::none()) : py::object(py::str(e.op));
      PyErr_SetObject(error_type.ptr(), error.ptr());
    }
  });

  py::class_<ModelSource>(m, "ModelSource")
      .def(py::init([](std::string kind, py::bytes data, std::string what) {
             return ModelSource{std::move(kind), std::move(data), std::move(what)};
           }),
           py::arg("kind"), py::arg("data"), py::arg("what"));

  py::class_<InferredGraph>(m, "InferredGraph")
      .def_property_readonly("ok", &InferredGraph::ok)
      .def_property_readonly("errors", &InferredGraph::errors)
      .def_property_readonly("warnings", &InferredGraph::warnings)
      .def("dump_json", &InferredGraph::DumpJson)
      .def("summary", &InferredGraph::Summary)
      .def("dot", &InferredGraph::Dot)
      .def("annotate", &InferredGraph::Annotate)
      .def("evaluate", &InferredGraph::Evaluate, py::arg("values"));

  py::class_<Plan>(m, "Plan")
      .def_property_readonly("inputs", &Plan::Inputs)
      .def_property_readonly("outputs", &Plan::Outputs)
      .def_property_readonly("strategies", &Plan::Strategies)
      .def("run", &Plan::Run, py::arg("shapes"), py::arg("computed"));

  py::class_<Registry>(m, "Registry")
      .def(py::init<const std::string&, const std::vector<std::string>&, bool, bool, bool>(), py::arg("opp_root"),
           py::arg("custom_paths"), py::arg("use_environment"), py::arg("probe_libraries"), py::arg("allow_untrusted"))
      .def("report", &Registry::Report)
      .def("ops", &Registry::Ops)
      .def("infer", &Registry::Infer, py::arg("request"))
      .def("tiling", &Registry::Tiling, py::arg("request"), py::arg("platform"), py::arg("fields"))
      .def("infer_graph", &Registry::InferGraphOf, py::arg("model"), py::arg("input_shapes"), py::arg("data_format"),
           py::arg("strict"), py::arg("storage_formats"), py::arg("symbolic"), py::arg("symbol_hints"),
           py::arg("keep_unmapped"))
      .def("compile_plan", &Registry::CompilePlan, py::arg("model"), py::arg("input_shapes"), py::arg("data_format"),
           py::arg("storage_formats"), py::arg("observe"));
}
