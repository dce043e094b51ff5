// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// An op node: its parser found by origin op type and called, and what it reports mapped onto op_dest's prototype
// (inputs after InputReorderVector, dynamic instance counts, declared attrs, dtype and format hints).
#include <fmt/format.h>

#include <algorithm>

#include "importer/importer.h"
#include "importer/onnx_attrs.h"
#include "importer/onnx_opsets.h"

namespace oppkit::detail {

bool Importer::HasSubgraph(const onnx::NodeProto& node) {
  for (const onnx::AttributeProto& a : node.attribute()) {
    if (a.type() == onnx::AttributeProto::GRAPH || a.type() == onnx::AttributeProto::GRAPHS) return true;
  }
  return false;
}

std::vector<std::string> Importer::OtherOpsets(const std::string& domain, const std::string& op) const {
  std::vector<std::string> found;
  const std::string prefix = domain + "::";
  const std::string suffix = "::" + op;
  for (const ParserEntry& e : snapshot_.parsers()) {
    const std::string& o = e.origin_op_type;
    if (e.framework == kFrameworkOnnx && o.size() > prefix.size() + suffix.size() &&
        o.compare(0, prefix.size(), prefix) == 0 && o.compare(o.size() - suffix.size(), suffix.size(), suffix) == 0) {
      found.push_back(o.substr(prefix.size(), o.size() - prefix.size() - suffix.size()));
    }
  }
  // In opset order: numbers by value (shorter first), anything else after them as text.
  std::sort(found.begin(), found.end(), [](const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  });
  return found;
}

void Importer::Unmappable(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                          Status status) {
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

void Importer::ImportNode(const onnx::NodeProto& node, int position) {
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
  std::string registered_origin = origin;
  if (parser == nullptr && domain == kDefaultDomain) {
    parser = FindSameDefinition(node.op_type(), opset->second, &registered_origin);
  }
  if (parser == nullptr) {
    if (domain != kDefaultDomain) {
      const OpEntry* op = snapshot_.Find(node.op_type());
      if (op != nullptr && op->prototype != nullptr) return ImportDirectNode(node, name, origin, *op);
    }
    return Unmappable(node, name, origin,
                      Status(ErrorCode::kOnnxUnmappedOp,
                             fmt::format("node '{}' ({}): no parser of the loaded packages maps '{}'{}", name,
                                         node.op_type(), origin,
                                         NoParserHint(domain, node.op_type(), opset->second))));
  }
  const ParserRegistration& reg = *parser->registration;
  const auto fail = [&](ErrorCode code, const std::string& what) {
    FailNode(node, name, registered_origin, code, what);
  };
  if ((reg.flags & (OPPKIT_PARSER_DELETE_INPUT | OPPKIT_PARSER_SUBGRAPH_POST_FN)) != 0) {
    return fail(ErrorCode::kOnnxUnsupported,
                fmt::format("the parser for '{}' ({}) registers {}, which oppkit does not carry", reg.op_type,
                            reg.provenance.ToString(),
                            (reg.flags & OPPKIT_PARSER_DELETE_INPUT) != 0 ? "DelInputWithCond/DelInputWithOriginalType"
                                                                          : "ParseSubgraphPostFn"));
  }
  if (reg.parse_op_to_graph != nullptr) return ImportExpansion(node, name, registered_origin, reg);
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
  ImportParsedNode(node, name, registered_origin, reg, *op);
}

void Importer::ImportParsedNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                                const ParserRegistration& reg, const OpEntry& op) {
  const std::optional<std::vector<std::pair<std::string, AttrValue>>> src = SrcAttrsOrFail(node, name, origin);
  if (!src) return;
  Result<ParsedOp> parsed = detail::CallParser(reg, name, origin, *src, PrototypeAbiOf(*op.prototype));
  if (!parsed.ok()) return FailNode(node, name, parsed.status());
  AddMappedNode(node, name, origin, reg, op, *parsed);
}

// Note [Direct mapping]
// A node of a domain other than ai.onnx (a vendor's `com.vendor::MyOp`) that no parser maps, whose op type names an
// op a loaded package has a prototype for, maps onto that op as AutoMappingByOpFn would: the node's inputs onto the
// IR inputs in order (a dynamic input takes what the IR inputs after it leave), its attributes by name as typed
// attrs (Note [op_src attrs] in onnx_attrs.h; the op's own attrs are kept, anything else dropped), its outputs onto
// the IR outputs in order. A vendor ships the op, not a parser, for nodes its own exporter writes.
void Importer::ImportDirectNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                                const OpEntry& op) {
  std::optional<std::vector<std::pair<std::string, AttrValue>>> src = SrcAttrsOrFail(node, name, origin);
  if (!src) return;
  ParserRegistration direct;
  direct.framework = kFrameworkOnnx;
  direct.op_type = op.op_type;
  direct.origin_op_types = {origin};
  direct.provenance = op.prototype->provenance;
  direct.provenance.source = "direct mapping onto its prototype, " + direct.provenance.source;
  ParsedOp parsed;
  parsed.attrs = std::move(*src);
  AddMappedNode(node, name, origin, direct, op, parsed);
}

