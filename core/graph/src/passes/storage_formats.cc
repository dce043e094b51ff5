// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The storage-format passes (storage_formats.h): user storage formats, format selection by op declarations, and
// the driver that runs them with the TransData steps of trans_data_passes.cc, the last passes of InferGraph
// (infer_graph.cc, Note [Storage passes hook]).
//
// Note [Storage-format passes]
// GE keeps two views of every tensor: the origin format and shape the model means, and the storage (running) format
// and shape the kernels read (docs/formats.md §0.1). The InferShape pass settles the origin view; these passes settle
// the storage view, on the input desc and the output desc of every inferred node (Node::input_descs, Node::outputs):
//   - Start: every op tensor is stored in its origin format (storage = origin), as GE's descs are before FE. A
//     storage-only format an op node declares (Node::input_formats, output hints' format) is not taken: an op's
//     storage formats come from its declarations, as FE writes them from the ops-info combination it selects (Note
//     [Declared formats] in graph.h).
//   - User storage formats (PrepareRunningFormatRefiner): a Data output or a NetOutput input the user gave a storage
//     format gets it, with the storage shape DeriveStorageShape gives (the compile-time rule of graph_prepare.cc).
//     A Data tensor's own storage_format counts as one (ConvertGeGraph sets it for a Data desc whose format differs
//     from its origin format); a Const's (a pre-converted weight) is reported, not taken.
//     Unlike GE, the format must fit the tensor (StorageFormatFits; an ND origin of rank 4 is read as NCHW, as the
//     compile-time rule reads it) and a given storage shape must agree with the derived one on every dim the
//     derived one knows: a mismatch is graph.bad_storage_format, not a silent surprise. The user's shape is kept.
//   - Format selection (FE's format selectors, driven by the ops-info that OPPKIT_OP_STORAGE_FORMATS models), in
//     topological order so that a node sees its producers' choices:
//       * combinations: the first whose every tensor fits (StorageFormatFits with the declared reshape type, the
//         group count from the declared attr, the node's dtype), so NC1HWC0 needs a 4-D NCHW/NHWC origin and
//         FRACTAL_NZ rank >= 2; an ND entry keeps the tensor's origin format; absent optional inputs are skipped;
//         when no combination fits, the node stays in its origin formats;
//       * format agnostic: the non-scalar inputs' producers must agree on one storage format, the inputs on one
//         origin format and shape, and every output must have that origin format and shape (no broadcast); then the
//         non-scalar inputs and the outputs take that format, each with the storage shape of its own dtype (a Cast's
//         C0 may change). Scalars keep their origin format. Otherwise the node stays in its origin formats;
//       * an op that declares nothing stays in its origin formats, and so does a node with subgraphs (below).
//     With GraphInferOptions::storage_formats false this step is skipped (`--no-storage-formats`).
//   - TransData insertion and optimisation follow (trans_data_passes.cc). A Const feeding a FRACTAL_Z filter gets
//     its TransData like any tensor: GE folds that one into the weight when it builds the model, oppkit shows it.
//   - Subgraphs: every subgraph of an inferred node (If/Case branches, While's cond and body) gets the same passes
//     as a graph of its own, after its parent's graph. The boundary stays in origin formats on both sides: the
//     parent (a control-flow op, which declares no storage formats) keeps its input and output descs in their origin
//     formats, and the subgraph's Data outputs and NetOutput inputs start in theirs, so nothing needs converting
//     across it (FE copies the parent's input formats into the subgraph's Data nodes and the NetOutput's back to the
//     parent, SubDataFormatDtypeUpdate / SubNetOutputFormatDtypeUpdate: with origin formats on the parent, that is
//     the same). A Conv2D inside a branch gets its TransData inside the branch; a subgraph takes no user storage
//     formats (Validate).
// Errors go through the pipeline's PassContext (graph.bad_storage_format, naming the node and its subgraph path),
// as every other pass's do; in strict mode the passes do not start after an error and stop at their first.
// What is not modelled: dtype-dependent combinations of ops-info (the dtype list of each combination), FE's
// preference for the format most inputs already have (a format-agnostic op whose inputs disagree runs in origin
// formats), Cast insertion, storage formats carried across a subgraph boundary.
#include "passes/storage_formats.h"

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "exe_graph/runtime/shape.h"
#include "passes/graph_passes.h"
#include "ir/node_types.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/format_transfer.h"

