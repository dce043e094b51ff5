// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The registry as JSON: `oppkit list --json` and `oppkit show OP --json` (see registry_json.h for the shapes).
#include "registry_json.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "json/query_codec.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/query_json.h"

namespace oppkit {
namespace {

using nlohmann::ordered_json;

ordered_json ProvenanceToJson(const Provenance& p) {
  return {{"package", p.package}, {"library", p.library}, {"source", p.source}};
}

ordered_json IoToJson(const OpPrototype& proto, const IrTensor& t) {
  ordered_json j = ordered_json::object();
  j["name"] = t.name;
  j["kind"] = IoKindName(t.kind);
  if (!t.type_symbol.empty()) j["type_symbol"] = t.type_symbol;
  const std::vector<ge::DataType>* allowed = proto.AllowedDtypes(t);
  if (allowed == nullptr) {
    j["dtypes"] = nullptr;  // unconstrained (e.g. a symbol named by an attr)
  } else {
    ordered_json names = ordered_json::array();
    for (ge::DataType dt : *allowed) names.push_back(DataTypeToString(dt));
    j["dtypes"] = std::move(names);
  }
  return j;
}

ordered_json PrototypeToJson(const OpPrototype& proto) {
  ordered_json j = ordered_json::object();
  ordered_json inputs = ordered_json::array();
  for (const IrTensor& t : proto.inputs) inputs.push_back(IoToJson(proto, t));
  ordered_json outputs = ordered_json::array();
  for (const IrTensor& t : proto.outputs) outputs.push_back(IoToJson(proto, t));
  ordered_json attrs = ordered_json::array();
  for (const IrAttr& a : proto.attrs) {
    ordered_json attr = {{"name", a.name}, {"type", AttrTypeName(a.type)}, {"required", a.required}};
    if (!a.required) attr["default"] = json_detail::AttrValueToJson(a.default_value);
    attrs.push_back(std::move(attr));
  }
  ordered_json symbols = ordered_json::array();
  for (const DtypeSymbol& s : proto.symbols) {
    ordered_json names = ordered_json::array();
    for (ge::DataType dt : s.dtypes) names.push_back(DataTypeToString(dt));
    symbols.push_back({{"name", s.name}, {"list", s.is_list}, {"dtypes", std::move(names)}});
  }
  j["inputs"] = std::move(inputs);
  j["outputs"] = std::move(outputs);
  j["attrs"] = std::move(attrs);
  j["dtype_symbols"] = std::move(symbols);
  if (!proto.subgraphs.empty()) {
    ordered_json graphs = ordered_json::array();
    for (const IrSubgraph& g : proto.subgraphs) {
      graphs.push_back({{"name", g.name}, {"kind", g.kind == SubgraphKind::kDynamic ? "dynamic" : "static"}});
    }
    j["subgraphs"] = std::move(graphs);
  }
  j["provenance"] = ProvenanceToJson(proto.provenance);
  return j;
}

ordered_json FunctionNames(const OpEntry& op) {
  ordered_json j = ordered_json::array();
  for (OpField f : kHostFunctionFields) {
    if (op.Has(f)) j.push_back(OpFieldName(f));
  }
  return j;
}

// One side of a storage-format combination: `[{"name", "format", "reshape_type"?, "groups_attr"?}, ...]`, named
// by the prototype where it has the tensor (else null).
ordered_json StorageSideToJson(const std::vector<TensorStorageFormat>& formats, const std::vector<IrTensor>* names) {
  ordered_json side = ordered_json::array();
  for (size_t k = 0; k < formats.size(); ++k) {
    ordered_json t = ordered_json::object();
    t["name"] = names != nullptr && k < names->size() ? ordered_json((*names)[k].name) : ordered_json(nullptr);
    t["format"] = ge::FormatToSerialString(formats[k].format);
    if (!formats[k].reshape_type.empty()) t["reshape_type"] = formats[k].reshape_type;
    if (!formats[k].groups_attr.empty()) t["groups_attr"] = formats[k].groups_attr;
    side.push_back(std::move(t));
  }
  return side;
}

// `{"kind", "combinations": [{"inputs": [...], "outputs": [...]}, ...], "provenance"?}`.
ordered_json StorageFormatsToJson(const OpEntry& op) {
  const StorageFormatDeclaration& d = op.functions.storage_formats;
  const OpPrototype* proto = op.prototype.get();
  ordered_json combinations = ordered_json::array();
  for (const StorageFormatCombination& c : d.combinations) {
    combinations.push_back({{"inputs", StorageSideToJson(c.inputs, proto != nullptr ? &proto->inputs : nullptr)},
                            {"outputs", StorageSideToJson(c.outputs, proto != nullptr ? &proto->outputs : nullptr)}});
  }
  ordered_json j = {{"kind", StorageFormatKindName(d.kind)}, {"combinations", std::move(combinations)}};
  if (const Provenance* origin = op.Origin(OpField::kStorageFormats)) j["provenance"] = ProvenanceToJson(*origin);
  return j;
}

}  // namespace

std::string OpListToJson(const RegistrySnapshot& snapshot) {
  ordered_json packages = ordered_json::array();
  for (const PackageReport& p : snapshot.packages()) {
    packages.push_back({{"name", p.name},
                        {"kind", PackageKindName(p.kind)},
                        {"priority", p.priority},
                        {"path", p.path},
                        {"op_count", p.op_count}});
  }
  ordered_json ops = ordered_json::array();
  for (const OpEntry& op : snapshot.ops()) {
    ops.push_back({{"op", op.op_type},
                   {"packages", op.packages},
                   {"prototype", op.prototype != nullptr},
                   {"functions", FunctionNames(op)}});
  }
  ordered_json parsers = ordered_json::array();
  for (const ParserEntry& e : snapshot.parsers()) {
    ordered_json p = {{"framework", FrameworkTypeName(e.framework)},
                      {"origin_op_type", e.origin_op_type},
                      {"op", e.registration->op_type}};
    p.update(ProvenanceToJson(e.registration->provenance));
    ordered_json overridden = ordered_json::array();
    for (const ParserRegistration* r : e.overridden) {
      ordered_json o = {{"op", r->op_type}};
      o.update(ProvenanceToJson(r->provenance));
      overridden.push_back(std::move(o));
    }
    p["overridden"] = std::move(overridden);
    parsers.push_back(std::move(p));
  }
  ordered_json j = ordered_json::object();
  j["packages"] = std::move(packages);
  j["ops"] = std::move(ops);
  j["parsers"] = std::move(parsers);
  return json_detail::Dump(j, 2);
}

Result<std::string> OpInfoToJson(const RegistrySnapshot& snapshot, std::string_view op_type) {
  const OpEntry* op = snapshot.Find(op_type);
  if (op == nullptr) {
    return Status(ErrorCode::kRegistryUnknownOp, "'" + std::string(op_type) + "': no loaded package provides it");
  }
  ordered_json j = ordered_json::object();
  j["op"] = op->op_type;
  j["packages"] = op->packages;
  j["prototype"] = op->prototype != nullptr ? PrototypeToJson(*op->prototype) : ordered_json(nullptr);

  // The framework parser registrations in use that map nodes onto this op, with the origin op types each won.
  ordered_json parsers = ordered_json::array();
  std::vector<const ParserRegistration*> seen;
  for (const ParserEntry& e : snapshot.parsers()) {
    if (e.registration->op_type != op->op_type) continue;
    const auto it = std::find(seen.begin(), seen.end(), e.registration);
    if (it == seen.end()) {
      seen.push_back(e.registration);
      ordered_json p = {{"framework", FrameworkTypeName(e.framework)}, {"origin_op_types", ordered_json::array()}};
      p.update(ProvenanceToJson(e.registration->provenance));
      parsers.push_back(std::move(p));
    }
    const size_t k = static_cast<size_t>(std::find(seen.begin(), seen.end(), e.registration) - seen.begin());
    parsers[k]["origin_op_types"].push_back(e.origin_op_type);
  }
  j["parsers"] = std::move(parsers);

  // Every merged part except the prototype (shown above), with where it came from.
  ordered_json functions = ordered_json::array();
  for (size_t k = 1; k < kOpFieldCount; ++k) {
    const auto field = static_cast<OpField>(k);
    const Provenance* origin = op->Origin(field);
    if (origin == nullptr) continue;
    ordered_json f = {{"function", OpFieldName(field)}};
    f.update(ProvenanceToJson(*origin));
    functions.push_back(std::move(f));
  }
  j["functions"] = std::move(functions);

  ordered_json deps = ordered_json::array();
  for (size_t i = 0; i < 64; ++i) {
    if (!op->functions.IsInputDataDependent(i)) continue;
    if (op->prototype != nullptr && i < op->prototype->inputs.size()) {
      deps.push_back(op->prototype->inputs[i].name);
    } else {
      deps.push_back(i);
    }
  }
  j["data_dependent_inputs"] = std::move(deps);

  ordered_json private_attrs = ordered_json::array();
  for (const PrivateAttr& a : op->functions.private_attrs) {
    private_attrs.push_back(
        {{"name", a.name}, {"type", AttrTypeName(a.default_value.type())}, {"default", json_detail::AttrValueToJson(a.default_value)}});
  }
  j["private_attrs"] = std::move(private_attrs);
  j["storage_formats"] = StorageFormatsToJson(*op);

  ordered_json overrides = ordered_json::array();
  for (const OverrideRecord& r : op->overrides) {
    overrides.push_back({{"function", OpFieldName(r.field)},
                         {"winner", ProvenanceToJson(r.winner)},
                         {"loser", ProvenanceToJson(r.loser)}});
  }
  j["overrides"] = std::move(overrides);
  ordered_json dropped = ordered_json::array();
  for (const DroppedRecord& r : op->dropped) {
    dropped.push_back({{"function", OpFieldName(r.field)},
                       {"registration", ProvenanceToJson(r.registration)},
                       {"id", ErrorId(r.reason)},
                       {"detail", r.detail}});
  }
  j["dropped"] = std::move(dropped);
  return json_detail::Dump(j, 2);
}

}  // namespace oppkit
