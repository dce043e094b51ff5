// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The node engine (oppkit/core/node_engine.h): validate a node against the op's prototype, then run
// InferDataType, InferFormat, InferShape and InferShapeRange as registered or by default. Every context is built
// by oppkit/context_factory.h, the same code op developers' context builders use. Single-op queries, tiling and
// the graph passes all run nodes here.
#include "oppkit/core/node_engine.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "graph/infer_format_context.h"
#include "inference/dtype_rules.h"
#include "inference/inference_rule.h"
#include "inference/query_checks.h"
#include "oppkit/context_factory.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/format_transfer.h"
#include "util/abi_checks.h"
#include "util/plugin_errors.h"
#include "util/prototype_abi.h"

namespace oppkit {
namespace {

// Note [Single-op query pipeline]
// The order follows what GE does for one node before it runs (and what aclopInferShape answers):
//   1. inputs: count and kind per IR input, tensor checks (shape, value, range), dtype rules of the prototype;
//   2. attrs: IR attrs by name (coerced, defaulted), then the op's private attrs;
//   3. InferDataType: registered, else InferOutDataTypeSameWithFirstInput, else the prototype's symbols, else
//      the caller's output hint;
//   4. InferFormat: registered, else the default rule (docs/formats.md §5), so InferShape sees the output formats;
//   5. InferShape (data-dependent inputs carry their host value; without one the op sees a null data pointer,
//      as CANN passes for a non-const input, and typically answers -1);
//   6. InferShapeRange: only when an output has -1 dims; the registered function, else the automatic min/max
//      rule (docs/formats.md §8) when every unknown input has a range and every data-dependent input has a value (the
//      registered function also runs when a data-dependent input has no value: only the op knows those bounds);
//      an op marked OutputShapeDependOnCompute (Where) also gets its registered function on known inputs;
//   7. TileOp only: TilingParse and Tiling on the same node (Note [Node continuation]).
// An op with V1 functions (Note [V1 functions in the pipeline]) has its verifier run after step 2, and its V1
// InferFormat / InferShape in steps 4 / 5 where it has no V2 function. A node with an inference rule (Note [Rules in
// the pipeline]) takes its dtypes in step 3 and its shapes in step 5 from the rule where the op has no V2 function.
// The op is looked up once; every context comes from the one NodeDescription built in steps 1-4, through one
// NodeContexts (Note [Shared node contexts] in oppkit/context_factory.h): the ComputeNodeInfo with the RuntimeAttrs
// is laid out once per query and shared by all its contexts, in a per-thread arena (Note [Query scratch]).
// Attrs are never copied on the way: the RuntimeAttrs are packed straight from the request's values, the
// prototype's defaults, or (only when a value must be converted) the scratch's converted values.

// Clears what a previous query left in a scratch tensor description (all fields the factory reads).
void ResetTensor(TensorDescription* td) {
  td->dtype = ge::DT_UNDEFINED;
  td->origin_format = td->storage_format = ge::FORMAT_ND;
  td->expand_dims_type = gert::ExpandDimsType();
  td->shape.MutableOriginShape().SetDimNum(0);
  td->shape.MutableStorageShape().SetDimNum(0);
  td->data = nullptr;
  td->data_size = 0;
  td->has_range = false;
  td->range_min.SetDimNum(0);
  td->range_max.SetDimNum(0);
}

// Copies \p dims into both shapes of \p shape while checking them as detail::CheckShape does, in one pass. False if
// CheckShape would reject them (the caller then asks CheckTensorDesc for the message); \p known: no dim is < 0.
bool FillDims(const std::vector<int64_t>& dims, gert::StorageShape* shape, bool* known) {
  const size_t rank = dims.size();
  if (rank > detail::kMaxRank) return false;
  const int64_t* src = dims.data();
  gert::Shape& origin = shape->MutableOriginShape();
  gert::Shape& storage = shape->MutableStorageShape();
  origin.SetDimNum(rank);
  storage.SetDimNum(rank);
  int64_t product = 1;
  bool all_known = true;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t d = src[i];
    origin[i] = d;
    storage[i] = d;
    if (d >= 0) {
      if (__builtin_mul_overflow(product, d, &product)) return false;
    } else if (d == ge::UNKNOWN_DIM || (d == ge::UNKNOWN_DIM_NUM && rank == 1)) {
      all_known = false;
    } else {
      return false;
    }
  }
  *known = all_known;
  return true;
}

// detail::CheckShape(dims, rank).ok() without building a Status; \p has_unknown_dim: some dim is -1.
bool ShapeIsValid(const int64_t* dims, size_t rank, bool* has_unknown_dim) {
  if (rank > detail::kMaxRank) return false;
  int64_t product = 1;
  bool unknown = false;
  for (size_t i = 0; i < rank; ++i) {
    const int64_t d = dims[i];
    if (d >= 0) {
      if (__builtin_mul_overflow(product, d, &product)) return false;
    } else if (d == ge::UNKNOWN_DIM) {
      unknown = true;
    } else if (d != ge::UNKNOWN_DIM_NUM || rank != 1) {
      return false;
    }
  }
  *has_unknown_dim = unknown;
  return true;
}

// The checks of detail::CheckTensorDesc before the shape (dtype and formats), true if they pass.
bool ValidTypeAndFormats(const TensorDesc& t) {
  const auto valid_format = [](ge::Format f) {
    return ge::GetPrimaryFormat(f) >= 0 && ge::GetPrimaryFormat(f) < ge::FORMAT_END;
  };
  return t.dtype >= 0 && t.dtype < ge::DT_MAX && t.dtype != ge::DT_UNDEFINED && valid_format(t.format) &&
         (!t.storage_format || valid_format(*t.storage_format));
}

bool HasUnknownDim(const std::vector<int64_t>& shape) {
  return std::find(shape.begin(), shape.end(), ge::UNKNOWN_DIM) != shape.end();
}

// What a query reuses from call to call on one thread (Note [Query scratch]).
struct QueryScratch {
  NodeDescription node;                     // attrs stay empty: see attr_refs
  NodeContexts contexts;                    // the contexts' arena
  std::vector<const AttrValue*> attr_refs;  // IR attrs then private attrs, in order
  std::vector<AttrValue> converted;         // values that had to be converted, by attr index
  bool in_use = false;                      // a query on this thread is using it (re-entrant queries get their own)
};

// Note [Node continuation]
// TileOp does not run a second inference: it hands the engine a NodeContinuation, which runs after step 6 of
// Note [Single-op query pipeline] on the node exactly as inference left it, with the contexts' arena and shared
// ComputeNodeInfo of that run. Before calling it, the engine prepares the node for Tiling:
//   - every input keeps its origin and storage shape (Note [Storage shapes in queries]); the inputs of
//     `value_inputs` (the op's TilingInputsDataDependency) keep the request's values, and `data_dependency` becomes
//     InputsDataDependency | TilingInputsDataDependency, so those inputs are Tensors with values in the context;
//   - every output description holds the inferred shape as origin shape and, where the caller asked for a storage
//     format, that format and the derived storage shape (else storage = origin).
// A shape with unknown dims cannot be tiled: the engine reports infer.bad_request before calling the continuation.

// Note [V1 functions in the pipeline]
// GE runs an op's V1 functions where it has no V2 ones (CompatibleInferShape; docs/v1_functions.md): an operator is
// built from the node, the function updates its output descs, and GE reads them back. Here:
//   - the verifier (VERIFY_FUNC_REG) runs after the attrs are built; a failure is infer.verify_failed;
//   - without a V2 InferFormat, the V1 one gives the output formats (the origin format it set, else the format);
//   - without a V2 InferShape, the V1 one gives the output shapes, and also their dtypes and ranges, which a V1
//     function sets in the same descs: step 3 resolves what the prototype's rules can (unresolved outputs stay
//     undefined instead of failing), the function sees those dtypes in its output descs and may change them, and an
//     output still without a dtype afterwards is infer.no_dtype_rule. There is no automatic InferShapeRange for
//     such an op: its ranges are what the function wrote.
// The operator sees every input's value the request gives (GetInputConstData), since V1 ops declare no data
// dependency; the call goes through the plugin's V1 call (plugin ABI 1.4) with the host's prototype, so functions
// find inputs and attrs by name even when the prototype comes from another package.

// Note [Rules in the pipeline]
// GE's runtime tries, per node: symbolic inference, the V2 InferShape, InferShapeByRule, the V1 InferShape
// (docs/inference_rules.md). A node carries a rule as its `_inference_rule` attr (a string; not an attr of the op:
// BuildAttrs takes it aside). Without a V2 InferShape, the rule's shape part gives the output shapes, before any V1
// function; without a V2 InferDataType, its dtype part gives the output dtypes, before the prototype's rules. A
// malformed rule, or one that reads inputs the node does not have, is infer.bad_rule. There is no InferShapeRange
// for such a node: unknown dims come out as -1 without a range.

// Note [Nodes kept by their owner]
// A graph pass asks about every op node, in several passes and again on each re-pass. It keeps one OpQuery and one
// NodeRunResult for the whole pass and refills them node after node, so their strings and vectors keep their
// capacity, and it does not copy the node's attrs into the query at all: the engine reads them from the node
// (NodeRunOptions::attrs, which holds the owner's attrs too; is_foreign_attr names those), and OpQuery::attrs is
// ignored. Everything else is the single-op pipeline, the one every caller takes.

class NodeRunner {
 public:
  NodeRunner(const OpQuery& query, const OpEntry& entry, QueryScratch& scratch, const NodeRunOptions& options,
             NodeRunResult& out)
      : q_(query),
        options_(options),
        attrs_(options.attrs != nullptr ? *options.attrs : query.attrs),
        result_(out.outputs),
        run_result_(out),
        entry_(entry),
        proto_(*entry.prototype),
        fns_(entry.functions),
        node_(scratch.node),
        contexts_(scratch.contexts),
        attr_refs_(scratch.attr_refs),
        converted_(scratch.converted),
        next_(options.next),
        lenient_(options.lenient && options.stage != NodeStage::kInfer) {}