namespace oppkit::detail {
namespace {

std::string DimsText(const DimVector& dims) {
  std::string s = "[";
  for (size_t k = 0; k < dims.size(); ++k) s += (k == 0 ? "" : ", ") + std::to_string(dims[k]);
  return s + "]";
}

bool IsScalar(const GraphTensorDesc& d) { return d.origin_shape.empty(); }

// A storage layout for one tensor desc.
struct StorageChoice {
  ge::Format format = ge::FORMAT_ND;
  DimVector shape;
  std::string reshape_type;  // "" = the defaults
};

void SetStorage(GraphTensorDesc& d, StorageChoice choice) {
  d.storage_format = choice.format;
  d.storage_shape = std::move(choice.shape);
  d.reshape_type = std::move(choice.reshape_type);
}

void SetStorageToOrigin(GraphTensorDesc& d) {
  d.storage_format = d.origin_format;
  d.storage_shape = d.origin_shape;
  d.reshape_type.clear();
}

// \p format laid over \p d: nullopt if it does not fit (StorageFormatFits) or the transfer fails.
std::optional<StorageChoice> Lay(const GraphTensorDesc& d, ge::Format format, const std::string& reshape_type) {
  if (d.origin_shape.size() > gert::Shape::kMaxDimNum) return std::nullopt;
  const gert::Shape origin = ToShape(d.origin_shape);
  if (!StorageFormatFits(d.origin_format, format, d.dtype, origin, reshape_type)) return std::nullopt;
  gert::Shape storage;
  if (DeriveStorageShape(d.origin_format, format, d.dtype, origin, storage, reshape_type) != TransferStatus::kSuccess) {
    return std::nullopt;
  }
  return StorageChoice{format, FromShape(storage), reshape_type};
}

// The value of Int attr \p name of \p n, else its prototype default, else \p fallback.
int64_t IntAttr(const Node& n, const OpPrototype* proto, const std::string& name, int64_t fallback) {
  const AttrValue* v = n.FindAttr(name);
  if (v == nullptr && proto != nullptr) {
    const IrAttr* a = proto->FindAttr(name);
    if (a != nullptr && !a->required) v = &a->default_value;
  }
  return v != nullptr && v->type() == AttrType::kInt ? v->GetInt() : fallback;
}

// The full format of a declared tensor format on node \p n: FRACTAL_Z / FRACTAL_Z_3D take their group count from
// the declared attr when it is > 1. nullopt for a group count the format cannot hold.
std::optional<ge::Format> DeclaredFormat(const TensorStorageFormat& spec, const Node& n, const OpPrototype* proto) {
  const int32_t primary = ge::GetPrimaryFormat(spec.format);
  if (spec.groups_attr.empty() || (primary != ge::FORMAT_FRACTAL_Z && primary != ge::FORMAT_FRACTAL_Z_3D)) {
    return spec.format;
  }
  const int64_t groups = IntAttr(n, proto, spec.groups_attr, 1);
  if (groups <= 1) return spec.format;
  if (groups > 0xffff) return std::nullopt;
  return static_cast<ge::Format>(
      ge::GetFormatFromSubAndC0(primary, static_cast<int32_t>(groups), ge::GetC0Format(spec.format)));
}

// The IR output of each output instance of \p n: plain outputs one each, a dynamic output as many as are left (one
// dynamic output) or as its hint counts. False if the instances cannot be matched to the prototype.
bool OutputIrIndexes(const Node& n, const OpPrototype& proto, std::vector<size_t>* out) {
  out->clear();
  size_t dynamic = 0;
  for (const IrTensor& o : proto.outputs) dynamic += o.dynamic() ? 1 : 0;
  const size_t plain = proto.outputs.size() - dynamic;
  for (size_t k = 0; k < proto.outputs.size(); ++k) {
    size_t count = 1;
    if (proto.outputs[k].dynamic()) {
      if (k < n.output_hints.size() && n.output_hints[k].count) {
        count = *n.output_hints[k].count;
      } else if (dynamic == 1 && n.outputs.size() >= plain) {
        count = n.outputs.size() - plain;
      } else {
        return false;
      }
    }
    out->insert(out->end(), count, k);
  }
  return out->size() == n.outputs.size();
}

class StoragePass {
 public:
  // The passes over \p graph, which is the root graph (\p path empty) or the subgraph at \p path (SubgraphPath);
  // \p reported_types: the op types whose declaration was reported as not matching, shared by the whole run.
  StoragePass(PassContext& ctx, ComputeGraph& graph, std::string path, std::set<std::string>& reported_types)
      : ctx_(ctx), g_(graph), path_(std::move(path)), reported_types_(reported_types) {}