// Note [Opset resolution]
// ONNX defines an op per opset by its newest definition at or below the model's opset (the schema's
// `since_version`). A parser registered for opset M therefore serves a node of opset N whenever the same definition
// is in force at both (DefinitionSince, onnx_opsets.h): a later opset N when ONNX did not revise the op in (M, N],
// an earlier one when it did not revise it in (N, M] (an opset-9 model's Relu, defined at 6, is served by a
// registration of 11). The nearest such registration is used, earlier ones first, and the parser sees the origin op
// type it registered (`ai.onnx::17::Relu` for a Relu of opset 18). Beyond the newest opset whose revisions oppkit
// knows, only exact registrations map.
const ParserEntry* Importer::FindSameDefinition(const std::string& op_type, int64_t opset, std::string* origin) const {
  const int64_t since = DefinitionSince(op_type, opset);
  if (since <= 0) return nullptr;
  const auto registered = [&](int64_t m) {
    std::string candidate = fmt::format("{}::{}::{}", kDefaultDomain, m, op_type);
    const ParserEntry* parser = snapshot_.FindParser(kFrameworkOnnx, candidate);
    if (parser != nullptr) *origin = std::move(candidate);
    return parser;
  };
  for (int64_t m = opset - 1; m >= since; --m) {
    if (const ParserEntry* parser = registered(m); parser != nullptr) return parser;
  }
  for (int64_t m = opset + 1; m <= kNewestKnownOpset && DefinitionSince(op_type, m) == since; ++m) {
    if (const ParserEntry* parser = registered(m); parser != nullptr) return parser;
  }
  return nullptr;
}

std::string Importer::NoParserHint(const std::string& domain, const std::string& op_type, int64_t opset) const {
  const std::vector<std::string> others = OtherOpsets(domain, op_type);
  if (domain != kDefaultDomain) {
    return fmt::format(" and no loaded package has an op '{}' to map it onto directly{}", op_type,
                       others.empty() ? std::string()
                                      : fmt::format(" (registrations exist for opsets {} of {}::{})",
                                                    fmt::join(others, ", "), domain, op_type));
  }
  if (others.empty()) return std::string();
  std::string why;
  if (opset > kNewestKnownOpset) {
    why = fmt::format("; oppkit knows ONNX's op revisions up to opset {} only", kNewestKnownOpset);
  } else if (const int64_t since = DefinitionSince(op_type, opset); since > 0) {
    why = fmt::format("; the definition in force at opset {} dates from opset {}", opset, since);
  }
  return fmt::format(" (registrations exist for opsets {} of {}::{}{})", fmt::join(others, ", "), domain, op_type,
                     why);
}

void Importer::AddMappedNode(const onnx::NodeProto& node, const std::string& name, const std::string& origin,
                             const ParserRegistration& reg, const OpEntry& op, const ParsedOp& parsed) {
  const auto fail = [&](ErrorCode code, const std::string& what) { FailNode(node, name, origin, code, what); };
  const OpPrototype& proto = *op.prototype;
  Node n;
  n.name = name;
  n.type = reg.op_type;
  KeepDeclaredAttrs(op, parsed.attrs, &n);
  PendingNode pending;
  std::string problem;
  if (!MapInputs(node, reg, proto, parsed, &pending, &problem)) return fail(ErrorCode::kOnnxBadMapping, problem);
  std::vector<uint32_t> output_ir;  // IR output index of each output instance
  if (!MapOutputs(node, proto, parsed, &n, &output_ir, &problem)) return fail(ErrorCode::kOnnxBadMapping, problem);
  ApplyDescs(parsed, proto, output_ir, &n);
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

const detail::PrototypeAbi* Importer::PrototypeAbiOf(const OpPrototype& proto) {
  std::unique_ptr<detail::PrototypeAbi>& abi = prototype_abis_[proto.op_type];
  if (abi == nullptr) abi = std::make_unique<detail::PrototypeAbi>(proto);
  return abi.get();
}

void Importer::KeepDeclaredAttrs(const OpEntry& op, const std::vector<std::pair<std::string, AttrValue>>& attrs,
                                 Node* n) {
  for (const auto& attr : attrs) {
    const std::string& name = attr.first;  // not a structured binding: the lambda below captures it
    const AttrValue& value = attr.second;
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
      if (it == op.functions.private_attrs.end())
        continue;  // not the op's: dropped (Note [ONNX import] in onnx_import.h)
      fallback = it->default_value.empty() ? nullptr : &it->default_value;
    }
    if (fallback != nullptr && *fallback == value) continue;
    n->SetAttr(name, value);
  }
}

bool Importer::ReorderedInputs(const onnx::NodeProto& node, const ParserRegistration& reg,
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

bool Importer::MapInputs(const onnx::NodeProto& node, const ParserRegistration& reg, const OpPrototype& proto,
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
          *problem =
              fmt::format("ONNX input {} is empty but feeds dynamic input '{}' of {}", next, ir.name, proto.op_type);
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
        *problem = fmt::format("required input {} ('{}') of {} is not given (the node has {} input(s){})", k, ir.name,
                               proto.op_type, inputs.size(),
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

bool Importer::MapOutputs(const onnx::NodeProto& node, const OpPrototype& proto, const ParsedOp& parsed, Node* n,
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

void Importer::ApplyDescs(const ParsedOp& parsed, const OpPrototype& proto, const std::vector<uint32_t>& output_ir,
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

}  // namespace oppkit::detail
