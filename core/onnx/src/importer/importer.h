// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The ONNX importer's state and steps, shared by the files of this folder that implement it: onnx_importer.cc (the
// model and graph walk, value names, edges; Note [Import order]), data_const_import.cc (graph inputs, initializers,
// Constant nodes), op_node_import.cc (a node through its parser onto its GE op's prototype), expansion_import.cc
// (Note [ONNX expansions]) and control_flow_import.cc (If and Loop, Note [ONNX subgraphs]).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "importer/parser_invocation.h"
#include "onnx/onnx_pb.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit::detail {

inline constexpr const char* kDefaultDomain = "ai.onnx";

/// "ai.onnx" for the default domain, whichever way a model spells it.
inline std::string CanonicalDomain(const std::string& domain) { return domain.empty() ? kDefaultDomain : domain; }

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

// An op node created before its inputs are resolved (Note [Import order] in onnx_importer.cc).
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

/// Imports one ONNX graph (the model's, or a control-flow node's subgraph with an importer of its own) into an
/// OnnxImport.
class Importer {
 public:
  Importer(const RegistrySnapshot& snapshot, const OnnxImportOptions& options, std::string what)
      : snapshot_(snapshot), options_(options), what_(std::move(what)) {}

  Result<OnnxImport> Run(const onnx::ModelProto& model);

 private:
  // The enclosing graph of a subgraph being imported (Note [ONNX subgraphs] in control_flow_import.cc): its importer,
  // and the values the subgraph captures from it, in the order they become the control-flow node's `input` instances.
  struct OuterScope {
    Importer* importer = nullptr;
    std::vector<std::string>* captures = nullptr;
    /// The parent input instance of capture 0 (If: 1, after cond; While: after the explicit loop variables).
    int64_t capture_base = 1;
  };

  Importer(const Importer& parent, OuterScope outer)
      : snapshot_(parent.snapshot_),
        options_(parent.options_),
        what_(parent.what_),
        opsets_(parent.opsets_),
        outer_(outer) {}

  // Imports \p graph's initializers, inputs, nodes and outputs into out_.graph named \p name. A subgraph's input k
  // becomes a Data node for parent input instance \p input_parents[k] (an If branch has none).
  Status ImportGraph(const onnx::GraphProto& graph, const std::string& name,
                     const std::vector<int64_t>& input_parents = {});

  // The producer of \p value in this graph or an enclosing one; nullptr if none has it.
  const ValueSource* Lookup(const std::string& value) const;

  // A Data node standing for outer value \p value: capture k is the control-flow node's input instance
  // capture_base + k, Note [Subgraph boundaries] in oppkit/graph/graph.h.
  OutputRef Capture(const std::string& value);

  // A subgraph Data node for parent input instance \p parent_index, producing value \p value.
  OutputRef AddSubgraphData(const std::string& value, int64_t parent_index);

  // --- names and values -------------------------------------------------------------------------------------------

  // A node name not used yet: \p preferred, else \p preferred with a numeric suffix.
  std::string UniqueNodeName(const std::string& preferred);

  void AddError(const std::string& node, const std::string& op_type, Status status);
  // An error of node \p node of ONNX op type \p op_type; the message names the node and \p label (the origin op
  // type where known, else the ONNX op type).
  void Error(const std::string& node, const std::string& op_type, ErrorCode code, const std::string& what,
             const std::string& label = "");

  // Registers \p name as output \p index of \p id; a name produced twice is an error of the second producer.
  bool Produce(const std::string& name, OutputRef ref, const std::string& node, const std::string& op_type);

  void ProduceFailed(const onnx::NodeProto& node);

  // Fails \p node (named \p name) with \p status; its outputs are registered as failed.
  void FailNode(const onnx::NodeProto& node, const std::string& name, Status status);