  void Run() {
    ResetToOrigin();
    ApplyUserFormats();
    if (ctx_.options.storage_formats && !ctx_.stopped) SelectFormats();
    if (ctx_.stopped) return;
    GraphInferReport& report = ctx_.report;
    report.trans_data_inserted += InsertTransData(g_);
    report.trans_data_merged += FuseTransDataBreadth(g_);
    report.trans_data_eliminated += EliminateSymmetricTransData(g_);
    report.trans_data_merged += FuseTransDataBreadth(g_);
    // Note [Storage-format passes], subgraphs: each one as a graph of its own (the node list is final now).
    for (size_t i = 0; i < g_.size() && !ctx_.stopped; ++i) {
      Node& n = g_.node(static_cast<NodeId>(i));
      if (!Inferred(n)) continue;
      for (size_t k = 0; k < n.subgraphs.size() && !ctx_.stopped; ++k) {
        StoragePass(ctx_, n.subgraphs[k], SubgraphPath(path_, n, k), reported_types_).Run();
      }
    }
  }

 private:
  void AddError(const Node& n, const std::string& what) {
    ctx_.AddError(n, path_, ErrorCode::kGraphBadStorageFormat, what);
  }

  static bool Inferred(const Node& n) { return n.state == NodeState::kInferred; }

  // Note [Storage-format passes]: every tensor starts in its origin format. (An earlier run's TransData were removed
  // before the pipeline started, RemoveInsertedNodes; this run's are added after this, with their layouts.)
  void ResetToOrigin() {
    for (size_t i = 0; i < g_.size(); ++i) {
      Node& n = g_.node(static_cast<NodeId>(i));
      if (!Inferred(n) || n.inserted) continue;
      for (GraphTensorDesc& d : n.input_descs) SetStorageToOrigin(d);
      for (GraphTensorDesc& d : n.outputs) SetStorageToOrigin(d);
    }
  }