  Status Run() {
    run_result_.need_repass = false;
    if (options_.stage != NodeStage::kInfer) return RunFormats(options_.stage == NodeStage::kInferFormat);
    if (fns_.infer_shape == nullptr && !HasV1(OPPKIT_V1_INFER_SHAPE) && !proto_.subgraphs.empty()) {
      return NoShapeFuncForSubgraphs();
    }
    OPPKIT_RETURN_IF_ERROR(BuildInputs());
    OPPKIT_RETURN_IF_ERROR(detail::CheckInputDtypes(proto_, q_));
    OPPKIT_RETURN_IF_ERROR(BuildAttrs());
    OPPKIT_RETURN_IF_ERROR(BuildOutputs());
    if (HasV1(OPPKIT_V1_VERIFY)) OPPKIT_RETURN_IF_ERROR(RunV1(OPPKIT_V1_VERIFY));
    OPPKIT_RETURN_IF_ERROR(LoadRule());
    OPPKIT_RETURN_IF_ERROR(InferDataTypes());
    if (!options_.keep_formats) OPPKIT_RETURN_IF_ERROR(InferFormats(false));
    OPPKIT_RETURN_IF_ERROR(DeriveInputStorageShapes());
    OPPKIT_RETURN_IF_ERROR(InferShapes());
    OPPKIT_RETURN_IF_ERROR(InferRanges());
    OPPKIT_RETURN_IF_ERROR(DeriveOutputStorageShapes());
    if (next_ != nullptr) {
      OPPKIT_RETURN_IF_ERROR(PrepareContinuation());
      OPPKIT_RETURN_IF_ERROR(next_->Run(entry_, node_, contexts_, result_, attr_refs_.data(), attr_refs_.size()));
    }
    return Status::Ok();
  }

  // NodeStage::kDescribe and kInferFormat (\p infer): steps 1 and 2, the output instances, then InferFormat if
  // \p infer; the formats of every instance into the result. lenient_: NodeRunOptions::lenient.
  Status RunFormats(bool infer) {
    FormatQueryResult* out = &run_result_.formats;
    OPPKIT_RETURN_IF_ERROR(BuildInputs());
    if (!lenient_) OPPKIT_RETURN_IF_ERROR(detail::CheckInputDtypes(proto_, q_));
    OPPKIT_RETURN_IF_ERROR(BuildAttrs());
    OPPKIT_RETURN_IF_ERROR(BuildOutputs());
    if (infer) OPPKIT_RETURN_IF_ERROR(InferFormats(true));
    out->inputs.resize(node_.inputs.size());
    for (size_t k = 0; k < node_.inputs.size(); ++k) out->inputs[k] = node_.inputs[k].origin_format;
    out->outputs.resize(node_.outputs.size());
    for (size_t k = 0; k < node_.outputs.size(); ++k) out->outputs[k] = node_.outputs[k].origin_format;
    out->output_counts = node_.output_instance_counts;
    out->output_names.clear();
    out->output_names.reserve(node_.outputs.size());
    for (const OutputArg& arg : result_.outputs) {
      for (size_t k = 0; k < arg.descs.size(); ++k) {
        out->output_names.push_back(arg.dynamic ? arg.name + std::to_string(k) : arg.name);
      }
    }
    // A continuation after a format stage reads the described node (no contexts begun, no output shapes).
    if (next_ != nullptr) return next_->Run(entry_, node_, contexts_, result_, attr_refs_.data(), attr_refs_.size());
    return Status::Ok();
  }

 private:
  // --- messages (built only on errors) --------------------------------------------------------------------------
  // (All cold: Note [Cold error paths] in query_checks.h.)
  [[gnu::cold]] std::string Subject() const { return detail::QuerySubject(q_); }
  [[gnu::cold]] std::string InputSubject(size_t i, size_t k) const {
    const IrTensor& ir = proto_.inputs[i];
    return ir.dynamic() ? fmt::format("{}: input {} ({}) instance {}", Subject(), i, ir.name, k)
                        : fmt::format("{}: input {} ({})", Subject(), i, ir.name);
  }
  [[gnu::cold]] std::string OutputSubject(size_t flat) const {
    size_t o = 0;
    while (o + 1 < node_.output_instance_counts.size() && flat >= node_.output_instance_counts[o]) {
      flat -= node_.output_instance_counts[o++];
    }
    const IrTensor& ir = proto_.outputs[o];
    return ir.dynamic() ? fmt::format("{}: output {} ({}) instance {}", Subject(), o, ir.name, flat)
                        : fmt::format("{}: output {} ({})", Subject(), o, ir.name);
  }
  // Calls \p fn(flat index, desc) for every output instance of result_, in IR order.
  template <typename Fn>
  void ForEachOutput(Fn&& fn) {
    size_t flat = 0;
    for (OutputArg& arg : result_.outputs) {
      for (TensorDesc& desc : arg.descs) fn(flat++, desc);
    }
  }
  // Adds the node name to a plugin-call error (its message names package, op and function already). Only called
  // on errors: a successful call's Status is not copied around.
  [[gnu::cold]] Status FromPlugin(const Status& st) const {
    if (st.ok() || q_.node_name.empty() || q_.node_name == q_.op_type) return st;
    return detail::Error(st.code(), "{} [node '{}']", st.detail(), q_.node_name);
  }
  [[gnu::cold]] Status ContextError(const char* what, const std::string& why) const {
    return detail::Error(ErrorCode::kInternal, "{}: cannot build the {}: {}", Subject(), what, why);
  }
  [[gnu::cold]] Status BeginError(const char* what) const {
    // NodeContexts names a failed Begin "contexts for '<op>' ..."; name the context as a single build would.
    std::string why = contexts_.GetError();
    constexpr std::string_view kPrefix = "contexts";
    if (why.compare(0, kPrefix.size(), kPrefix) == 0) why.replace(0, kPrefix.size(), what);
    return ContextError(what, why);
  }
  // Lays out the node for its contexts, once per query, before the first context (\p what) is built.
  Status BeginContexts(const char* what) {
    if (contexts_begun_) return Status::Ok();
    if (!contexts_.Begin(node_, attr_refs_.data(), attr_refs_.size())) return BeginError(what);
    contexts_begun_ = true;
    return Status::Ok();
  }

