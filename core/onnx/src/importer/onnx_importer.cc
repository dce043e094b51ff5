// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ImportOnnxModel / LoadOnnxFile (Note [ONNX import] in oppkit/onnx/onnx_import.h) and the importer's walk of a
// graph: its value names, errors and edges. The only user of the ONNX protobuf classes besides the helpers of this
// folder.
//
// Note [Import order]
// Nodes are created first (Data for graph inputs, Const for initializers, then one node per ONNX node in model
// order, Constant nodes as Const), each registering its output value names; the inputs of op nodes are resolved by
// value name afterwards, so a model whose nodes are not in topological order still imports (the InferShape pass
// orders the graph), and a value no node produces is reported once, at its consumer. A node that failed to import
// registers its outputs as failed: its consumers stay quiet (one mistake, one message).
#include <fmt/format.h>

#include <fstream>
#include <limits>
#include <map>
#include <sstream>

#include "importer/importer.h"
#include "importer/onnx_attrs.h"
#include "oppkit/onnx/onnx_import.h"
#include "util/read_file.h"

namespace oppkit {
namespace detail {

Result<OnnxImport> Importer::Run(const onnx::ModelProto& model) {
  if (!model.has_graph()) return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: the model has no graph", what_));
  for (const onnx::OperatorSetIdProto& opset : model.opset_import()) {
    opsets_[CanonicalDomain(opset.domain())] = opset.version();
    out_.opset_imports.emplace_back(opset.domain(), opset.version());
  }
  if (opsets_.empty()) {
    return Status(ErrorCode::kOnnxBadModel,
                  fmt::format("{}: the model imports no opset (opset_import is empty)", what_));
  }
  const onnx::GraphProto& graph = model.graph();
  OPPKIT_RETURN_IF_ERROR(ImportGraph(graph, graph.name().empty() ? "onnx_graph" : graph.name()));
  return std::move(out_);
}

Status Importer::ImportGraph(const onnx::GraphProto& graph, const std::string& name,
                             const std::vector<int64_t>& input_parents) {
  out_.graph.set_name(name);
  if (graph.output_size() == 0) {
    return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: graph '{}' has no outputs", what_, graph.name()));
  }
  OPPKIT_RETURN_IF_ERROR(AddInitializers(graph));
  if (outer_.importer == nullptr) {
    OPPKIT_RETURN_IF_ERROR(AddGraphInputs(graph));
  } else if (static_cast<size_t>(graph.input_size()) != input_parents.size()) {
    return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: subgraph '{}' has {} input(s), {} expected", what_,
                                                        graph.name(), graph.input_size(), input_parents.size()));
  } else {
    for (int k = 0; k < graph.input_size(); ++k) {
      const std::string& value = graph.input(k).name();
      if (!values_.emplace(value, ValueSource{AddSubgraphData(value, input_parents[static_cast<size_t>(k)]), false, {}})
               .second) {
        return Status(ErrorCode::kOnnxBadModel,
                      fmt::format("{}: subgraph '{}' input '{}' is given twice", what_, graph.name(), value));
      }
    }
  }
  for (int k = 0; k < graph.node_size(); ++k) ImportNode(graph.node(k), k);
  for (const PendingNode& pending : pending_) ResolveInputs(pending);
  AddNetOutput(graph);
  return Status();
}

const ValueSource* Importer::Lookup(const std::string& value) const {
  const auto it = values_.find(value);
  if (it != values_.end()) return &it->second;
  return outer_.importer == nullptr ? nullptr : outer_.importer->Lookup(value);
}

std::string Importer::UniqueNodeName(const std::string& preferred) {
  if (names_.insert(preferred).second) return preferred;
  for (size_t k = 1;; ++k) {
    std::string candidate = fmt::format("{}_{}", preferred, k);
    if (names_.insert(candidate).second) return candidate;
  }
}

void Importer::AddError(const std::string& node, const std::string& op_type, Status status) {
  GraphError e;
  e.node = node;
  e.op_type = op_type;
  e.cause = status.code();
  e.status = std::move(status);
  out_.errors.push_back(std::move(e));
}

void Importer::Error(const std::string& node, const std::string& op_type, ErrorCode code, const std::string& what,
                     const std::string& label) {
  AddError(node, op_type, Status(code, fmt::format("node '{}' ({}): {}", node, label.empty() ? op_type : label, what)));
}

bool Importer::Produce(const std::string& name, OutputRef ref, const std::string& node, const std::string& op_type) {
  if (name.empty()) return true;
  if (!values_.emplace(name, ValueSource{ref, false, {}}).second) {
    Error(node, op_type, ErrorCode::kOnnxBadModel, fmt::format("value '{}' is produced twice", name));
    return false;
  }
  return true;
}

void Importer::ProduceFailed(const onnx::NodeProto& node) {
  for (const std::string& name : node.output()) {
    if (!name.empty()) values_.emplace(name, ValueSource{OutputRef{}, true, {}});
  }
}

void Importer::FailNode(const onnx::NodeProto& node, const std::string& name, Status status) {
  AddError(name, node.op_type(), std::move(status));
  ProduceFailed(node);
}

void Importer::FailNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin, ErrorCode code,
                        const std::string& what) {
  Error(name, node.op_type(), code, what, origin);
  ProduceFailed(node);
}

std::optional<std::vector<std::pair<std::string, AttrValue>>> Importer::SrcAttrsOrFail(const onnx::NodeProto& node,
                                                                                       const std::string& name,
                                                                                       const std::string& origin) {
  Result<std::vector<std::pair<std::string, AttrValue>>> src =
      detail::OpSrcAttrs(node, name, origin, options_.max_value_elements);
  if (!src.ok()) {
    FailNode(node, name, src.status());
    return std::nullopt;
  }
  src->emplace_back(detail::kInputDtypesAttr, AttrValue::ListInt(KnownInputDtypes(node)));
  return std::move(src).value();
}