  // Fails \p node (named \p name, of origin op type \p origin): one error, and its outputs registered as failed.
  void FailNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin, ErrorCode code,
                const std::string& what);

  // The op_src attrs of \p node; nullopt, with the node failed, when they cannot be read.
  // The element types of \p node's inputs that are graph inputs, initializers or Constant outputs, DT_UNDEFINED
  // for the others (Note [op_src attrs] in onnx_attrs.h: `input:dtypes`).
  std::vector<int64_t> KnownInputDtypes(const onnx::NodeProto& node) const;

  std::optional<std::vector<std::pair<std::string, AttrValue>>> SrcAttrsOrFail(const onnx::NodeProto& node,
                                                                               const std::string& name,
                                                                               const std::string& origin);

  // --- Data and Const ---------------------------------------------------------------------------------------------

  Status AddInitializers(const onnx::GraphProto& graph);

  // The Const desc of \p t: dtype, dims, and the value per Note [ONNX import] in oppkit/onnx/onnx_import.h.
  Result<TensorDesc> ConstDesc(const onnx::TensorProto& t, const std::string& what) const;

  Status AddGraphInputs(const onnx::GraphProto& graph);

  // A Constant node: its `value` tensor, or one of the value_* attributes (opset 12+).
  void ImportConstant(const onnx::NodeProto& node, const std::string& name);

  // --- op nodes ---------------------------------------------------------------------------------------------------

  static bool HasSubgraph(const onnx::NodeProto& node);

  // The registrations of other opsets of \p domain::\p op (for the unmapped-op message).
  std::vector<std::string> OtherOpsets(const std::string& domain, const std::string& op) const;

  // Fails \p node (or, with keep_unmapped, keeps it as an opaque node) for a reason that means "cannot be mapped".
  void Unmappable(const onnx::NodeProto& node, const std::string& name, const std::string& origin, Status status);

  // An ONNX node at \p position of its graph: Constant, If and Loop as such, any other through the parser registered
  // for its origin op type (`<domain>::<opset>::<op_type>`).
  void ImportNode(const onnx::NodeProto& node, int position);

  // A node whose parser \p reg maps it onto \p op: the parser called, its report mapped onto the prototype
  // (inputs, outputs, declared attrs, descs), the node added and its outputs registered.
  void ImportParsedNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                        const ParserRegistration& reg, const OpEntry& op);

  // A node of a non-default domain that no parser maps, onto the loaded op of its op type (Note [Direct mapping]
  // in op_node_import.cc).
  void ImportDirectNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                        const OpEntry& op);

  // What \p parsed says about op_dest, mapped onto \p op's prototype (inputs, outputs, declared attrs, descs): the
  // node added and its outputs registered, or the node failed (onnx.bad_mapping).
  void AddMappedNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                     const ParserRegistration& reg, const OpEntry& op, const ParsedOp& parsed);

  // The parser registered for the nearest other opset of ai.onnx op \p op_type at which the definition in force at
  // \p opset is in force too, with its origin op type in \p origin; nullptr if none (Note [Opset resolution] in
  // op_node_import.cc).
  const ParserEntry* FindSameDefinition(const std::string& op_type, int64_t opset, std::string* origin) const;

  // The end of the unmapped-op message: the registrations of other opsets, and why none of them applies.
  std::string NoParserHint(const std::string& domain, const std::string& op_type, int64_t opset) const;

  // op_dest's prototype in the ABI's form, built once per op type.
  const detail::PrototypeAbi* PrototypeAbiOf(const OpPrototype& proto);

  // A node whose registration expands it (Note [ONNX expansions] in expansion_import.cc): the expansion's nodes replace
  // it.
  void ImportExpansion(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                       const ParserRegistration& reg);

  // An ONNX If (Note [ONNX subgraphs]): GE's If with the branches as its then_branch / else_branch subgraphs.
  void ImportIf(const onnx::NodeProto& node, const std::string& name, const std::string& origin);

  // A Const of the parent graph for a loop variable ONNX leaves out.
  OutputRef ScalarConst(const std::string& name, ge::DataType dtype, int64_t value);

  // An ONNX Loop (Note [ONNX subgraphs]): GE's While over the loop variables [iteration, trip limit, cond, v...,
  // captures...], with a cond subgraph `iteration < limit && cond` and the body, which also counts the iteration
  // and passes the limit and the captures on.
  void ImportLoop(const onnx::NodeProto& node, const std::string& name, const std::string& origin);

  // Imports branch \p branch of control-flow node \p parent as a subgraph named `<parent>_<branch>`; the outer
  // values it reads are appended to \p captures. Its errors join this import's, naming the branch; nullopt if there
  // were any.
  std::optional<ComputeGraph> ImportBranch(const onnx::GraphProto& graph, const std::string& parent, const char* branch,
                                           std::vector<std::string>* captures, int64_t capture_base = 1,
                                           const std::vector<int64_t>& input_parents = {},
                                           std::vector<OutputRef>* capture_refs = nullptr);

  // The parser's attrs that \p op declares (IR attrs and private attrs) and that differ from their defaults.
  static void KeepDeclaredAttrs(const OpEntry& op, const std::vector<std::pair<std::string, AttrValue>>& attrs,
                                Node* n);

  // The node's input value names after the registration's InputReorderVector ("" for an omitted one). False with
  // \p problem set when the vector does not place them.
  static bool ReorderedInputs(const onnx::NodeProto& node, const ParserRegistration& reg, std::vector<std::string>* out,
                              std::string* problem);

  // The node's inputs after InputReorderVector, onto the IR inputs (Note [ONNX import] in oppkit/onnx/onnx_import.h).
  // False with \p problem set when they do not fit.
  static bool MapInputs(const onnx::NodeProto& node, const ParserRegistration& reg, const OpPrototype& proto,
                        const ParsedOp& parsed, PendingNode* pending, std::string* problem);

  // Output instances of the GE op (dynamic outputs: the parser's count, else the ONNX outputs left over), their
  // ONNX names and the count hints. \p output_ir gets the IR output of each instance.
  static bool MapOutputs(const onnx::NodeProto& node, const OpPrototype& proto, const ParsedOp& parsed, Node* n,
                         std::vector<uint32_t>* output_ir, std::string* problem);

  // The tensor descs the parser set (Note [Declared formats] in graph.h): an output's dtype becomes its IR output's
  // dtype hint, a format (the desc's format, else its origin format) the declared format of its IR output
  // (output_hints[o].format) or IR input (input_formats[i]). Input instances are numbered in IR order with the
  // dynamic inputs' instances expanded, as ge::Operator numbers them.
  static void ApplyDescs(const ParsedOp& parsed, const OpPrototype& proto, const std::vector<uint32_t>& output_ir,
                         Node* n);

  // --- edges and outputs ------------------------------------------------------------------------------------------

  // The producer of value \p value for a consumer \p consumer; nullopt (with an error, unless the producer failed
  // itself) if there is none.
  std::optional<OutputRef> Source(const std::string& value, const std::string& consumer, const std::string& onnx_type,
                                  const std::string& label, bool* quiet);

  void ResolveInputs(const PendingNode& pending);

  void AddNetOutput(const onnx::GraphProto& graph);

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

}  // namespace oppkit::detail