  // --- step 1: inputs ------------------------------------------------------------------------------------------
  Status BuildInputs() {
    const size_t ir_count = proto_.inputs.size();
    if (q_.inputs.size() > ir_count) {
      std::string names;
      for (const IrTensor& ir : proto_.inputs) names += (names.empty() ? "" : ", ") + ir.name;
      return detail::Error(ErrorCode::kInferInputCount, "{}: {} inputs given, the prototype has {} ({})", Subject(),
                           q_.inputs.size(), ir_count, names);
    }
    // The scratch usually holds these strings already (the same op again): compare before copying.
    if (node_.op_type != q_.op_type) node_.op_type = q_.op_type;
    const std::string& node_name = q_.node_name.empty() ? q_.op_type : q_.node_name;
    if (node_.node_name != node_name) node_.node_name = node_name;
    node_.input_instance_counts.resize(ir_count);  // each set below
    node_.data_dependency = fns_.inputs_data_dependency;
    const uint64_t value_inputs = fns_.inputs_data_dependency | (next_ == nullptr ? 0 : next_->value_inputs);
    size_t total = 0;
    for (const InputArg& arg : q_.inputs) total += arg.kind == InputArg::Kind::kAbsent ? 0 : arg.tensors.size();
    node_.inputs.resize(total);
    size_t n = 0;
    for (size_t i = 0; i < ir_count; ++i) {
      const IrTensor& ir = proto_.inputs[i];
      const InputArg::Kind kind = i < q_.inputs.size() ? q_.inputs[i].kind : InputArg::Kind::kAbsent;
      if (kind == InputArg::Kind::kAbsent && ir.kind == IoKind::kRequired) {
        return detail::Error(ErrorCode::kInferMissingInput, "{}: input {} ({}) is required but absent", Subject(), i,
                             ir.name);
      }
      if (kind == InputArg::Kind::kList && !ir.dynamic()) {
        return detail::Error(ErrorCode::kInferDynamicInput,
                             "{}: input {} ({}) is {}, not dynamic: give one tensor, not a list of {}", Subject(), i,
                             ir.name, IoKindName(ir.kind), q_.inputs[i].tensors.size());
      }
      if (kind == InputArg::Kind::kTensor && ir.dynamic()) {
        // One tensor where the op takes a list is a misread prototype more often than a list of one: say so.
        return detail::Error(ErrorCode::kInferDynamicInput,
                             "{}: input {} ({}) is dynamic: give a list of its instances ([x] for one), not one tensor",
                             Subject(), i, ir.name);
      }
      if (kind == InputArg::Kind::kTensor && q_.inputs[i].tensors.size() != 1) {
        return detail::Error(ErrorCode::kInferBadRequest, "{}: input {} ({}) is marked as one tensor but holds {}",
                             Subject(), i, ir.name, q_.inputs[i].tensors.size());
      }
      if (kind == InputArg::Kind::kAbsent) {
        node_.input_instance_counts[i] = 0;
        continue;
      }
      const std::vector<TensorDesc>& tensors = q_.inputs[i].tensors;
      const bool data_dependent = fns_.IsInputDataDependent(i);
      const bool keep_value = i < 64 && ((value_inputs >> i) & 1U) != 0;  // Note [Query continuation]
      const size_t instances = tensors.size();
      node_.input_instance_counts[i] = static_cast<uint32_t>(instances);
      for (size_t k = 0; k < instances; ++k) {
        const TensorDesc& t = tensors[k];
        TensorDescription& td = node_.inputs[n++];
        // Note [Input fast path]: one pass over the dims fills the description and does CheckShape's checks; the full
        // CheckTensorDesc runs only for what that pass does not cover (a value, a range) or to word an error.
        bool known = true;
        const bool dims_ok = FillDims(t.shape, &td.shape, &known);
        if (!dims_ok || t.value || t.range || !ValidTypeAndFormats(t)) {
          Status st = detail::CheckTensorDesc(t, !lenient_);
          if (!st.ok()) return detail::WithSubject(st, InputSubject(i, k));
        }
        td.dtype = t.dtype;
        td.origin_format = t.format;
        td.storage_format = t.storage_format.value_or(t.format);
        td.expand_dims_type = gert::ExpandDimsType();
        td.data = nullptr;
        td.data_size = 0;
        td.has_range = false;
        td.range_min.SetDimNum(0);
        td.range_max.SetDimNum(0);
        if (keep_value && t.value) {
          td.data = t.value->data();
          td.data_size = t.value->size();
        }
        if (!known) {
          any_unknown_input_ = true;
          if (!t.range) all_unknown_ranged_ = false;
        }
        if (data_dependent && !t.value) all_dependencies_const_ = false;
      }
    }
    return Status::Ok();
  }

  // --- step 2: attrs -------------------------------------------------------------------------------------------
  Status BuildAttrs() {
    const size_t ir_count = proto_.attrs.size();
    const std::vector<PrivateAttr>& privates = fns_.private_attrs;
    const size_t total = ir_count + privates.size();
    // attr_refs_ first holds the given values by attr index (null: not given), then the values to pack: a given
    // value itself, its converted copy (converted_) or the default.
    attr_refs_.resize(total);
    std::fill(attr_refs_.begin(), attr_refs_.end(), nullptr);
    if (converted_.size() < total) converted_.resize(total);
    const AttrValue** given = attr_refs_.data();
    for (const auto& [name, value] : attrs_) {
      if (options_.is_foreign_attr != nullptr && options_.is_foreign_attr(name)) continue;
      if (name == kInferenceRuleAttr) {
        if (value.type() != AttrType::kString) {
          return detail::Error(ErrorCode::kInferAttrType, "{}: attr '{}' is a rule, a JSON string", Subject(), name);
        }
        rule_text_ = &value.GetString();
        continue;
      }
      int index = IrAttrIndex(name);
      if (index < 0) {
        for (size_t p = 0; p < privates.size(); ++p) {
          if (privates[p].name == name) index = static_cast<int>(ir_count + p);
        }
      }
      if (index < 0) return UnknownAttr(name);
      if (given[index] != nullptr) {
        return detail::Error(ErrorCode::kInferBadRequest, "{}: attr '{}' is given twice", Subject(), name);
      }
      given[index] = &value;
    }
    node_.attrs.clear();  // the contexts take the attrs by pointer (attr_refs_)
    std::string why;
    for (size_t a = 0; a < ir_count; ++a) {
      const IrAttr& ir = proto_.attrs[a];
      if (given[a] == nullptr) {
        if (ir.required) {
          return detail::Error(ErrorCode::kInferMissingAttr, "{}: required attr '{}' ({}) is missing", Subject(),
                               ir.name, AttrTypeName(ir.type));
        }
        attr_refs_[a] = &ir.default_value;
        continue;
      }
      // Fast path of CoerceAttr: a value of the declared type is used as given (an Int too, dtype-valued or not);
      // only a DataType needs CoerceAttr's check.
      if (given[a]->type() == ir.type && ir.type != AttrType::kDataType) continue;
      detail::AttrTarget target{ir.type, ir.type == AttrType::kInt && detail::IsDtypeValuedAttr(proto_, ir.name)};
      if (!detail::CoerceAttr(target, *given[a], &converted_[a], &attr_refs_[a], &why)) {
        return detail::Error(ErrorCode::kInferAttrType, "{}: attr '{}': {}", Subject(), ir.name, why);
      }
    }
    for (size_t p = 0; p < privates.size(); ++p) {
      const PrivateAttr& pa = privates[p];
      const size_t a = ir_count + p;
      const AttrValue* value = given[a];  // read before attr_refs_[a] (the same slot) is overwritten
      if (value == nullptr) {
        if (pa.default_value.empty()) {
          return detail::Error(ErrorCode::kInferMissingAttr, "{}: private attr '{}' has no default and is missing",
                               Subject(), pa.name);
        }
        attr_refs_[a] = &pa.default_value;
        continue;
      }
      if (pa.default_value.empty()) {  // no declared type: passed as given
        attr_refs_[a] = value;
        continue;
      }
      detail::AttrTarget target{pa.default_value.type(), false};
      if (!detail::CoerceAttr(target, *value, &converted_[a], &attr_refs_[a], &why)) {
        return detail::Error(ErrorCode::kInferAttrType, "{}: private attr '{}': {}", Subject(), pa.name, why);
      }
    }
    return Status::Ok();
  }