std::vector<int64_t> Importer::KnownInputDtypes(const onnx::NodeProto& node) const {
  std::vector<int64_t> dtypes;
  dtypes.reserve(static_cast<size_t>(node.input_size()));
  for (const std::string& input : node.input()) {
    ge::DataType dtype = ge::DT_UNDEFINED;
    const auto it = input.empty() ? values_.end() : values_.find(input);
    if (it != values_.end() && !it->second.failed && it->second.ref.node != kInvalidNodeId) {
      const Node& producer = out_.graph.node(it->second.ref.node);
      if ((producer.type == kConstNodeType || producer.type == kDataNodeType) && producer.tensor) {
        dtype = producer.tensor->dtype;
      }
    }
    dtypes.push_back(static_cast<int64_t>(dtype));
  }
  return dtypes;
}

std::optional<OutputRef> Importer::Source(const std::string& value, const std::string& consumer,
                                          const std::string& onnx_type, const std::string& label, bool* quiet) {
  *quiet = false;
  const auto it = values_.find(value);
  const ValueSource* source = it != values_.end() ? &it->second : Lookup(value);
  if (source == nullptr) {
    Error(consumer, onnx_type, ErrorCode::kOnnxBadModel,
          fmt::format("input '{}' is produced by no node, initializer or graph input", value), label);
    return std::nullopt;
  }
  if (source->failed) {
    *quiet = true;
    return std::nullopt;
  }
  if (!source->missing.empty()) {
    Error(consumer, onnx_type, ErrorCode::kOnnxBadMapping, fmt::format("input '{}' is {}", value, source->missing),
          label);
    return std::nullopt;
  }
  if (it == values_.end()) return Capture(value);  // an enclosing graph's value
  return source->ref;
}

void Importer::ResolveInputs(const PendingNode& pending) {
  // A copy, and the node is looked up again at the end: capturing an outer value adds a Data node to the graph.
  const std::string name = out_.graph.node(pending.id).name;
  std::vector<NodeInput> inputs;
  for (const PendingInput& in : pending.inputs) {
    std::vector<OutputRef> refs;
    for (const PendingSource& source : in.values) {
      if (source.value.empty()) {
        refs.push_back(source.ref);
        continue;
      }
      bool quiet = false;
      std::optional<OutputRef> ref = Source(source.value, name, pending.onnx_type, pending.origin, &quiet);
      if (!ref) return;
      refs.push_back(*ref);
    }
    switch (in.kind) {
      case InputArg::Kind::kAbsent:
        inputs.emplace_back();
        break;
      case InputArg::Kind::kTensor:
        inputs.emplace_back(refs.front());
        break;
      case InputArg::Kind::kList:
        inputs.push_back(NodeInput::List(std::move(refs)));
        break;
    }
  }
  out_.graph.node(pending.id).inputs = std::move(inputs);
}

void Importer::AddNetOutput(const onnx::GraphProto& graph) {
  std::vector<OutputRef> outputs;
  for (const onnx::ValueInfoProto& output : graph.output()) {
    bool quiet = false;
    std::optional<OutputRef> ref = Source(output.name(), "NetOutput", kNetOutputNodeType, "graph output", &quiet);
    if (!ref) return;
    outputs.push_back(*ref);
  }
  out_.graph.AddNetOutput(UniqueNodeName("NetOutput"), outputs);
}

}  // namespace detail

Result<OnnxImport> ImportOnnxModel(const RegistrySnapshot& snapshot, std::string_view bytes,
                                   const OnnxImportOptions& options, const std::string& what) {
  try {
    onnx::ModelProto model;
    if (bytes.size() > static_cast<size_t>(std::numeric_limits<int>::max()) ||
        !model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: not an ONNX model (the protobuf ModelProto does not "
                                                          "parse)",
                                                          what));
    }
    return detail::Importer(snapshot, options, what).Run(model);
  } catch (const std::exception& e) {  // protobuf or allocation failures: never a crash
    return Status(ErrorCode::kInternal, fmt::format("{}: import failed: {}", what, e.what()));
  }
}

Result<OnnxImport> LoadOnnxFile(const RegistrySnapshot& snapshot, const std::string& path,
                                const OnnxImportOptions& options) {
  std::string bytes;
  OPPKIT_RETURN_IF_ERROR(
      detail::ReadNamedFile(path, detail::FileKinds::kRegularOrStream, detail::kMaxInputFileBytes, &bytes));
  return ImportOnnxModel(snapshot, bytes, options, fmt::format("'{}'", path));
}

Status ImportFailure(const OnnxImport& import, const std::string& what, std::string_view keep_option) {
  if (import.ok()) return Status::Ok();
  std::map<std::string, size_t> keepable;  // ONNX op type -> nodes
  for (const GraphError& e : import.errors) {
    if (e.cause == ErrorCode::kOnnxUnmappedOp || e.cause == ErrorCode::kOnnxUnsupported) ++keepable[e.op_type];
  }
  std::string summary = fmt::format("{}: {} node(s) could not be imported", what, import.errors.size());
  if (!keepable.empty()) {
    summary += "; op types without a parser or not supported:";
    const char* separator = " ";
    for (const auto& [op_type, nodes] : keepable) {
      summary += fmt::format("{}{} ({})", separator, op_type, nodes);
      separator = ", ";
    }
    summary += fmt::format("; {} keeps such nodes as opaque nodes and infers the rest of the graph", keep_option);
  }
  return Status(import.errors.front().status.code(), summary);
}

}  // namespace oppkit
