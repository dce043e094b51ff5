// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ImportOnnxModel / LoadOnnxFile (Note [ONNX import] in oppkit/onnx/onnx_import.h). The only user of the ONNX
// protobuf classes besides the helpers of this folder.
//
// Note [Import order]
// Nodes are created first (Data for graph inputs, Const for initializers, then one node per ONNX node in model
// order, Constant nodes as Const), each registering its output value names; the inputs of op nodes are resolved by
// value name afterwards, so a model whose nodes are not in topological order still imports (the InferShape pass
// orders the graph), and a value no node produces is reported once, at its consumer. A node that failed to import
// registers its outputs as failed: its consumers stay quiet (one mistake, one message).
//
// Note [ONNX subgraphs]
// An ONNX If becomes GE's If(cond, input...) with its branches as the then_branch / else_branch subgraphs, each
// imported as a graph of its own (its initializers as Const, its nodes, its outputs into a NetOutput). A branch
// reads the enclosing graphs' values by name; each such value is captured: the branch gets a Data node for it
// (`_parent_node_index` k + 1, after cond) and the If gets it as `input` instance k, so an If nested in a branch
// captures in turn from its own enclosing graph. Errors inside a branch name it (`<if>/<branch>/<node>`); a failed
// branch fails the If quietly. A Loop becomes a While over [iteration, trip limit, cond, v..., captures...] (its
// body's inputs are Data nodes of those variables; ImportLoop adds the cond subgraph and the counting). Scan, and
// a Loop body with scan outputs, are not imported.
//
// Note [ONNX expansions]
// A registration with ParseOpToGraphFn expands its node into several GE nodes, as CANN's ExpandOneToManyGraph does:
// op_dest (named as the node, of the registration's op type, without IR: CANN's 1:N registrations name a
// placeholder type such as PartitionedCall) is parsed as usual (ParseParamsByOperatorFn, else AutoMappingByOpFn),
// ParseOpToGraphFn builds a ge::Graph from it, and the graph crosses the plugin boundary as its plain-C description (oppkit/graph_abi.h), which
// ReadGraphDescription checks like any other. Its Data nodes stand for the node's inputs (attr `index`: the input's
// position after InputReorderVector), its graph outputs (SetOutputs) are the node's outputs in order, and every
// other node joins the model: under the node's own name when the expansion has one such node, else as
// `<node>/<name>`, keeping the attrs a parsed node would (declared, not at their defaults). Every op type used must be in a loaded package; a Data node for an input the node does not
// have, a graph output that is an input itself, or no outputs at all is onnx.bad_mapping.
#include "oppkit/onnx/onnx_import.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <unordered_map>

#include "importer/onnx_attrs.h"
#include "onnx/onnx_pb.h"
#include "importer/onnx_tensor.h"
#include "importer/parser_invocation.h"
#include "oppkit/core/op_registry.h"

namespace oppkit {
namespace {

using detail::ParsedOp;

constexpr const char* kDefaultDomain = "ai.onnx";

// "ai.onnx" for the default domain, whichever way a model spells it.
std::string CanonicalDomain(const std::string& domain) { return domain.empty() ? kDefaultDomain : domain; }

// A subgraph Data node for parent input instance \p parent_index (Note [Subgraph boundaries] in graph.h).
Node SubgraphDataNode(std::string name, int64_t parent_index) {
  Node data;
  data.name = std::move(name);
  data.type = kDataNodeType;
  data.attrs.emplace_back("index", AttrValue::Int(parent_index));
  data.attrs.emplace_back(kParentNodeIndexAttr, AttrValue::Int(parent_index));
  return data;
}

// A scalar Const tensor of \p dtype (DT_INT64 or DT_BOOL) holding \p value.
TensorDesc ScalarTensor(ge::DataType dtype, int64_t value) {
  TensorDesc desc(dtype, {});
  if (dtype == ge::DT_BOOL) {
    desc.value = std::vector<uint8_t>{static_cast<uint8_t>(value != 0)};
  } else {
    std::vector<uint8_t> bytes(sizeof(int64_t));
    std::memcpy(bytes.data(), &value, sizeof(value));
    desc.value = std::move(bytes);
  }
  return desc;
}

// One input instance before value names are resolved: a value name, or (name empty) an edge inside an expansion
// whose producer is already known.
struct PendingSource {
  std::string value;
  OutputRef ref;
};

// Where one IR input of an op node comes from, before value names are resolved.
struct PendingInput {
  InputArg::Kind kind = InputArg::Kind::kAbsent;
  std::vector<PendingSource> values;
};

struct PendingNode {
  NodeId id = kInvalidNodeId;
  std::vector<PendingInput> inputs;
  std::string onnx_type;  // the ONNX node's op type, for errors found when connecting its inputs
  std::string origin;     // its origin op type, for their messages
};

// A value name's producer. `failed`: produced by a node that failed to import (its consumers stay quiet);
// `missing`: an ONNX output the GE op does not have, with the reason.
struct ValueSource {
  OutputRef ref;
  bool failed = false;
  std::string missing;
};

class Importer {
 public:
  Importer(const RegistrySnapshot& snapshot, const OnnxImportOptions& options, std::string what)
      : snapshot_(snapshot), options_(options), what_(std::move(what)) {}

  Result<OnnxImport> Run(const onnx::ModelProto& model) {
    if (!model.has_graph()) return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: the model has no graph", what_));
    for (const onnx::OperatorSetIdProto& opset : model.opset_import()) {
      opsets_[CanonicalDomain(opset.domain())] = opset.version();
      out_.opset_imports.emplace_back(opset.domain(), opset.version());
    }
    if (opsets_.empty()) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: the model imports no opset (opset_import is empty)", what_));
    }
    const onnx::GraphProto& graph = model.graph();
    OPPKIT_RETURN_IF_ERROR(ImportGraph(graph, graph.name().empty() ? "onnx_graph" : graph.name()));
    return std::move(out_);
  }

 private:
  // The enclosing graph of a subgraph being imported (Note [ONNX subgraphs]): its importer, and the values the
  // subgraph captures from it, in the order they become the control-flow node's `input` instances.
  struct OuterScope {
    Importer* importer = nullptr;
    std::vector<std::string>* captures = nullptr;
    /// The parent input instance of capture 0 (If: 1, after cond; While: after the explicit loop variables).
    int64_t capture_base = 1;
  };

  Importer(const Importer& parent, OuterScope outer)
      : snapshot_(parent.snapshot_), options_(parent.options_), what_(parent.what_), opsets_(parent.opsets_),
        outer_(outer) {}