  // Index of the IR attr named \p name, or -1 (the first one, as OpPrototype::AttrIndex; inline for the hot path).
  int IrAttrIndex(std::string_view name) const {
    const std::vector<IrAttr>& attrs = proto_.attrs;
    const size_t size = name.size();
    const size_t count = attrs.size();
    for (size_t i = 0; i < count; ++i) {
      const std::string& candidate = attrs[i].name;
      if (candidate.size() == size && std::memcmp(candidate.data(), name.data(), size) == 0) {
        return static_cast<int>(i);
      }
    }
    return -1;
  }

  [[gnu::cold]] Status UnknownAttr(const std::string& name) const {
    std::string known;
    for (const IrAttr& a : proto_.attrs) known += (known.empty() ? "" : ", ") + a.name;
    for (const PrivateAttr& a : fns_.private_attrs) known += (known.empty() ? "" : ", ") + a.name + " (private)";
    return detail::Error(ErrorCode::kInferUnknownAttr, "{}: unknown attr '{}'; the op has: {}", Subject(), name,
                         known.empty() ? std::string("no attrs") : known);
  }

  // --- output instances ----------------------------------------------------------------------------------------
  // The most instances a dynamic output has. A count attr beyond it is left to the op to reject (it then sees one
  // instance and says why); a count hint beyond it is infer.bad_request (before anything is laid out for it).
  static constexpr int64_t kMaxDynamicOutputs = 4096;

  Status BuildOutputs() {
    const size_t ir_count = proto_.outputs.size();
    if (q_.outputs.size() > ir_count) return SurplusHints();
    node_.output_instance_counts.resize(ir_count);  // each set below
    size_t total = 0;
    for (size_t o = 0; o < ir_count; ++o) {
      const IrTensor& ir = proto_.outputs[o];
      const OutputHint* hint = o < q_.outputs.size() ? &q_.outputs[o] : nullptr;
      uint32_t count = 1;
      if (!ir.dynamic() && hint != nullptr && hint->count) return CountOnPlainOutput(o);
      if (ir.dynamic()) {
        if (hint != nullptr && hint->count) {
          if (*hint->count > kMaxDynamicOutputs) return TooManyInstances(o, *hint->count);
          count = *hint->count;
        } else {
          // Note [Dynamic output count]: without a "count" hint, the op's count attr gives it (CANN's ops name it
          // `num_split` (Split, SplitV, SplitD) or `num` (Unpack)); otherwise a dynamic input with the same type
          // symbol (IdentityN) does; otherwise one instance.
          bool counted = false;
          for (const char* attr_name : {"num_split", "num"}) {
            const int a = IrAttrIndex(attr_name);
            if (a < 0 || proto_.attrs[a].type != AttrType::kInt) continue;
            const int64_t n = attr_refs_[a]->GetInt();
            if (n >= 0 && n <= kMaxDynamicOutputs) {
              count = static_cast<uint32_t>(n);
              counted = true;
            }
            break;
          }
          for (size_t i = 0; !counted && !ir.type_symbol.empty() && i < proto_.inputs.size(); ++i) {
            if (proto_.inputs[i].dynamic() && proto_.inputs[i].type_symbol == ir.type_symbol) {
              count = node_.input_instance_counts[i];
              counted = true;
            }
          }
        }
      }
      node_.output_instance_counts[o] = count;
      total += count;
    }
    node_.outputs.resize(total);
    if (result_.op_type != q_.op_type) result_.op_type = q_.op_type;
    result_.outputs.resize(ir_count);
    size_t flat = 0;
    for (size_t o = 0; o < ir_count; ++o) {
      const OutputHint* hint = o < q_.outputs.size() ? &q_.outputs[o] : nullptr;
      OutputArg& arg = result_.outputs[o];
      arg.name = proto_.outputs[o].name;
      arg.dynamic = proto_.outputs[o].dynamic();
      arg.descs.resize(node_.output_instance_counts[o]);
      for (uint32_t k = 0; k < node_.output_instance_counts[o]; ++k, ++flat) {
        TensorDescription& td = node_.outputs[flat];
        ResetTensor(&td);
        TensorDesc& desc = arg.descs[k];  // may hold a previous node's answer (Note [Nodes kept by their owner])
        desc.range.reset();
        desc.storage_shape.reset();
        desc.storage_format.reset();
        if (hint != nullptr) {
          td.dtype = hint->dtype.value_or(ge::DT_UNDEFINED);
          td.origin_format = hint->format.value_or(ge::FORMAT_ND);
          desc.storage_format = hint->storage_format;
        }
        if (options_.output_formats != nullptr && flat < options_.output_formats->size()) {
          td.origin_format = (*options_.output_formats)[flat];
        }
        td.storage_format = td.origin_format;
      }
    }
    return Status::Ok();
  }

  [[gnu::cold]] Status SurplusHints() const {
    return detail::Error(ErrorCode::kInferBadRequest, "{}: {} output hints, but the op has {} outputs", Subject(),
                         q_.outputs.size(), proto_.outputs.size());
  }
  [[gnu::cold]] Status CountOnPlainOutput(size_t o) const {
    return detail::Error(ErrorCode::kInferBadRequest,
                         "{}: output {} ({}): a count hint, but only a DYNAMIC_OUTPUT has a number of instances",
                         Subject(), o, proto_.outputs[o].name);
  }
  [[gnu::cold]] Status TooManyInstances(size_t o, uint32_t count) const {
    return detail::Error(ErrorCode::kInferBadRequest,
                         "{}: output {} ({}): a count hint of {} instances (a dynamic output has at most {})",
                         Subject(), o, proto_.outputs[o].name, count, kMaxDynamicOutputs);
  }

  // --- step 3: InferDataType -----------------------------------------------------------------------------------
  Status InferDataTypes() {
    const size_t total = node_.outputs.size();
    constexpr size_t kInline = 16;
    ge::DataType inline_dtypes[kInline];
    std::vector<ge::DataType> heap_dtypes;
    ge::DataType* dtypes = inline_dtypes;
    if (total > kInline) {
      heap_dtypes.resize(total);
      dtypes = heap_dtypes.data();
    }
    std::fill(dtypes, dtypes + total, ge::DT_UNDEFINED);
    if (fns_.infer_datatype != nullptr) {
      OPPKIT_RETURN_IF_ERROR(BeginContexts("InferDataTypeContext"));
      gert::InferDataTypeContext* ctx = contexts_.BuildInferDataTypeContext();
      if (ctx == nullptr) return ContextError("InferDataTypeContext", contexts_.GetError());
      if (Status st = CallInferDataType(entry_, ctx); !st.ok()) return FromPlugin(st);
      for (size_t k = 0; k < total; ++k) {
        dtypes[k] = ctx->GetOutputDataType(k);
        // DT_UNDEFINED: left for the prototype's rules. Any other value must be a data type.
        if (dtypes[k] != ge::DT_UNDEFINED && !detail::IsNamedDataType(dtypes[k])) {
          return detail::Error(ErrorCode::kInferBadOutput, "{}: InferDataType wrote an invalid data type {}",
                               OutputSubject(k), static_cast<int>(dtypes[k]));
        }
      }
    } else if (rule_ != nullptr && !rule_->dtypes().empty()) {
      if (rule_->dtypes().size() != total) {
        return detail::Error(ErrorCode::kInferBadRule, "{}: the inference rule gives {} dtypes for {} outputs",
                             Subject(), rule_->dtypes().size(), total);
      }
      std::copy(rule_->dtypes().begin(), rule_->dtypes().end(), dtypes);
    } else if (fns_.infer_datatype_same_as_first_input && !node_.inputs.empty()) {
      std::fill(dtypes, dtypes + total, node_.inputs[0].dtype);
    }
    OPPKIT_RETURN_IF_ERROR(detail::InferDtypesBySymbols(proto_, q_, attr_refs_.data(), proto_.attrs.size(),
                                                        node_.output_instance_counts, dtypes, UsesV1Shape()));
    for (size_t k = 0; k < total; ++k) node_.outputs[k].dtype = dtypes[k];
    return Status::Ok();
  }