  // A user storage format on \p d (a Data output or a NetOutput input desc of \p n); false (and an error) if the
  // transfer engine rejects it.
  bool ApplyUser(const Node& n, const std::string& tensor, const UserStorageFormat& user, GraphTensorDesc& d) {
    const std::string what = tensor + ": storage_format " + ge::FormatToSerialString(user.format);
    const std::string of = " " + std::string(FormatToString(d.origin_format)) + " " + DimsText(d.origin_shape) +
                           " (" + DataTypeToString(d.dtype) + ")";
    // The compile-time rule reads a 4-D ND origin as NCHW (docs/formats.md §2.3).
    const bool nd4 = ge::GetPrimaryFormat(d.origin_format) == ge::FORMAT_ND && d.origin_shape.size() == 4;
    GraphTensorDesc readable = d;
    if (nd4) readable.origin_format = ge::FORMAT_NCHW;
    if (d.origin_shape.size() > gert::Shape::kMaxDimNum ||
        !StorageFormatFits(readable.origin_format, user.format, d.dtype, ToShape(d.origin_shape))) {
      AddError(n, what + " is not a layout of" + of + " (docs/graph.md, \"Storage formats\")");
      return false;
    }
    gert::Shape derived;
    const gert::Shape origin = ToShape(d.origin_shape);
    const TransferStatus st = DeriveStorageShape(d.origin_format, user.format, d.dtype, origin, derived);
    if (st != TransferStatus::kSuccess) {
      AddError(n, what + ": " + TransferErrorMessage(st, d.origin_format, user.format, d.dtype, origin));
      return false;
    }
    DimVector shape = FromShape(derived);
    if (user.shape) {
      bool agrees = user.shape->size() == shape.size();
      for (size_t k = 0; agrees && k < shape.size(); ++k) {
        agrees = shape[k] == -1 ? (*user.shape)[k] >= -1 : (*user.shape)[k] == shape[k];
      }
      if (!agrees) {
        AddError(n, what + ": storage_shape " + DimsText(*user.shape) + " does not match " + DimsText(shape) +
                        ", the storage shape of" + of);
        return false;
      }
      shape = *user.shape;
    }
    SetStorage(d, StorageChoice{user.format, std::move(shape), ""});
    ++ctx_.report.user_storage_formats;
    return true;
  }

  void ApplyUserFormats() {
    for (size_t i = 0; i < g_.size() && !ctx_.stopped; ++i) {
      Node& n = g_.node(static_cast<NodeId>(i));
      if (!Inferred(n)) continue;
      if (n.type == detail::kDataType && !n.outputs.empty()) {
        std::optional<UserStorageFormat> user;
        if (!n.user_storage_formats.empty() && n.user_storage_formats.front()) {
          user = n.user_storage_formats.front();
        } else if (n.tensor && n.tensor->storage_format) {
          user = UserStorageFormat{*n.tensor->storage_format, std::nullopt};
        }
        if (user) ApplyUser(n, "output 0", *user, n.outputs.front());
      } else if (n.type == detail::kConstType && n.tensor && n.tensor->storage_format &&
                 *n.tensor->storage_format != n.tensor->format) {
        // A weight already laid out in a storage format (a ge::Graph Const whose desc format differs from its
        // origin format). Its value would have to be read in that layout; said so rather than silently re-laid.
        ctx_.AddError(n, path_, ErrorCode::kGraphUnsupported,
                      std::string("its tensor is stored as ") + FormatToString(*n.tensor->storage_format) +
                          ": a Const in a storage format is not built; it is taken in its origin format " +
                          FormatToString(n.tensor->format) + " (a user storage format goes on a Data node)");
      } else if (n.type == detail::kNetOutputType) {
        for (size_t k = 0; k < n.user_storage_formats.size() && k < n.input_descs.size(); ++k) {
          if (n.user_storage_formats[k]) {
            ApplyUser(n, "graph output " + std::to_string(k), *n.user_storage_formats[k], n.input_descs[k]);
          }
        }
      }
    }
  }

  void SelectFormats() {
    for (NodeId id : TopologicalOrder(g_)) {
      Node& n = g_.node(id);
      if (!Inferred(n) || n.IsFrameworkNode() || n.inserted || !n.subgraphs.empty()) continue;
      for (size_t k = 0; k < n.output_hints.size(); ++k) {
        if (n.output_hints[k].storage_format) {
          AddError(n, "output hint " + std::to_string(k) +
                          " has a storage_format: an op's storage formats are selected from its declarations; a "
                          "user storage format goes on a Data or NetOutput node (Node::user_storage_formats)");
          break;
        }
      }
      const OpEntry* entry = ctx_.snapshot.Find(n.type);
      if (entry == nullptr) continue;
      const StorageFormatDeclaration& d = entry->functions.storage_formats;
      bool changed = false;
      if (d.kind == StorageFormatKind::kCombinations) {
        changed = SelectCombination(n, *entry);
      } else if (d.kind == StorageFormatKind::kFormatAgnostic) {
        changed = FollowInputs(n);
      }
      if (changed) ++ctx_.report.storage_selected;
      if (ctx_.stopped) return;
    }
  }