  // Imports \p graph's initializers, inputs, nodes and outputs into out_.graph named \p name. A subgraph's input k
  // becomes a Data node for parent input instance \p input_parents[k] (an If branch has none).
  Status ImportGraph(const onnx::GraphProto& graph, const std::string& name,
                     const std::vector<int64_t>& input_parents = {}) {
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

  // The producer of \p value in this graph or an enclosing one; nullptr if none has it.
  const ValueSource* Lookup(const std::string& value) const {
    const auto it = values_.find(value);
    if (it != values_.end()) return &it->second;
    return outer_.importer == nullptr ? nullptr : outer_.importer->Lookup(value);
  }

  // A Data node standing for outer value \p value: capture k is the control-flow node's input instance
  // capture_base + k, Note [Subgraph boundaries] in oppkit/graph/graph.h.
  OutputRef Capture(const std::string& value) {
    std::vector<std::string>& captures = *outer_.captures;
    auto k = static_cast<int64_t>(std::find(captures.begin(), captures.end(), value) - captures.begin());
    if (static_cast<size_t>(k) == captures.size()) captures.push_back(value);
    const OutputRef ref = AddSubgraphData(value, outer_.capture_base + k);
    values_.emplace(value, ValueSource{ref, false, {}});
    return ref;
  }

  // A subgraph Data node for parent input instance \p parent_index, producing value \p value.
  OutputRef AddSubgraphData(const std::string& value, int64_t parent_index) {
    Node data = SubgraphDataNode(UniqueNodeName(value), parent_index);
    data.output_names = {value};
    return OutputRef{out_.graph.Add(std::move(data)), 0};
  }

  // --- names and values -------------------------------------------------------------------------------------------

  // A node name not used yet: \p preferred, else \p preferred with a numeric suffix.
  std::string UniqueNodeName(const std::string& preferred) {
    if (names_.insert(preferred).second) return preferred;
    for (size_t k = 1;; ++k) {
      std::string candidate = fmt::format("{}_{}", preferred, k);
      if (names_.insert(candidate).second) return candidate;
    }
  }

  void AddError(const std::string& node, const std::string& op_type, Status status) {
    GraphError e;
    e.node = node;
    e.op_type = op_type;
    e.cause = status.code();
    e.status = std::move(status);
    out_.errors.push_back(std::move(e));
  }
  // An error of node \p node of ONNX op type \p op_type; the message names the node and \p label (the origin op
  // type where known, else the ONNX op type).
  void Error(const std::string& node, const std::string& op_type, ErrorCode code, const std::string& what,
             const std::string& label = "") {
    AddError(node, op_type,
             Status(code, fmt::format("node '{}' ({}): {}", node, label.empty() ? op_type : label, what)));
  }

  // Registers \p name as output \p index of \p id; a name produced twice is an error of the second producer.
  bool Produce(const std::string& name, OutputRef ref, const std::string& node, const std::string& op_type) {
    if (name.empty()) return true;
    if (!values_.emplace(name, ValueSource{ref, false, {}}).second) {
      Error(node, op_type, ErrorCode::kOnnxBadModel, fmt::format("value '{}' is produced twice", name));
      return false;
    }
    return true;
  }

  void ProduceFailed(const onnx::NodeProto& node) {
    for (const std::string& name : node.output()) {
      if (!name.empty()) values_.emplace(name, ValueSource{OutputRef{}, true, {}});
    }
  }

  // Fails \p node (named \p name) with \p status; its outputs are registered as failed.
  void FailNode(const onnx::NodeProto& node, const std::string& name, Status status) {
    AddError(name, node.op_type(), std::move(status));
    ProduceFailed(node);
  }

  // Fails \p node (named \p name, of origin op type \p origin): one error, and its outputs registered as failed.
  void FailNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin, ErrorCode code,
                const std::string& what) {
    Error(name, node.op_type(), code, what, origin);
    ProduceFailed(node);
  }

  // The op_src attrs of \p node; nullopt, with the node failed, when they cannot be read.
  std::optional<std::vector<std::pair<std::string, AttrValue>>> SrcAttrsOrFail(const onnx::NodeProto& node,
                                                                              const std::string& name,
                                                                              const std::string& origin) {
    Result<std::vector<std::pair<std::string, AttrValue>>> src =
        detail::OpSrcAttrs(node, name, origin, options_.max_value_elements);
    if (src.ok()) return std::move(src).value();
    FailNode(node, name, src.status());
    return std::nullopt;
  }

  // --- Data and Const ---------------------------------------------------------------------------------------------

  Status AddInitializers(const onnx::GraphProto& graph) {
    for (const onnx::TensorProto& t : graph.initializer()) {
      if (t.name().empty()) {
        return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: an initializer has no name", what_));
      }
      Result<TensorDesc> desc = ConstDesc(t, fmt::format("{}: initializer '{}'", what_, t.name()));
      if (!desc.ok()) return desc.status();
      const std::string name = UniqueNodeName(t.name());
      const NodeId id = out_.graph.AddConst(name, std::move(desc).value());
      out_.graph.node(id).output_names = {t.name()};
      if (!values_.emplace(t.name(), ValueSource{OutputRef{id, 0}, false, {}}).second) {
        return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: initializer '{}' is given twice", what_, t.name()));
      }
    }
    return Status();
  }

  // The Const desc of \p t: dtype, dims, and the value per Note [ONNX import].
  Result<TensorDesc> ConstDesc(const onnx::TensorProto& t, const std::string& what) const {
    const ge::DataType dtype = detail::GeDataTypeOfOnnx(t.data_type());
    if (dtype == ge::DT_UNDEFINED) {
      return Status(ErrorCode::kOnnxBadModel,
                    fmt::format("{}: element type {} has no GE data type", what, detail::OnnxElemTypeName(t.data_type())));
    }
    TensorDesc desc(dtype, detail::DimsOf(t));
    if (detail::IsIntegerLike(dtype)) {
      Result<std::optional<std::vector<uint8_t>>> value =
          detail::TensorValue(t, dtype, options_.max_value_elements, what);
      if (!value.ok()) return value.status();
      desc.value = std::move(value).value();
    } else if (!detail::ElementCount(desc.shape)) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: bad dims", what));
    }
    return desc;
  }