  // --- step 4: InferFormat -------------------------------------------------------------------------------------
  // \p read_inputs: a registered function's rewrites of input formats are kept too (InferOpFormat, as GE's
  // UpdateOpDescOutFormat writes every desc back); InferOp keeps the inputs as the caller gave them.
  Status InferFormats(bool read_inputs) {
    if (fns_.infer_format == nullptr && HasV1(OPPKIT_V1_INFER_FORMAT)) return V1Formats();
    if (fns_.infer_format != nullptr) {
      OPPKIT_RETURN_IF_ERROR(BeginContexts("InferFormatContext"));
      gert::InferFormatContext* ctx = contexts_.BuildInferFormatContext();
      if (ctx == nullptr) return ContextError("InferFormatContext", contexts_.GetError());
      if (Status st = CallInferFormat(entry_, ctx); !st.ok()) return FromPlugin(st);
      const size_t outputs = node_.outputs.size();
      for (size_t k = 0; k < outputs; ++k) {
        const gert::StorageFormat* f = ctx->GetOutputFormat(k);
        if (f == nullptr) continue;
        if (!detail::IsValidFormatValue(f->GetOriginFormat())) {
          return detail::Error(ErrorCode::kInferBadOutput, "{}: InferFormat wrote an invalid format {}",
                               OutputSubject(k), static_cast<int>(f->GetOriginFormat()));
        }
        node_.outputs[k].origin_format = f->GetOriginFormat();
        node_.outputs[k].storage_format = f->GetOriginFormat();
      }
      for (size_t k = 0; read_inputs && k < node_.inputs.size(); ++k) {
        const gert::StorageFormat* f = ctx->GetInputFormat(k);
        if (f == nullptr) continue;
        if (!detail::IsValidFormatValue(f->GetOriginFormat())) {
          return detail::Error(ErrorCode::kInferBadOutput, "{}: InferFormat wrote an invalid format {} for input {}",
                               Subject(), static_cast<int>(f->GetOriginFormat()), k);
        }
        node_.inputs[k].origin_format = f->GetOriginFormat();
      }
      return Status::Ok();
    }
    const auto format_of = [](const TensorDescription& td) { return td.origin_format; };
    const ge::Format chosen = DefaultInferFormat(node_.inputs, node_.outputs, format_of);
    if (ge::GetPrimaryFormat(chosen) == ge::FORMAT_ND) return Status::Ok();
    // Like CANN's DefaultInferFormat, every ND tensor takes the chosen format (inputs too: InferShape may read them
    // from its tensor descs); a storage format the caller gave for an input stays as it was.
    for (TensorDescription& td : node_.outputs) {
      if (ge::GetPrimaryFormat(td.origin_format) == ge::FORMAT_ND) td.origin_format = td.storage_format = chosen;
    }
    for (TensorDescription& td : node_.inputs) {
      if (ge::GetPrimaryFormat(td.origin_format) != ge::FORMAT_ND) continue;
      if (td.storage_format == td.origin_format) td.storage_format = chosen;
      td.origin_format = chosen;
    }
    return Status::Ok();
  }

  // --- step 4b: input storage shapes ----------------------------------------------------------------------------
  // Note [Storage shapes in queries]: a tensor whose storage format differs from its origin format gets the storage
  // shape GE derives for a tensor with a user storage_format (graph preparation, docs/formats.md §2.6): the origin
  // shape expanded by the default reshape type, then the origin-shape transfer (oppkit::DeriveStorageShape). Inputs get
  // it here, after InferFormat has settled their origin formats, so every context the op sees carries it; outputs
  // whose hint asks for a storage format get it in DeriveOutputStorageShapes. An impossible transfer (an invalid
  // format or dtype, FRACTAL_ZN_RNN / ND_RNN_BIAS, an overflow) is infer.bad_storage_format. Inputs without a
  // storage format cost one comparison.
  Status DeriveInputStorageShapes() {
    size_t flat = 0;
    for (size_t i = 0; i < node_.input_instance_counts.size(); ++i) {
      for (uint32_t k = 0; k < node_.input_instance_counts[i]; ++k, ++flat) {
        TensorDescription& td = node_.inputs[flat];
        if (td.storage_format == td.origin_format) continue;
        gert::StorageShape& shape = td.shape;
        const TransferStatus st = DeriveStorageShape(td.origin_format, td.storage_format, td.dtype,
                                                     shape.GetOriginShape(), shape.MutableStorageShape());
        if (st != TransferStatus::kSuccess) {
          return detail::Error(
              ErrorCode::kInferBadStorageFormat, "{}: {}", InputSubject(i, k),
              TransferErrorMessage(st, td.origin_format, td.storage_format, td.dtype, shape.GetOriginShape()));
        }
      }
    }
    return Status::Ok();
  }

  // --- step 5: InferShape --------------------------------------------------------------------------------------
  // Runs InferShape on node_ as it stands; the output shapes are read from the context in \p *out (valid until
  // the end of the query).
  Status RunInferShape(gert::InferShapeContext** out) {
    OPPKIT_RETURN_IF_ERROR(BeginContexts("InferShapeContext"));
    gert::InferShapeContext* ctx = contexts_.BuildInferShapeContext();
    *out = ctx;
    if (ctx == nullptr) return ContextError("InferShapeContext", contexts_.GetError());
    if (Status st = CallInferShapeOf(ctx); !st.ok()) return FromPlugin(st);
    const size_t outputs = node_.outputs.size();
    for (size_t k = 0; k < outputs; ++k) {
      if (ctx->GetOutputShape(k) == nullptr) {
        return detail::Error(ErrorCode::kInferBadOutput, "{}: InferShape left no shape", OutputSubject(k));
      }
    }
    return Status::Ok();
  }

  // CallInferShape, but GRAPH_NODE_NEED_REPASS is a success that sets need_repass when the caller allows it
  // (NodeRunOptions::allow_need_repass: a graph pass re-runs the node, docs/formats.md §6.3).
  Status CallInferShapeOf(gert::InferShapeContext* ctx) {
    if (!options_.allow_need_repass) return CallInferShape(entry_, ctx);
    const InferShapeFunc fn = fns_.infer_shape;
    bool repass = false;
    Status st =
        GuardPluginCall(entry_.PackageOf(OpField::kInferShape), entry_.op_type, OpFieldName(OpField::kInferShape), [&] {
          const ge::graphStatus rc = fn(ctx);
          if (rc != ge::GRAPH_NODE_NEED_REPASS) return rc;
          repass = true;
          return ge::GRAPH_SUCCESS;
        });
    if (repass) run_result_.need_repass = true;
    return st;
  }