  // The declaration of \p entry must name every IR input and output of its prototype; reported once per op type.
  bool DeclarationFits(const Node& n, const OpEntry& entry, bool outputs_known) {
    const OpPrototype* proto = entry.prototype.get();
    std::string problem;
    if (proto == nullptr) {
      problem = "has no prototype to match them with";
    } else if (!outputs_known) {
      problem = "cannot be matched to the node's " + std::to_string(n.outputs.size()) +
                " output instances (give the dynamic outputs' counts as output hints)";
    } else {
      problem = StorageFormatsMismatch(entry.functions.storage_formats, *proto);  // the registry drops these
    }
    if (problem.empty()) return true;
    if (reported_types_.insert(n.type).second) {
      const Provenance* from = entry.Origin(OpField::kStorageFormats);
      AddError(n, "the storage formats declared for '" + n.type + "'" + (from ? " by " + from->ToString() : "") +
                      " " + problem + "; the node runs in its origin formats");
    }
    return false;
  }

  // Note [Storage-format passes], combinations. True if the node got a layout other than its origin formats.
  bool SelectCombination(Node& n, const OpEntry& entry) {
    const OpPrototype* proto = entry.prototype.get();
    std::vector<size_t> output_ir;
    const bool outputs_known = proto != nullptr && OutputIrIndexes(n, *proto, &output_ir);
    if (!DeclarationFits(n, entry, outputs_known)) return false;
    std::vector<std::optional<StorageChoice>>& inputs = input_choices_;
    std::vector<std::optional<StorageChoice>>& outputs = output_choices_;
    inputs.resize(n.input_descs.size());
    outputs.resize(n.outputs.size());
    for (const StorageFormatCombination& combo : entry.functions.storage_formats.combinations) {
      bool fits = true;
      size_t instance = 0;
      for (size_t k = 0; k < n.inputs.size() && fits; ++k) {
        for (size_t i = 0; i < n.inputs[k].sources.size() && fits; ++i, ++instance) {
          fits = Choose(combo.inputs.at(k), n, proto, n.input_descs[instance], &inputs[instance]);
        }
      }
      for (size_t o = 0; o < n.outputs.size() && fits; ++o) {
        fits = Choose(combo.outputs.at(output_ir[o]), n, proto, n.outputs[o], &outputs[o]);
      }
      if (!fits) continue;
      bool changed = false;
      for (size_t i = 0; i < inputs.size(); ++i) changed |= Commit(n.input_descs[i], std::move(inputs[i]));
      for (size_t o = 0; o < outputs.size(); ++o) changed |= Commit(n.outputs[o], std::move(outputs[o]));
      return changed;
    }
    return false;  // no combination fits: origin formats
  }

  // The layout \p spec gives \p d (nullopt in \p out: its origin format); false if it does not fit.
  static bool Choose(const TensorStorageFormat& spec, const Node& n, const OpPrototype* proto, const GraphTensorDesc& d,
                     std::optional<StorageChoice>* out) {
    out->reset();
    if (ge::GetPrimaryFormat(spec.format) == ge::FORMAT_ND) return true;  // keeps its origin format
    const std::optional<ge::Format> format = DeclaredFormat(spec, n, proto);
    if (!format) return false;
    *out = Lay(d, *format, spec.reshape_type);
    return out->has_value();
  }

  // Writes \p choice (if any) on \p d; true if the storage layout then differs from the origin one.
  static bool Commit(GraphTensorDesc& d, std::optional<StorageChoice> choice) {
    if (!choice) return false;
    SetStorage(d, std::move(*choice));
    return d.storage_format != d.origin_format || d.storage_shape != d.origin_shape;
  }