  Status AddGraphInputs(const onnx::GraphProto& graph) {
    int64_t index = 0;
    for (const onnx::ValueInfoProto& input : graph.input()) {
      if (values_.count(input.name()) != 0) continue;  // an initializer listed as an input too (IR version < 4)
      const std::string where = fmt::format("{}: graph input '{}'", what_, input.name());
      if (input.name().empty()) return Status(ErrorCode::kOnnxBadModel, where + ": no name");
      if (!input.type().has_tensor_type()) {
        return Status(ErrorCode::kOnnxBadModel, where + ": not a tensor (sequences, maps and optionals are not "
                                                        "imported)");
      }
      const onnx::TypeProto_Tensor& tensor = input.type().tensor_type();
      const ge::DataType dtype = detail::GeDataTypeOfOnnx(tensor.elem_type());
      if (dtype == ge::DT_UNDEFINED) {
        return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: element type {} has no GE data type", where,
                                                            detail::OnnxElemTypeName(tensor.elem_type())));
      }
      const NodeId id =
          out_.graph.AddData(UniqueNodeName(input.name()), index++, TensorDesc(dtype, detail::ShapeOfValueInfo(tensor)));
      out_.graph.node(id).output_names = {input.name()};
      values_.emplace(input.name(), ValueSource{OutputRef{id, 0}, false, {}});
    }
    return Status();
  }

  // A Constant node: its `value` tensor, or one of the value_* attributes (opset 12+).
  void ImportConstant(const onnx::NodeProto& node, const std::string& name) {
    const std::string op = "Constant";
    if (node.output_size() != 1) {
      Error(name, op, ErrorCode::kOnnxBadModel, fmt::format("a Constant has one output, not {}", node.output_size()));
      ProduceFailed(node);
      return;
    }
    onnx::TensorProto tensor;
    bool found = false;
    for (const onnx::AttributeProto& a : node.attribute()) {
      found = true;
      if (a.name() == "value" && a.type() == onnx::AttributeProto::TENSOR) {
        tensor = a.t();
      } else if (a.name() == "value_float") {
        tensor.set_data_type(onnx::TensorProto::FLOAT);
        tensor.add_float_data(a.f());
      } else if (a.name() == "value_floats") {
        tensor.set_data_type(onnx::TensorProto::FLOAT);
        tensor.add_dims(a.floats_size());
        for (float f : a.floats()) tensor.add_float_data(f);
      } else if (a.name() == "value_int") {
        tensor.set_data_type(onnx::TensorProto::INT64);
        tensor.add_int64_data(a.i());
      } else if (a.name() == "value_ints") {
        tensor.set_data_type(onnx::TensorProto::INT64);
        tensor.add_dims(a.ints_size());
        for (int64_t i : a.ints()) tensor.add_int64_data(i);
      } else if (a.name() == "value_string" || a.name() == "value_strings") {
        tensor.set_data_type(onnx::TensorProto::STRING);
        if (a.name() == "value_strings") tensor.add_dims(a.strings_size());
      } else {
        found = false;
        Error(name, op, ErrorCode::kOnnxUnsupported,
              fmt::format("Constant attribute '{}' is not imported (sparse values are not supported)", a.name()));
        ProduceFailed(node);
        return;
      }
      break;
    }
    if (!found) {
      Error(name, op, ErrorCode::kOnnxBadModel, "a Constant needs a value attribute");
      ProduceFailed(node);
      return;
    }
    Result<TensorDesc> desc = ConstDesc(tensor, fmt::format("node '{}' (Constant)", name));
    if (!desc.ok()) {
      AddError(name, op, desc.status());
      ProduceFailed(node);
      return;
    }
    const NodeId id = out_.graph.AddConst(name, std::move(desc).value());
    out_.graph.node(id).output_names = {node.output(0)};
    Produce(node.output(0), OutputRef{id, 0}, name, op);
  }

  // --- op nodes ---------------------------------------------------------------------------------------------------

  static bool HasSubgraph(const onnx::NodeProto& node) {
    for (const onnx::AttributeProto& a : node.attribute()) {
      if (a.type() == onnx::AttributeProto::GRAPH || a.type() == onnx::AttributeProto::GRAPHS) return true;
    }
    return false;
  }

  // The registrations of other opsets of \p domain::\p op (for the unmapped-op message).
  std::vector<std::string> OtherOpsets(const std::string& domain, const std::string& op) const {
    std::vector<std::string> found;
    const std::string prefix = domain + "::";
    const std::string suffix = "::" + op;
    for (const ParserEntry& e : snapshot_.parsers()) {
      const std::string& o = e.origin_op_type;
      if (e.framework == kFrameworkOnnx && o.size() > prefix.size() + suffix.size() && o.compare(0, prefix.size(), prefix) == 0 &&
          o.compare(o.size() - suffix.size(), suffix.size(), suffix) == 0) {
        found.push_back(o.substr(prefix.size(), o.size() - prefix.size() - suffix.size()));
      }
    }
    return found;
  }

  // Fails \p node (or, with keep_unmapped, keeps it as an opaque node) for a reason that means "cannot be mapped".
  void Unmappable(const onnx::NodeProto& node, const std::string& name, const std::string& origin, Status status) {
    GraphError e;
    e.node = name;
    e.op_type = node.op_type();
    e.cause = status.code();
    e.status = std::move(status);
    if (!options_.keep_unmapped) {
      out_.errors.push_back(std::move(e));
      ProduceFailed(node);
      return;
    }
    out_.kept_unmapped.push_back(std::move(e));
    Node opaque;
    opaque.name = name;
    opaque.type = origin;
    opaque.output_names.assign(node.output().begin(), node.output().end());
    const NodeId id = out_.graph.Add(std::move(opaque));
    PendingNode pending{id, {}, node.op_type(), origin};
    for (const std::string& input : node.input()) {
      pending.inputs.push_back(input.empty() ? PendingInput{}
                                             : PendingInput{InputArg::Kind::kTensor, {PendingSource{input, {}}}});
    }
    pending_.push_back(std::move(pending));
    for (int k = 0; k < node.output_size(); ++k) {
      Produce(node.output(k), OutputRef{id, static_cast<uint32_t>(k)}, name, node.op_type());
    }
  }

  void ImportNode(const onnx::NodeProto& node, int position) {
    const std::string name =
        UniqueNodeName(node.name().empty() ? fmt::format("{}_{}", node.op_type(), position) : node.name());
    const std::string domain = CanonicalDomain(node.domain());
    if (domain == kDefaultDomain && node.op_type() == "Constant") return ImportConstant(node, name);
    const auto opset = opsets_.find(domain);
    if (opset == opsets_.end()) {
      Error(name, node.op_type(), ErrorCode::kOnnxBadModel,
            fmt::format("the model imports no opset for domain '{}'", domain));
      ProduceFailed(node);
      return;
    }
    const std::string origin = fmt::format("{}::{}::{}", domain, opset->second, node.op_type());
    if (domain == kDefaultDomain && node.op_type() == "If") return ImportIf(node, name, origin);
    if (domain == kDefaultDomain && node.op_type() == "Loop") return ImportLoop(node, name, origin);
    if (HasSubgraph(node)) {
      return Unmappable(node, name, origin,
                        Status(ErrorCode::kOnnxUnsupported,
                               fmt::format("node '{}' ({}): nodes with subgraphs other than If and Loop (Scan) are "
                                           "not imported yet",
                                           name, origin)));
    }
    const ParserEntry* parser = snapshot_.FindParser(kFrameworkOnnx, origin);
    if (parser == nullptr) {
      const std::vector<std::string> others = OtherOpsets(domain, node.op_type());
      return Unmappable(
          node, name, origin,
          Status(ErrorCode::kOnnxUnmappedOp,
                 fmt::format("node '{}' ({}): no parser of the loaded packages maps '{}'{}", name, node.op_type(), origin,
                             others.empty() ? std::string()
                                            : fmt::format(" (registrations exist for opsets {} of {}::{})",
                                                          fmt::join(others, ", "), domain, node.op_type()))));
    }
    const ParserRegistration& reg = *parser->registration;
    const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
    if ((reg.flags & (OPPKIT_PARSER_DELETE_INPUT | OPPKIT_PARSER_SUBGRAPH_POST_FN)) != 0) {
      return fail(ErrorCode::kOnnxUnsupported,
                  fmt::format("the parser for '{}' ({}) registers {}, which oppkit does not carry", reg.op_type,
                              reg.provenance.ToString(),
                              (reg.flags & OPPKIT_PARSER_DELETE_INPUT) != 0 ? "DelInputWithCond/DelInputWithOriginalType"
                                                                             : "ParseSubgraphPostFn"));
    }
    if (reg.parse_op_to_graph != nullptr) return ImportExpansion(node, name, origin, reg);
    if (reg.parse_params == nullptr) {
      std::vector<std::string> features;
      if ((reg.flags & OPPKIT_PARSER_PARSE_PARAMS_FN) != 0) features.emplace_back("ParseParamsFn (a protobuf Message)");
      if ((reg.flags & OPPKIT_PARSER_FUSION_PARSE) != 0) features.emplace_back("FusionParseParamsFn");
      return fail(ErrorCode::kOnnxUnsupported,
                  fmt::format("the parser for '{}' ({}) has no ParseParamsByOperatorFn{}; oppkit cannot call {}",
                              reg.op_type, reg.provenance.ToString(), features.empty() ? "" : " but registers",
                              features.empty() ? std::string("it") : fmt::format("{}", fmt::join(features, ", "))));
    }
    const OpEntry* op = snapshot_.Find(reg.op_type);
    if (op == nullptr || op->prototype == nullptr) {
      return fail(ErrorCode::kOnnxBadMapping,
                  fmt::format("the parser ({}) maps it to '{}', which no loaded package has a prototype for",
                              reg.provenance.ToString(), reg.op_type));
    }
    const OpPrototype& proto = *op->prototype;
    const std::optional<std::vector<std::pair<std::string, AttrValue>>> src = SrcAttrsOrFail(node, name, origin);
    if (!src) return;
    Result<ParsedOp> parsed = detail::CallParser(reg, name, origin, *src, PrototypeAbiOf(proto));
    if (!parsed.ok()) return FailNode(node, name, parsed.status());

    Node n;
    n.name = name;
    n.type = reg.op_type;
    KeepDeclaredAttrs(*op, parsed->attrs, &n);
    PendingNode pending;
    std::string problem;
    if (!MapInputs(node, reg, proto, *parsed, &pending, &problem)) return fail(ErrorCode::kOnnxBadMapping, problem);
    std::vector<uint32_t> output_ir;  // IR output index of each output instance
    if (!MapOutputs(node, proto, *parsed, &n, &output_ir, &problem)) return fail(ErrorCode::kOnnxBadMapping, problem);
    ApplyDescs(*parsed, proto, output_ir, &n);
    const size_t instances = output_ir.size();
    const NodeId id = out_.graph.Add(std::move(n));
    pending.id = id;
    pending.onnx_type = node.op_type();
    pending.origin = origin;
    pending_.push_back(std::move(pending));
    for (int k = 0; k < node.output_size(); ++k) {
      const std::string& value = node.output(k);
      if (value.empty()) continue;
      if (static_cast<size_t>(k) < instances) {
        Produce(value, OutputRef{id, static_cast<uint32_t>(k)}, name, origin);
      } else {
        values_.emplace(value, ValueSource{OutputRef{}, false,
                                           fmt::format("output {} of node '{}' ({}), which GE op '{}' does not have "
                                                       "({} output(s))",
                                                       k, name, origin, reg.op_type, instances)});
      }
    }
  }

  // op_dest's prototype in the ABI's form, built once per op type.
  const detail::PrototypeAbi* PrototypeAbiOf(const OpPrototype& proto) {
    std::unique_ptr<detail::PrototypeAbi>& abi = prototype_abis_[proto.op_type];
    if (abi == nullptr) abi = std::make_unique<detail::PrototypeAbi>(proto);
    return abi.get();
  }

  // A node whose registration expands it (Note [ONNX expansions]): the expansion's nodes replace it.
  void ImportExpansion(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                       const ParserRegistration& reg) {
    const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
    const std::optional<std::vector<std::pair<std::string, AttrValue>>> src = SrcAttrsOrFail(node, name, origin);
    if (!src) return;
    // op_dest without IR: its attrs are what the parse function sets (or op_src's), not IR defaults that would
    // shadow the node's own attrs of the same name (Conv2D's dilations default for ONNX Conv's dilations).
    Result<ComputeGraph> expansion = detail::CallExpansion(reg, name, origin, *src);
    if (!expansion.ok()) return FailNode(node, name, expansion.status());
    std::vector<std::string> inputs;
    std::string problem;
    if (!ReorderedInputs(node, reg, &inputs, &problem)) return fail(ErrorCode::kOnnxBadMapping, problem);

    ComputeGraph& g = *expansion;
    const auto bad = [&](const std::string& what) {
      fail(ErrorCode::kOnnxBadMapping, fmt::format("the expansion of the parser ({}): {}", reg.provenance.ToString(), what));
    };
    // What each expansion node becomes: the ONNX input a Data node stands for, or the node's id in the model.
    std::vector<int64_t> data_input(g.size(), -1);
    std::vector<NodeId> ids(g.size(), kInvalidNodeId);
    const Node* net_output = nullptr;
    size_t op_nodes = 0;
    for (NodeId k = 0; k < g.size(); ++k) {
      const Node& n = g.node(k);
      if (n.type == kDataNodeType) {
        const int64_t index = ParentInputIndex(n);
        if (index < 0 || static_cast<size_t>(index) >= inputs.size() || inputs[static_cast<size_t>(index)].empty()) {
          return bad(fmt::format("Data node '{}' stands for input {}, which the node does not have ({} input(s))",
                                 n.name, index, inputs.size()));
        }
        data_input[k] = index;
      } else if (n.type == kNetOutputNodeType) {
        net_output = &n;
      } else {
        if (n.type != kConstNodeType && snapshot_.Find(n.type) == nullptr) {
          return bad(fmt::format("node '{}' is of type '{}', which no loaded package has", n.name, n.type));
        }
        ++op_nodes;
      }
    }
    if (net_output == nullptr || net_output->inputs.empty()) return bad("the graph has no outputs (SetOutputs)");
    for (const NodeInput& out : net_output->inputs) {
      if (out.sources.empty() || data_input[out.sources.front().node] >= 0) {
        return bad("a graph output is one of the node's inputs itself; expansions produce their outputs (an "
                   "Identity passes one through)");
      }
    }
    // CANN keeps the node's name when the expansion has one op; otherwise each node is named under it.
    const size_t first_pending = pending_.size();
    for (NodeId k = 0; k < g.size(); ++k) {
      Node& n = g.node(k);
      if (data_input[k] >= 0 || &n == net_output) continue;
      Node copy = std::move(n);
      copy.name = op_nodes == 1 ? name : UniqueNodeName(fmt::format("{}/{}", name, copy.name));  // name: reserved
      // A description carries every IR attr; keep what a parsed node keeps (Note [ONNX import]).
      const OpEntry* entry = copy.type == kConstNodeType ? nullptr : snapshot_.Find(copy.type);
      if (entry != nullptr && entry->prototype != nullptr) {
        const std::vector<std::pair<std::string, AttrValue>> described = std::move(copy.attrs);
        copy.attrs.clear();
        KeepDeclaredAttrs(*entry, described, &copy);
      }
      PendingNode pending;
      pending.onnx_type = node.op_type();
      pending.origin = origin;
      for (const NodeInput& in : copy.inputs) {
        PendingInput p;
        p.kind = in.kind;
        for (const OutputRef& ref : in.sources) p.values.push_back(PendingSource{{}, ref});
        pending.inputs.push_back(std::move(p));
      }
      copy.inputs.clear();
      ids[k] = out_.graph.Add(std::move(copy));
      pending.id = ids[k];
      pending_.push_back(std::move(pending));
    }
    // Inner edges now name the model's ids; edges from a Data node become the ONNX input's value.
    for (size_t p = first_pending; p < pending_.size(); ++p) {
      for (PendingInput& in : pending_[p].inputs) {
        for (PendingSource& source : in.values) {
          if (!source.value.empty()) continue;
          const int64_t index = data_input[source.ref.node];
          if (index >= 0) {
            source.value = inputs[static_cast<size_t>(index)];
          } else {
            source.ref.node = ids[source.ref.node];
          }
        }
      }
    }
    for (int k = 0; k < node.output_size(); ++k) {
      const std::string& value = node.output(k);
      if (value.empty()) continue;
      if (static_cast<size_t>(k) >= net_output->inputs.size()) {
        values_.emplace(value, ValueSource{OutputRef{}, false,
                                           fmt::format("output {} of node '{}' ({}), which its expansion does not "
                                                       "have ({} output(s))",
                                                       k, name, origin, net_output->inputs.size())});
        continue;
      }
      const OutputRef inner = net_output->inputs[static_cast<size_t>(k)].sources.front();
      const OutputRef ref{ids[inner.node], inner.index};
      Node& producer = out_.graph.node(ref.node);
      if (producer.output_names.size() <= ref.index) producer.output_names.resize(ref.index + 1);
      producer.output_names[ref.index] = value;
      Produce(value, ref, name, origin);
    }
  }

  // An ONNX If (Note [ONNX subgraphs]): GE's If with the branches as its then_branch / else_branch subgraphs.
  void ImportIf(const onnx::NodeProto& node, const std::string& name, const std::string& origin) {
    const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
    if (snapshot_.Find("If") == nullptr) {
      return fail(ErrorCode::kOnnxUnmappedOp, "no loaded package has GE's If, which an ONNX If becomes");
    }
    if (node.input_size() != 1 || node.input(0).empty()) return fail(ErrorCode::kOnnxBadModel, "an If takes one input, cond");
    const onnx::GraphProto* branches[2] = {nullptr, nullptr};
    for (const onnx::AttributeProto& a : node.attribute()) {
      if (a.type() != onnx::AttributeProto::GRAPH) continue;
      if (a.name() == "then_branch") branches[0] = &a.g();
      if (a.name() == "else_branch") branches[1] = &a.g();
    }
    if (branches[0] == nullptr || branches[1] == nullptr) {
      return fail(ErrorCode::kOnnxBadModel, "an If needs the graph attributes then_branch and else_branch");
    }
    std::vector<std::string> captures;
    std::vector<ComputeGraph> subgraphs;
    bool ok = true;
    for (int b = 0; b < 2; ++b) {
      const char* branch = b == 0 ? "then_branch" : "else_branch";
      std::optional<ComputeGraph> g = ImportBranch(*branches[b], name, branch, &captures);
      if (!g) {
        ok = false;
        continue;
      }
      const size_t outputs = g->node(static_cast<NodeId>(g->size() - 1)).inputs.size();  // its NetOutput
      if (outputs != static_cast<size_t>(node.output_size())) {
        fail(ErrorCode::kOnnxBadModel,
             fmt::format("{} has {} output(s), the If {}", branch, outputs, node.output_size()));
        return;
      }
      subgraphs.push_back(std::move(*g));
    }
    if (!ok) return ProduceFailed(node);  // the branch's errors are reported

    Node n;
    n.name = name;
    n.type = "If";
    n.subgraphs = std::move(subgraphs);
    n.output_hints.resize(1);
    n.output_hints[0].count = static_cast<uint32_t>(node.output_size());
    n.output_names.assign(node.output().begin(), node.output().end());
    PendingNode pending;
    pending.onnx_type = node.op_type();
    pending.origin = origin;
    pending.inputs.push_back(PendingInput{InputArg::Kind::kTensor, {PendingSource{node.input(0), {}}}});
    PendingInput captured{InputArg::Kind::kList, {}};
    for (const std::string& value : captures) captured.values.push_back(PendingSource{value, {}});
    pending.inputs.push_back(std::move(captured));
    pending.id = out_.graph.Add(std::move(n));
    for (int k = 0; k < node.output_size(); ++k) {
      Produce(node.output(k), OutputRef{pending.id, static_cast<uint32_t>(k)}, name, origin);
    }
    pending_.push_back(std::move(pending));
  }

  // A Const of the parent graph for a loop variable ONNX leaves out.
  OutputRef ScalarConst(const std::string& name, ge::DataType dtype, int64_t value) {
    return OutputRef{out_.graph.AddConst(UniqueNodeName(name), ScalarTensor(dtype, value)), 0};
  }

  // An ONNX Loop (Note [ONNX subgraphs]): GE's While over the loop variables [iteration, trip limit, cond, v...,
  // captures...], with a cond subgraph `iteration < limit && cond` and the body, which also counts the iteration
  // and passes the limit and the captures on.
  void ImportLoop(const onnx::NodeProto& node, const std::string& name, const std::string& origin) {
    const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
    for (const char* op : {"While", "Add", "Less", "LogicalAnd"}) {
      if (snapshot_.Find(op) == nullptr) {
        return fail(ErrorCode::kOnnxUnmappedOp, fmt::format("no loaded package has GE's {}, which a Loop needs", op));
      }
    }
    if (node.input_size() < 2) return fail(ErrorCode::kOnnxBadModel, "a Loop takes M, cond and the loop-carried values");
    const onnx::GraphProto* body = nullptr;
    for (const onnx::AttributeProto& a : node.attribute()) {
      if (a.type() == onnx::AttributeProto::GRAPH && a.name() == "body") body = &a.g();
    }
    if (body == nullptr) return fail(ErrorCode::kOnnxBadModel, "a Loop needs the graph attribute body");
    const int carried = node.input_size() - 2;
    if (body->input_size() != carried + 2) {
      return fail(ErrorCode::kOnnxBadModel, fmt::format("the body has {} input(s); the Loop's {} values need {}",
                                                        body->input_size(), carried, carried + 2));
    }
    if (body->output_size() != carried + 1) {
      return fail(ErrorCode::kOnnxUnsupported,
                  fmt::format("the body has {} scan output(s), which GE's While cannot accumulate",
                              body->output_size() - carried - 1));
    }
    for (int k = 2; k < node.input_size(); ++k) {
      if (node.input(k).empty()) return fail(ErrorCode::kOnnxBadModel, "a loop-carried value is empty");
    }
    // Loop variables: 0 iteration, 1 trip limit, 2 cond, 3.. the carried values, then the captures.
    constexpr int64_t kIteration = 0;
    constexpr int64_t kLimit = 1;
    constexpr int64_t kCond = 2;
    const int64_t first_value = 3;
    std::vector<int64_t> body_inputs = {kIteration, kCond};
    for (int k = 0; k < carried; ++k) body_inputs.push_back(first_value + k);
    std::vector<std::string> captures;
    std::vector<OutputRef> capture_refs;
    std::optional<ComputeGraph> body_graph =
        ImportBranch(*body, name, "body", &captures, first_value + carried, body_inputs, &capture_refs);
    if (!body_graph) return ProduceFailed(node);  // the body's errors are reported

    // The body's NetOutput gives the next loop variables: iteration + 1, the limit, cond_out, v_out..., captures.
    ComputeGraph& g = *body_graph;
    const auto data_of = [&](int64_t parent_index) {
      for (NodeId k = 0; k < g.size(); ++k) {
        if (g.node(k).type == kDataNodeType && ParentInputIndex(g.node(k)) == parent_index) return OutputRef{k, 0};
      }
      return OutputRef{g.Add(SubgraphDataNode(
                           parent_index == kLimit ? "trip_limit" : "loop_var_" + std::to_string(parent_index),
                           parent_index)),
                       0};
    };
    const NodeId net_output = static_cast<NodeId>(g.size() - 1);
    std::vector<NodeInput> onnx_outputs = g.node(net_output).inputs;  // cond_out, v_out...
    const NodeId one_id = g.AddConst("one", ScalarTensor(ge::DT_INT64, 1));
    const NodeId next = g.AddNode("next_iteration", "Add", {data_of(kIteration), OutputRef{one_id, 0}});
    std::vector<NodeInput> next_vars = {OutputRef{next, 0}, data_of(kLimit), onnx_outputs[0]};
    for (int k = 0; k < carried; ++k) next_vars.push_back(onnx_outputs[static_cast<size_t>(k) + 1]);
    for (const OutputRef& ref : capture_refs) next_vars.emplace_back(ref);
    g.node(net_output).inputs = std::move(next_vars);

    ComputeGraph cond(name + "_cond");
    const NodeId iteration = cond.Add(SubgraphDataNode("iteration", kIteration));
    const NodeId limit = cond.Add(SubgraphDataNode("trip_limit", kLimit));
    const NodeId go_on = cond.Add(SubgraphDataNode("cond", kCond));
    const NodeId in_range = cond.AddNode("in_range", "Less", {OutputRef{iteration, 0}, OutputRef{limit, 0}});
    const NodeId both = cond.AddNode("continue", "LogicalAnd", {OutputRef{in_range, 0}, OutputRef{go_on, 0}});
    cond.AddNetOutput("NetOutput", {OutputRef{both, 0}});

    // The While, its loop variables in the parent graph, and the ONNX outputs: the final carried values.
    const size_t vars = static_cast<size_t>(first_value + carried) + captures.size();
    PendingInput loop_vars{InputArg::Kind::kList, {}};
    loop_vars.values.push_back(PendingSource{{}, ScalarConst(name + "/iteration", ge::DT_INT64, 0)});
    loop_vars.values.push_back(node.input(0).empty()
                                   ? PendingSource{{}, ScalarConst(name + "/no_trip_limit", ge::DT_INT64,
                                                                   std::numeric_limits<int64_t>::max())}
                                   : PendingSource{node.input(0), {}});
    loop_vars.values.push_back(node.input(1).empty() ? PendingSource{{}, ScalarConst(name + "/no_cond", ge::DT_BOOL, 1)}
                                                     : PendingSource{node.input(1), {}});
    for (int k = 0; k < carried; ++k) loop_vars.values.push_back(PendingSource{node.input(k + 2), {}});
    for (const std::string& value : captures) loop_vars.values.push_back(PendingSource{value, {}});
    Node n;
    n.name = name;
    n.type = "While";
    n.subgraphs.push_back(std::move(cond));
    n.subgraphs.push_back(std::move(g));
    n.output_hints.resize(1);
    n.output_hints[0].count = static_cast<uint32_t>(vars);
    n.output_names.resize(vars);
    for (int k = 0; k < node.output_size(); ++k) n.output_names[static_cast<size_t>(first_value + k)] = node.output(k);
    PendingNode pending;
    pending.onnx_type = node.op_type();
    pending.origin = origin;
    pending.inputs.push_back(std::move(loop_vars));
    pending.id = out_.graph.Add(std::move(n));
    for (int k = 0; k < node.output_size(); ++k) {
      Produce(node.output(k), OutputRef{pending.id, static_cast<uint32_t>(first_value + k)}, name, origin);
    }
    pending_.push_back(std::move(pending));
  }

  // Imports branch \p branch of control-flow node \p parent as a subgraph named `<parent>_<branch>`; the outer
  // values it reads are appended to \p captures. Its errors join this import's, naming the branch; nullopt if there
  // were any.
  std::optional<ComputeGraph> ImportBranch(const onnx::GraphProto& graph, const std::string& parent,
                                           const char* branch, std::vector<std::string>* captures,
                                           int64_t capture_base = 1, const std::vector<int64_t>& input_parents = {},
                                           std::vector<OutputRef>* capture_refs = nullptr) {
    Importer sub(*this, OuterScope{this, captures, capture_base});
    const Status st = sub.ImportGraph(graph, fmt::format("{}_{}", parent, branch), input_parents);
    const char* kind = input_parents.empty() ? "If" : "Loop";
    if (capture_refs != nullptr) {  // where each capture is in the subgraph (a loop body passes them on)
      for (const std::string& value : *captures) {
        const auto it = sub.values_.find(value);
        capture_refs->push_back(it == sub.values_.end() ? OutputRef{} : it->second.ref);
      }
    }
    const auto inside = [&](GraphError e) {
      e.node = fmt::format("{}/{}/{}", parent, branch, e.node);
      e.status = Status(e.status.code(),
                        fmt::format("subgraph '{}' of node '{}': {}", branch, parent, e.status.detail()));
      return e;
    };
    for (GraphError& e : sub.out_.errors) out_.errors.push_back(inside(std::move(e)));
    for (GraphError& e : sub.out_.kept_unmapped) out_.kept_unmapped.push_back(inside(std::move(e)));
    if (!st.ok()) {
      AddError(parent, kind, Status(st.code(), fmt::format("subgraph '{}' of node '{}': {}", branch, parent,
                                                         st.detail())));
      return std::nullopt;
    }
    if (!sub.out_.errors.empty()) return std::nullopt;
    return std::move(sub.out_.graph);
  }

  // The parser's attrs that \p op declares (IR attrs and private attrs) and that differ from their defaults.
  static void KeepDeclaredAttrs(const OpEntry& op, const std::vector<std::pair<std::string, AttrValue>>& attrs,
                                Node* n) {
    for (const auto& [name, value] : attrs) {
      if (IsGraphAttr(name)) {
        n->SetAttr(name, value);
        continue;
      }
      const IrAttr* ir = op.prototype->FindAttr(name);
      const AttrValue* fallback = nullptr;
      if (ir != nullptr) {
        fallback = ir->required ? nullptr : &ir->default_value;
      } else {
        const auto it = std::find_if(op.functions.private_attrs.begin(), op.functions.private_attrs.end(),
                                     [&](const PrivateAttr& p) { return p.name == name; });
        if (it == op.functions.private_attrs.end()) continue;  // not the op's: dropped (Note [ONNX import])
        fallback = it->default_value.empty() ? nullptr : &it->default_value;
      }
      if (fallback != nullptr && *fallback == value) continue;
      n->SetAttr(name, value);
    }
  }

  // The node's inputs after InputReorderVector, onto the IR inputs (Note [ONNX import]). False with \p problem set
  // when they do not fit.
  // The node's input value names after the registration's InputReorderVector ("" for an omitted one). False with
  // \p problem set when the vector does not place them.
  static bool ReorderedInputs(const onnx::NodeProto& node, const ParserRegistration& reg,
                              std::vector<std::string>* out, std::string* problem) {
    std::vector<std::string> inputs(node.input().begin(), node.input().end());
    if (!reg.input_reorder.empty()) {
      std::vector<std::string> reordered(std::max(inputs.size(), reg.input_reorder.size()));
      std::vector<bool> taken(reordered.size(), false);
      for (size_t i = 0; i < inputs.size(); ++i) {
        const int32_t to = i < reg.input_reorder.size() ? reg.input_reorder[i] : static_cast<int32_t>(i);
        if (to < 0 || static_cast<size_t>(to) >= reordered.size() || taken[static_cast<size_t>(to)]) {
          *problem = fmt::format("the parser's InputReorderVector ({}) does not place input {} of {}",
                                 fmt::join(reg.input_reorder, ", "), i, inputs.size());
          return false;
        }
        taken[static_cast<size_t>(to)] = true;
        reordered[static_cast<size_t>(to)] = inputs[i];
      }
      inputs = std::move(reordered);
    }
    *out = std::move(inputs);
    return true;
  }

  static bool MapInputs(const onnx::NodeProto& node, const ParserRegistration& reg, const OpPrototype& proto,
                        const ParsedOp& parsed, PendingNode* pending, std::string* problem) {
    std::vector<std::string> inputs;
    if (!ReorderedInputs(node, reg, &inputs, problem)) return false;
    size_t next = 0;
    for (size_t k = 0; k < proto.inputs.size(); ++k) {
      const IrTensor& ir = proto.inputs[k];
      PendingInput in;
      if (ir.dynamic()) {
        size_t count = 0;
        const auto reported = parsed.dynamic_inputs.find(ir.name);
        if (reported != parsed.dynamic_inputs.end() && reported->second > 0) {
          count = reported->second;
        } else {
          const size_t after = proto.inputs.size() - k - 1;  // IR inputs after this one
          const size_t left = inputs.size() > next ? inputs.size() - next : 0;
          count = left > after ? left - after : 0;
        }
        if (next + count > inputs.size()) {
          *problem = fmt::format("dynamic input '{}' of {} takes {} instance(s), but only {} ONNX input(s) are left",
                                 ir.name, proto.op_type, count, inputs.size() - next);
          return false;
        }
        in.kind = InputArg::Kind::kList;
        for (size_t i = 0; i < count; ++i, ++next) {
          if (inputs[next].empty()) {
            *problem = fmt::format("ONNX input {} is empty but feeds dynamic input '{}' of {}", next, ir.name,
                                   proto.op_type);
            return false;
          }
          in.values.push_back(PendingSource{inputs[next], {}});
        }
      } else {
        const bool given = next < inputs.size() && !inputs[next].empty();
        if (given) {
          in.kind = InputArg::Kind::kTensor;
          in.values.push_back(PendingSource{inputs[next], {}});
        } else if (!ir.optional()) {
          *problem = fmt::format("required input {} ('{}') of {} is not given (the node has {} input(s){})", k,
                                 ir.name, proto.op_type, inputs.size(),
                                 next < inputs.size() ? fmt::format(", input {} is empty", next) : "");
          return false;
        }
        ++next;
      }
      pending->inputs.push_back(std::move(in));
    }
    for (size_t i = next; i < inputs.size(); ++i) {
      if (!inputs[i].empty()) {
        *problem = fmt::format("ONNX input {} ('{}') has no counterpart: {} takes {} input(s)", i, inputs[i],
                               proto.op_type, proto.inputs.size());
        return false;
      }
    }
    while (!pending->inputs.empty() && pending->inputs.back().kind == InputArg::Kind::kAbsent) pending->inputs.pop_back();
    return true;
  }

  // Output instances of the GE op (dynamic outputs: the parser's count, else the ONNX outputs left over), their
  // ONNX names and the count hints. \p output_ir gets the IR output of each instance.
  static bool MapOutputs(const onnx::NodeProto& node, const OpPrototype& proto, const ParsedOp& parsed, Node* n,
                         std::vector<uint32_t>* output_ir, std::string* problem) {
    const size_t onnx_outputs = static_cast<size_t>(node.output_size());
    for (size_t k = 0; k < proto.outputs.size(); ++k) {
      const IrTensor& ir = proto.outputs[k];
      size_t count = 1;
      if (ir.dynamic()) {
        const auto reported = parsed.dynamic_outputs.find(ir.name);
        if (reported != parsed.dynamic_outputs.end() && reported->second > 0) {
          count = reported->second;
        } else {
          const size_t after = proto.outputs.size() - k - 1;
          const size_t left = onnx_outputs > output_ir->size() ? onnx_outputs - output_ir->size() : 0;
          count = left > after ? left - after : 0;
        }
        if (n->output_hints.size() <= k) n->output_hints.resize(k + 1);
        n->output_hints[k].count = static_cast<uint32_t>(count);
      }
      for (size_t i = 0; i < count; ++i) output_ir->push_back(static_cast<uint32_t>(k));
    }
    if (output_ir->empty() && onnx_outputs > 0) {
      *problem = fmt::format("{} has no outputs, the node has {}", proto.op_type, onnx_outputs);
      return false;
    }
    n->output_names.assign(node.output().begin(),
                           node.output().begin() + static_cast<int>(std::min(onnx_outputs, output_ir->size())));
    return true;
  }

  // The tensor descs the parser set (Note [Declared formats] in graph.h): an output's dtype becomes its IR output's
  // dtype hint, a format (the desc's format, else its origin format) the declared format of its IR output
  // (output_hints[o].format) or IR input (input_formats[i]). Input instances are numbered in IR order with the
  // dynamic inputs' instances expanded, as ge::Operator numbers them.
  static void ApplyDescs(const ParsedOp& parsed, const OpPrototype& proto, const std::vector<uint32_t>& output_ir,
                         Node* n) {
    std::vector<uint32_t> input_ir;
    for (size_t k = 0; k < proto.inputs.size(); ++k) {
      uint32_t count = 1;
      if (proto.inputs[k].dynamic()) {
        const auto it = parsed.dynamic_inputs.find(proto.inputs[k].name);
        count = it == parsed.dynamic_inputs.end() ? 0 : it->second;
      }
      input_ir.insert(input_ir.end(), count, static_cast<uint32_t>(k));
    }
    for (const ParsedOp::Desc& d : parsed.descs) {
      const std::optional<ge::Format> declared = d.format ? d.format : d.origin_format;
      if (!d.is_output) {
        if (!declared || d.index >= input_ir.size()) continue;
        const uint32_t k = input_ir[d.index];
        if (n->input_formats.size() <= k) n->input_formats.resize(k + 1, ge::FORMAT_ND);
        n->input_formats[k] = *declared;
        continue;
      }
      if (d.index >= output_ir.size()) continue;
      const uint32_t k = output_ir[d.index];
      if (n->output_hints.size() <= k) n->output_hints.resize(k + 1);
      OutputHint& hint = n->output_hints[k];
      if (d.dtype) hint.dtype = d.dtype;
      if (declared) hint.format = declared;
    }
  }

  // --- edges and outputs ------------------------------------------------------------------------------------------

  // The producer of value \p value for a consumer \p consumer; nullopt (with an error, unless the producer failed
  // itself) if there is none.
  std::optional<OutputRef> Source(const std::string& value, const std::string& consumer, const std::string& onnx_type,
                                  const std::string& label, bool* quiet) {
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

  void ResolveInputs(const PendingNode& pending) {
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

  void AddNetOutput(const onnx::GraphProto& graph) {
    std::vector<OutputRef> outputs;
    for (const onnx::ValueInfoProto& output : graph.output()) {
      bool quiet = false;
      std::optional<OutputRef> ref = Source(output.name(), "NetOutput", kNetOutputNodeType, "graph output", &quiet);
      if (!ref) return;
      outputs.push_back(*ref);
    }
    out_.graph.AddNetOutput(UniqueNodeName("NetOutput"), outputs);
  }

  const RegistrySnapshot& snapshot_;
  const OnnxImportOptions& options_;
  const std::string what_;
  OnnxImport out_;
  std::map<std::string, int64_t> opsets_;
  OuterScope outer_;
  std::unordered_map<std::string, ValueSource> values_;
  std::set<std::string> names_;
  std::vector<PendingNode> pending_;
  std::map<std::string, std::unique_ptr<detail::PrototypeAbi>> prototype_abis_;
};

}  // namespace

Result<OnnxImport> ImportOnnxModel(const RegistrySnapshot& snapshot, std::string_view bytes,
                                   const OnnxImportOptions& options, const std::string& what) {
  try {
    onnx::ModelProto model;
    if (bytes.size() > static_cast<size_t>(std::numeric_limits<int>::max()) ||
        !model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: not an ONNX model (the protobuf ModelProto does not "
                                                          "parse)", what));
    }
    return Importer(snapshot, options, what).Run(model);
  } catch (const std::exception& e) {  // protobuf or allocation failures: never a crash
    return Status(ErrorCode::kInternal, fmt::format("{}: import failed: {}", what, e.what()));
  }
}

Result<OnnxImport> LoadOnnxFile(const RegistrySnapshot& snapshot, const std::string& path,
                                const OnnxImportOptions& options) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read", path));
  std::ostringstream text;
  text << in.rdbuf();
  if (in.bad()) return Status(ErrorCode::kIoError, fmt::format("'{}': read failed", path));
  return ImportOnnxModel(snapshot, text.str(), options, fmt::format("'{}'", path));
}

}  // namespace oppkit