  Status InferShapes() {
    if (RuleGivesShapes()) return RuleShapes();
    if (UsesV1Shape()) return V1Shapes();
    if (fns_.infer_shape == nullptr) {
      return detail::Error(ErrorCode::kInferNoShapeFunc, "{}: no InferShape registered (packages: {})", Subject(),
                           Join(entry_.packages));
    }
    gert::InferShapeContext* ctx = nullptr;
    OPPKIT_RETURN_IF_ERROR(RunInferShape(&ctx));
    Status st;
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      const gert::Shape& s = *ctx->GetOutputShape(k);
      if (!st.ok()) return;
      bool has_unknown_dim = false;
      if (!ShapeIsValid(&s[0], s.GetDimNum(), &has_unknown_dim)) {
        st = detail::Error(ErrorCode::kInferBadOutput, "{}: InferShape produced an invalid shape: {}", OutputSubject(k),
                           detail::CheckShape(&s[0], s.GetDimNum()).detail());
        return;
      }
      desc.shape.assign(&s[0], &s[0] + s.GetDimNum());
      any_unknown_output_ = any_unknown_output_ || has_unknown_dim;
    });
    return st;
  }

  // Control-flow ops (Note [Control-flow ops have no shape functions] in oplibs/controlflow): say where their
  // outputs come from.
  [[gnu::cold]] Status NoShapeFuncForSubgraphs() const {
    std::string names;
    for (const IrSubgraph& s : proto_.subgraphs) names += (names.empty() ? "" : ", ") + s.name;
    return detail::Error(ErrorCode::kInferNoShapeFunc,
                         "{}: no InferShape: the op's outputs come from its subgraphs ({}); infer it in a graph "
                         "(oppkit graph, docs/graph.md)",
                         Subject(), names);
  }

  [[gnu::cold]] static std::string Join(const std::vector<std::string>& parts) {
    std::string s;
    for (const std::string& p : parts) s += (s.empty() ? "" : ", ") + p;
    return s;
  }

  // --- V1 functions: Note [V1 functions in the pipeline] ---------------------------------------------------------
  bool HasV1(uint32_t kind) const { return fns_.v1_functions[kind] != nullptr; }
  bool UsesV1Shape() const { return fns_.UsesV1InferShape() && !RuleGivesShapes(); }

  // An output desc as the V1 function left it (copied from the plugin's sink call).
  struct V1Output {
    bool reported = false;
    int32_t dtype = 0;
    int32_t format = 0;
    int32_t origin_format = 0;
    std::vector<int64_t> dims;
    bool has_range = false;
    std::vector<int64_t> range_min;
    std::vector<int64_t> range_max;
  };

  static void OnV1Output(void* context, uint32_t index, const OppkitV1Tensor* t) {
    auto* outputs = static_cast<std::vector<V1Output>*>(context);
    if (t == nullptr || index >= outputs->size() || t->dim_count > detail::kMaxRank ||
        (t->dim_count != 0 && t->dims == nullptr)) {
      return;  // left unreported: an error names the output
    }
    try {
      V1Output& out = (*outputs)[index];
      out.reported = true;
      out.dtype = t->dtype;
      out.format = t->format;
      out.origin_format = t->origin_format;
      out.dims.assign(t->dims, t->dims + t->dim_count);
      out.has_range = t->has_range != 0 && t->range_min != nullptr && t->range_max != nullptr;
      if (out.has_range) {
        out.range_min.assign(t->range_min, t->range_min + t->dim_count);
        out.range_max.assign(t->range_max, t->range_max + t->dim_count);
      }
    } catch (...) {
      // Nothing may propagate into plugin code; the output stays unreported.
    }
  }

  // Runs the V1 function of \p kind on the node as it stands; its output descs into \p outputs (one per instance).
  Status RunV1(uint32_t kind, std::vector<V1Output>* outputs = nullptr) {
    const detail::PrototypeAbi proto(proto_);
    std::vector<OppkitV1Tensor> inputs;
    inputs.reserve(node_.inputs.size());
    std::vector<const int64_t*> shapes;  // the request's dims, per input instance
    ForEachInput([&](const TensorDesc& t, TensorDescription& td) {
      OppkitV1Tensor& v = inputs.emplace_back();
      v.dtype = td.dtype;
      v.format = td.storage_format;
      v.origin_format = td.origin_format;
      v.dim_count = t.shape.size();
      v.dims = t.shape.data();
      if (t.value) {
        v.data = t.value->data();
        v.data_size = t.value->size();
      }
      if (t.range) {
        auto& [lo, hi] = range_bounds_.emplace_back();
        for (const auto& [min, max] : *t.range) {
          lo.push_back(min);
          hi.push_back(max);
        }
        v.has_range = 1;
        v.range_min = lo.data();
        v.range_max = hi.data();
      }
    });
    std::vector<OppkitV1Tensor> initial(node_.outputs.size());
    for (size_t k = 0; k < initial.size(); ++k) {
      initial[k].dtype = node_.outputs[k].dtype;
      initial[k].format = node_.outputs[k].storage_format;
      initial[k].origin_format = node_.outputs[k].origin_format;
    }
    // Copies: AttrValue::ToAbi() caches pointers in the object, and defaults are shared by every caller.
    std::vector<AttrValue> values;
    values.reserve(proto_.attrs.size());
    for (size_t a = 0; a < proto_.attrs.size(); ++a) values.push_back(*attr_refs_[a]);
    std::vector<OppkitNamedAttr> attrs(values.size());
    for (size_t a = 0; a < values.size(); ++a) {
      attrs[a] = OppkitNamedAttr{proto_.attrs[a].name.c_str(), values[a].ToAbi()};
    }
    OppkitV1Request request{};
    request.struct_size = sizeof(request);
    request.node_name = node_.node_name.c_str();
    request.prototype = proto.get();
    request.input_counts = node_.input_instance_counts.data();
    request.output_counts = node_.output_instance_counts.data();
    request.inputs = inputs.data();
    request.outputs = initial.data();
    request.attr_count = static_cast<uint32_t>(attrs.size());
    request.attrs = attrs.data();
    std::vector<V1Output> ignored;
    std::vector<V1Output>& reported = outputs != nullptr ? *outputs : ignored;
    reported.assign(node_.outputs.size(), V1Output{});
    OppkitV1Sink sink{};
    sink.struct_size = sizeof(sink);
    sink.context = &reported;
    sink.output = &OnV1Output;
    const OpField field = V1Field(kind);
    const void* function = fns_.v1_functions[kind];
    const OppkitV1CallFn call = fns_.v1_calls[kind];
    Status st = GuardPluginCall(
        entry_.PackageOf(field), entry_.op_type, OpFieldName(field),
        [&] { return static_cast<ge::graphStatus>(call(function, kind, &request, &sink)); },
        kind == OPPKIT_V1_VERIFY ? ErrorCode::kInferVerifyFailed : ErrorCode::kInferOpFailed);
    range_bounds_.clear();
    if (!st.ok()) return FromPlugin(st);
    for (size_t k = 0; kind != OPPKIT_V1_VERIFY && k < reported.size(); ++k) {
      if (!reported[k].reported) {
        return detail::Error(ErrorCode::kInferBadOutput, "{}: the {} left no valid desc", OutputSubject(k),
                             OpFieldName(field));
      }
    }
    return Status::Ok();
  }

  Status V1Formats() {
    std::vector<V1Output> outputs;
    OPPKIT_RETURN_IF_ERROR(RunV1(OPPKIT_V1_INFER_FORMAT, &outputs));
    for (size_t k = 0; k < outputs.size(); ++k) {
      TensorDescription& td = node_.outputs[k];
      // The origin format the function set, else the format it set (V1 functions write either).
      const auto chosen = static_cast<ge::Format>(
          outputs[k].origin_format != td.origin_format ? outputs[k].origin_format : outputs[k].format);
      if (!detail::IsValidFormatValue(chosen)) {
        return detail::Error(ErrorCode::kInferBadOutput, "{}: the V1 InferFormat wrote an invalid format {}",
                             OutputSubject(k), static_cast<int>(chosen));
      }
      td.origin_format = td.storage_format = chosen;
    }
    return Status::Ok();
  }

  Status V1Shapes() {
    std::vector<V1Output> outputs;
    OPPKIT_RETURN_IF_ERROR(RunV1(OPPKIT_V1_INFER_SHAPE, &outputs));
    Status st;
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      if (!st.ok()) return;
      const V1Output& out = outputs[k];
      bool has_unknown_dim = false;
      if (!ShapeIsValid(out.dims.data(), out.dims.size(), &has_unknown_dim)) {
        st = detail::Error(ErrorCode::kInferBadOutput, "{}: the V1 InferShape produced an invalid shape: {}",
                           OutputSubject(k), detail::CheckShape(out.dims.data(), out.dims.size()).detail());
        return;
      }
      const auto dtype = static_cast<ge::DataType>(out.dtype);
      if (dtype == ge::DT_UNDEFINED) {
        st = detail::Error(ErrorCode::kInferNoDtypeRule,
                           "{}: neither the V1 InferShape nor a rule of the prototype gives its dtype; pass an output "
                           "dtype hint",
                           OutputSubject(k));
        return;
      }
      if (!detail::IsNamedDataType(dtype)) {
        st = detail::Error(ErrorCode::kInferBadOutput, "{}: the V1 InferShape wrote an invalid data type {}",
                           OutputSubject(k), out.dtype);
        return;
      }
      node_.outputs[k].dtype = dtype;
      desc.shape = out.dims;
      desc.range.reset();
      if (has_unknown_dim && out.has_range) {
        std::string why;
        ShapeRange merged;
        if (!detail::MergeAutomaticRange(desc.shape, out.range_min.data(), out.range_min.size(), out.range_max.data(),
                                         out.range_max.size(), &merged, &why)) {
          st = detail::Error(ErrorCode::kInferBadOutput, "{}: the V1 InferShape gave an invalid range: {}",
                             OutputSubject(k), why);
          return;
        }
        desc.range = std::move(merged);
      }
      any_unknown_output_ = any_unknown_output_ || has_unknown_dim;
    });
    return st;
  }

  // --- inference rules: Note [Rules in the pipeline] -------------------------------------------------------------
  bool RuleGivesShapes() const { return fns_.infer_shape == nullptr && rule_ != nullptr && rule_->has_shape(); }

  Status LoadRule() {
    if (rule_text_ == nullptr) return Status::Ok();
    std::string why;
    rule_ = detail::InferenceRule::Parse(*rule_text_, &why);
    if (rule_ == nullptr) return detail::Error(ErrorCode::kInferBadRule, "{}: inference rule: {}", Subject(), why);
    return Status::Ok();
  }

  Status RuleShapes() {
    std::vector<const TensorDesc*> inputs;
    inputs.reserve(node_.inputs.size());
    ForEachInput([&](const TensorDesc& t, TensorDescription&) { inputs.push_back(&t); });
    std::vector<std::vector<int64_t>> shapes;
    std::string why;
    if (rule_->shape_output_count() != node_.outputs.size()) {
      return detail::Error(ErrorCode::kInferBadRule, "{}: the inference rule gives {} output shapes for {} outputs",
                           Subject(), rule_->shape_output_count(), node_.outputs.size());
    }
    if (!rule_->Evaluate(inputs, &shapes, &why)) {
      return detail::Error(ErrorCode::kInferBadRule, "{}: inference rule: {}", Subject(), why);
    }
    Status st;
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      if (!st.ok()) return;
      bool has_unknown_dim = false;
      if (!ShapeIsValid(shapes[k].data(), shapes[k].size(), &has_unknown_dim)) {
        st = detail::Error(ErrorCode::kInferBadRule, "{}: the inference rule gives an invalid shape: {}",
                           OutputSubject(k), detail::CheckShape(shapes[k].data(), shapes[k].size()).detail());
        return;
      }
      desc.shape = std::move(shapes[k]);
      any_unknown_output_ = any_unknown_output_ || has_unknown_dim;
    });
    return st;
  }

  // --- step 6: InferShapeRange ---------------------------------------------------------------------------------
  Status InferRanges() {
    if (!any_unknown_output_ || UsesV1Shape() || RuleGivesShapes()) return Status::Ok();
    const bool ranged_inputs = any_unknown_input_ && all_unknown_ranged_ && all_dependencies_const_;
    const bool depend_on_compute = fns_.output_shape_depend_on_compute != 0 && !any_unknown_input_;
    // A data-dependent input without a value (TopK's k): only the op knows the bounds (its range function sees that
    // input without data); the automatic rule cannot run.
    const bool missing_values = !all_dependencies_const_ && (!any_unknown_input_ || all_unknown_ranged_);
    if (fns_.infer_shape_range != nullptr && (ranged_inputs || depend_on_compute || missing_values)) {
      return CustomRanges();
    }
    if (ranged_inputs) return AutomaticRanges();
    return Status::Ok();
  }

  // Calls \p fn(request tensor, node tensor) for every input instance.
  template <typename Fn>
  void ForEachInput(Fn&& fn) {
    size_t n = 0;
    for (size_t i = 0; i < node_.input_instance_counts.size(); ++i) {
      for (uint32_t k = 0; k < node_.input_instance_counts[i]; ++k) fn(q_.inputs[i].tensors[k], node_.inputs[n++]);
    }
  }

  // Replaces every ranged input's shape by its range's min (or max) bounds, for the automatic rule.
  void SetInputShapesToBounds(bool use_max) {
    ForEachInput([use_max](const TensorDesc& t, TensorDescription& td) {
      if (!t.range) return;
      gert::Shape& shape = td.shape.MutableOriginShape();
      for (size_t d = 0; d < t.range->size(); ++d) shape[d] = use_max ? (*t.range)[d].second : (*t.range)[d].first;
      td.shape.MutableStorageShape() = shape;
    });
  }

  Status CustomRanges() {
    ForEachInput([](const TensorDesc& t, TensorDescription& td) {
      if (!t.range) return;  // known inputs: the factory uses the shape itself as both bounds
      td.has_range = true;
      td.range_min.SetDimNum(t.range->size());
      td.range_max.SetDimNum(t.range->size());
      for (size_t d = 0; d < t.range->size(); ++d) {
        td.range_min[d] = (*t.range)[d].first;
        td.range_max[d] = (*t.range)[d].second;
      }
    });
    OPPKIT_RETURN_IF_ERROR(BeginContexts("InferShapeRangeContext"));
    gert::InferShapeRangeContext* ctx = contexts_.BuildInferShapeRangeContext();
    if (ctx == nullptr) return ContextError("InferShapeRangeContext", contexts_.GetError());
    if (Status st = CallInferShapeRange(entry_, ctx); !st.ok()) return FromPlugin(st);
    Status st;
    std::string why;
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      if (!st.ok() || !HasUnknownDim(desc.shape)) return;
      const gert::Range<gert::Shape>* range = ctx->GetOutputShapeRange(k);
      if (range == nullptr || range->GetMin() == nullptr || range->GetMax() == nullptr) return;
      const gert::Shape& lo = *range->GetMin();
      const gert::Shape& hi = *range->GetMax();
      if (lo.GetDimNum() == 0 && hi.GetDimNum() == 0) return;  // the function left this output alone
      ShapeRange merged;
      if (!detail::MergeAutomaticRange(desc.shape, &lo[0], lo.GetDimNum(), &hi[0], hi.GetDimNum(), &merged, &why)) {
        st = detail::Error(ErrorCode::kInferBadOutput, "{}: InferShapeRange gave an invalid range: {}",
                           OutputSubject(k), why);
        return;
      }
      desc.range = std::move(merged);
    });
    return st;
  }

  Status AutomaticRanges() {
    gert::InferShapeContext* min_ctx = nullptr;
    gert::InferShapeContext* max_ctx = nullptr;
    SetInputShapesToBounds(false);
    Status st = RunInferShape(&min_ctx);
    if (!st.ok()) {
      return detail::Error(st.code(), "{} (automatic InferShapeRange, on the inputs' min shapes)", st.detail());
    }
    SetInputShapesToBounds(true);
    st = RunInferShape(&max_ctx);
    if (!st.ok()) {
      return detail::Error(st.code(), "{} (automatic InferShapeRange, on the inputs' max shapes)", st.detail());
    }
    std::string why;
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      if (!st.ok() || !HasUnknownDim(desc.shape)) return;
      const gert::Shape& lo = *min_ctx->GetOutputShape(k);
      const gert::Shape& hi = *max_ctx->GetOutputShape(k);
      ShapeRange merged;
      if (!detail::MergeAutomaticRange(desc.shape, &lo[0], lo.GetDimNum(), &hi[0], hi.GetDimNum(), &merged, &why)) {
        st = detail::Error(ErrorCode::kInferBadOutput,
                           "{}: automatic InferShapeRange (InferShape on min and max shapes): {}", OutputSubject(k),
                           why);
        return;
      }
      desc.range = std::move(merged);
    });
    return st;
  }

  // --- result --------------------------------------------------------------------------------------------------
  // The outputs' dtypes, formats and (where asked for) storage shapes, into result_.
  Status DeriveOutputStorageShapes() {
    Status status = Status::Ok();
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      const TensorDescription& td = node_.outputs[k];
      desc.dtype = td.dtype;
      desc.format = td.origin_format;
      if (!desc.storage_format || !status.ok()) return;
      // Note [Storage shapes in queries] (above DeriveInputStorageShapes).
      if (*desc.storage_format == desc.format) {
        desc.storage_shape = desc.shape;
        return;
      }
      gert::Shape origin;
      gert::Shape storage;
      if (desc.shape.size() > gert::Shape::kMaxDimNum) return;  // InferShape's checks already bound the rank
      for (int64_t d : desc.shape) origin.AppendDim(d);
      const TransferStatus st = DeriveStorageShape(desc.format, *desc.storage_format, desc.dtype, origin, storage);
      if (st != TransferStatus::kSuccess) {
        status = detail::Error(ErrorCode::kInferBadStorageFormat, "{}: {}", OutputSubject(k),
                               TransferErrorMessage(st, desc.format, *desc.storage_format, desc.dtype, origin));
        return;
      }
      desc.storage_shape.emplace(storage.GetDimNum());
      for (size_t i = 0; i < storage.GetDimNum(); ++i) (*desc.storage_shape)[i] = storage.GetDim(i);
    });
    return status;
  }

  // --- after inference: Note [Node continuation] ------------------------------------------------------------------
  [[gnu::cold]] Status UnknownShape(const std::string& subject, const std::vector<int64_t>& shape) const {
    std::string dims;
    for (int64_t d : shape) dims += (dims.empty() ? "" : ", ") + std::to_string(d);
    return detail::Error(ErrorCode::kInferBadRequest, "{}: has unknown dims [{}]; Tiling needs known shapes", subject,
                         dims);
  }
  static bool IsKnown(const std::vector<int64_t>& shape) {
    return std::none_of(shape.begin(), shape.end(), [](int64_t d) { return d < 0; });
  }

  Status PrepareContinuation() {
    const uint64_t value_inputs = next_->value_inputs | fns_.inputs_data_dependency;
    for (size_t i = 0; i < q_.inputs.size(); ++i) {
      const bool needs_value = i < 64 && ((value_inputs >> i) & 1U) != 0;
      for (size_t k = 0; k < q_.inputs[i].tensors.size() && q_.inputs[i].kind != InputArg::Kind::kAbsent; ++k) {
        const TensorDesc& t = q_.inputs[i].tensors[k];
        if (next_->needs_known_shapes && !IsKnown(t.shape)) return UnknownShape(InputSubject(i, k), t.shape);
        if (needs_value && !t.value) {
          return detail::Error(ErrorCode::kInferMissingValue,
                               "{}: Tiling depends on this input's value; give its \"value\"", InputSubject(i, k));
        }
      }
    }
    Status st;
    ForEachOutput([&](size_t k, TensorDesc& desc) {
      if (!st.ok()) return;
      if (next_->needs_known_shapes && !IsKnown(desc.shape)) {
        st = UnknownShape(OutputSubject(k), desc.shape);
        return;
      }
      TensorDescription& td = node_.outputs[k];
      gert::Shape& origin = td.shape.MutableOriginShape();
      origin.SetDimNum(desc.shape.size());
      for (size_t d = 0; d < desc.shape.size(); ++d) origin[d] = desc.shape[d];
      const std::vector<int64_t>& storage_dims = desc.storage_shape ? *desc.storage_shape : desc.shape;
      gert::Shape& storage = td.shape.MutableStorageShape();
      storage.SetDimNum(storage_dims.size());
      for (size_t d = 0; d < storage_dims.size(); ++d) storage[d] = storage_dims[d];
      td.storage_format = desc.storage_format.value_or(td.origin_format);
    });
    if (!st.ok()) return st;
    node_.data_dependency = value_inputs;
    return BeginContexts("TilingContext");
  }

  const OpQuery& q_;
  const NodeRunOptions& options_;
  const NodeAttrList& attrs_;  // the query's attrs, or the node's (Note [Nodes kept by their owner])
  QueryResult& result_;        // run_result_.outputs
  NodeRunResult& run_result_;
  const OpEntry& entry_;
  const OpPrototype& proto_;
  const OpImplFunctions& fns_;
  // thread-local scratch, see Note [Query scratch]
  NodeDescription& node_;
  NodeContexts& contexts_;
  std::vector<const AttrValue*>& attr_refs_;
  std::vector<AttrValue>& converted_;
  NodeContinuation* next_;  // nullptr: a plain query
  const bool lenient_;      // NodeRunOptions::lenient (kDescribe / kInferFormat): no dtypes needed
  bool contexts_begun_ = false;
  bool any_unknown_input_ = false;
  bool all_unknown_ranged_ = true;
  bool all_dependencies_const_ = true;
  bool any_unknown_output_ = false;
  std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>> range_bounds_;  // RunV1's input ranges
  const std::string* rule_text_ = nullptr;  // the node's `_inference_rule` attr, if any
  std::shared_ptr<const detail::InferenceRule> rule_;
};

}  // namespace