  // Note [Storage-format passes], format agnostic. True if the node follows a storage format.
  bool FollowInputs(Node& n) {
    const GraphTensorDesc* ref = nullptr;
    ge::Format format = ge::FORMAT_ND;
    size_t instance = 0;
    for (const NodeInput& in : n.inputs) {
      for (const OutputRef& s : in.sources) {
        const GraphTensorDesc& d = n.input_descs[instance++];
        if (IsScalar(d)) continue;
        const ge::Format produced = g_.node(s.node).outputs.at(s.index).storage_format;
        if (ref == nullptr) {
          ref = &d;
          format = produced;
        } else if (produced != format || d.origin_format != ref->origin_format ||
                   d.origin_shape != ref->origin_shape) {
          return false;  // the inputs disagree, or one is broadcast
        }
      }
    }
    if (ref == nullptr || format == ref->origin_format) return false;
    for (const GraphTensorDesc& o : n.outputs) {
      if (o.origin_format != ref->origin_format || o.origin_shape != ref->origin_shape) return false;
    }
    std::vector<std::optional<StorageChoice>>& inputs = input_choices_;
    std::vector<std::optional<StorageChoice>>& outputs = output_choices_;
    inputs.assign(n.input_descs.size(), std::nullopt);
    outputs.resize(n.outputs.size());
    // Every tensor laid out here has ref's origin format and shape (checked above), so one of ref's dtype gets ref's
    // layout: the transfer runs once per dtype, not once per tensor.
    const std::optional<StorageChoice> ref_choice = Lay(*ref, format, "");
    if (!ref_choice) return false;
    const auto lay = [&](const GraphTensorDesc& d) { return d.dtype == ref->dtype ? ref_choice : Lay(d, format, ""); };
    for (size_t i = 0; i < n.input_descs.size(); ++i) {
      if (IsScalar(n.input_descs[i])) continue;
      inputs[i] = lay(n.input_descs[i]);
      if (!inputs[i]) return false;
    }
    for (size_t o = 0; o < n.outputs.size(); ++o) {
      outputs[o] = lay(n.outputs[o]);
      if (!outputs[o]) return false;
    }
    for (size_t i = 0; i < inputs.size(); ++i) Commit(n.input_descs[i], std::move(inputs[i]));
    for (size_t o = 0; o < outputs.size(); ++o) Commit(n.outputs[o], std::move(outputs[o]));
    return true;
  }

  PassContext& ctx_;
  ComputeGraph& g_;
  const std::string path_;
  std::set<std::string>& reported_types_;
  // The layouts a node's inputs and outputs would take, kept from node to node (SelectCombination, FollowInputs).
  std::vector<std::optional<StorageChoice>> input_choices_;
  std::vector<std::optional<StorageChoice>> output_choices_;
};

}  // namespace

std::vector<NodeId> TopologicalOrder(const ComputeGraph& g) {
  const size_t n = g.size();
  std::vector<uint32_t> pending(n, 0);
  for (size_t i = 0; i < n; ++i) {
    for (const NodeInput& in : g.node(static_cast<NodeId>(i)).inputs) pending[i] += in.sources.size();
  }
  const UseIndex uses(g);
  std::vector<NodeId> order;
  order.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    if (pending[i] == 0) order.push_back(static_cast<NodeId>(i));
  }
  for (size_t head = 0; head < order.size(); ++head) {
    for (const Use* u = uses.begin(order[head]); u != uses.end(order[head]); ++u) {
      if (--pending[u->node] == 0) order.push_back(u->node);
    }
  }
  return order;
}

gert::Shape ToShape(const DimVector& dims) {
  gert::Shape s;
  s.SetDimNum(std::min(dims.size(), gert::Shape::kMaxDimNum));
  for (size_t k = 0; k < dims.size() && k < gert::Shape::kMaxDimNum; ++k) s.SetDim(k, dims[k]);
  return s;
}

DimVector FromShape(const gert::Shape& shape) {
  DimVector dims(shape.GetDimNum());
  for (size_t k = 0; k < dims.size(); ++k) dims[k] = shape.GetDim(k);
  return dims;
}

void RunStoragePasses(PassContext& ctx, ComputeGraph& graph) {
  if (ctx.stopped) return;
  std::set<std::string> reported_types;  // a bad declaration is reported once per op type
  StoragePass(ctx, graph, "", reported_types).Run();
}

}  // namespace oppkit::detail