Result<const OpEntry*> FindQueryOp(const RegistrySnapshot& snapshot, const std::string& op_type) {
  const OpEntry* entry = snapshot.Find(op_type);
  if (entry == nullptr) {
    return detail::Error(ErrorCode::kInferUnknownOp, "'{}': no loaded package provides this op", op_type);
  }
  if (entry->prototype == nullptr) {
    return detail::Error(
        ErrorCode::kInferNoPrototype, "'{}': no prototype (REG_OP) is registered for this op; packages: {}", op_type,
        entry->packages.empty() ? std::string("none") : [&] {
          std::string s;
          for (const std::string& p : entry->packages) s += (s.empty() ? "" : ", ") + p;
          return s;
        }());
  }
  return entry;
}

namespace {

// A query that names its inputs (OpQuery::input_names), with its inputs in prototype order and no names.
Result<OpQuery> InputsInPrototypeOrder(const OpPrototype& prototype, const OpQuery& query) {
  const std::string subject = detail::QuerySubject(query);
  if (query.input_names.size() != query.inputs.size()) {
    return detail::Error(ErrorCode::kInferBadRequest, "{}: {} input names for {} inputs", subject,
                         query.input_names.size(), query.inputs.size());
  }
  OpQuery ordered;
  ordered.op_type = query.op_type;
  ordered.node_name = query.node_name;
  ordered.attrs = query.attrs;
  ordered.outputs = query.outputs;
  std::vector<bool> given(prototype.inputs.size(), false);
  for (size_t k = 0; k < query.inputs.size(); ++k) {
    const std::string& name = query.input_names[k];
    size_t index = 0;
    while (index < prototype.inputs.size() && prototype.inputs[index].name != name) ++index;
    if (index == prototype.inputs.size()) {
      std::string names;
      for (const IrTensor& input : prototype.inputs) names += (names.empty() ? "" : ", ") + input.name;
      return detail::Error(ErrorCode::kInferBadRequest, "{}: inputs: the op has no input '{}' (its inputs: {})",
                           subject, name, names);
    }
    if (given[index])
      return detail::Error(ErrorCode::kInferBadRequest, "{}: inputs: '{}' is given twice", subject, name);
    given[index] = true;
    if (ordered.inputs.size() <= index) ordered.inputs.resize(index + 1);
    ordered.inputs[index] = query.inputs[k];
  }
  return ordered;
}

}  // namespace

Status RunNode(const OpEntry& entry, const OpQuery& query, const NodeRunOptions& options, NodeRunResult* out) {
  if (!query.input_names.empty() && entry.prototype != nullptr) {
    Result<OpQuery> ordered = InputsInPrototypeOrder(*entry.prototype, query);
    if (!ordered.ok()) return ordered.status();
    return RunNode(entry, *ordered, options, out);
  }
  // Note [Query scratch]
  // A run builds one NodeDescription (about 1 KB per tensor), the attr pointers and the contexts' arena. Each
  // thread keeps them and reuses them, so a steady stream of queries allocates only for the result. A run started
  // from inside an op function on the same thread (re-entrant) gets fresh ones instead.
  thread_local QueryScratch scratch;  // one thread-local object: one TLS lookup per run
  detail::ClearPluginErrors();        // Note [Plugin error text in statuses]
  if (scratch.in_use) {
    QueryScratch local;
    return NodeRunner(query, entry, local, options, *out).Run();
  }
  struct InUse {
    explicit InUse(bool& flag) : flag_(flag) { flag_ = true; }
    ~InUse() { flag_ = false; }
    bool& flag_;
  } in_use(scratch.in_use);
  return NodeRunner(query, entry, scratch, options, *out).Run();
}

}  // namespace oppkit
