// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The host's side of a symbolic call (Note [Symbolic call] in sdk/src/register/symbolic_call.cc): the inputs'
// expressions printed into plain-C tensors, the plugin's call guarded, its printed outputs parsed back.
#include "oppkit/core/symbolic_query.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>
#include <vector>

#include "oppkit/core/plugin_call.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace {

// The inputs as plain-C tensors pointing into their expressions' printed forms (Expression::Text): every dim and
// value text of every input in one array, sized up front so that the tensors may point into it. A thread keeps one
// from call to call (the vectors keep their capacity: a graph pass makes thousands of calls); a call made while the
// thread's is in use gets its own.
struct PrintedInputs {
  std::vector<const char*> texts;
  std::vector<OppkitSymbolicTensor> tensors;
  std::vector<const void*> slots;  // per input instance: its tensor, or nullptr
  bool in_use = false;
};

// The thread's PrintedInputs while it lives, else \p own.
class PrintedInputsLease {
 public:
  explicit PrintedInputsLease(PrintedInputs* own) {
    thread_local PrintedInputs kept;
    printed_ = kept.in_use ? own : &kept;
    printed_->in_use = true;
  }
  ~PrintedInputsLease() { printed_->in_use = false; }
  PrintedInputsLease(const PrintedInputsLease&) = delete;
  PrintedInputsLease& operator=(const PrintedInputsLease&) = delete;
  PrintedInputs* get() const { return printed_; }

 private:
  PrintedInputs* printed_;
};

// Collects the outputs the plugin reports; a dim outside the grammar is remembered as the first error.
struct OutputCollector {
  std::vector<gert::SymbolShape> shapes;
  std::vector<std::optional<std::vector<ge::Expression>>> values;
  std::vector<ge::Expression> guards;
  std::vector<char> chose;  // per guard: a formula was chosen by it (not told it was only asserted)
  std::string error;

  static void Guard(void* self, const char* text) {
    auto& collector = *static_cast<OutputCollector*>(self);
    ge::Expression guard = ge::Expression::Parse(text);
    if (!guard.IsBooleanExpr()) {
      if (collector.error.empty()) {
        collector.error = fmt::format("guard '{}' is not a condition", text == nullptr ? "" : text);
      }
      return;
    }
    collector.guards.push_back(std::move(guard));
    collector.chose.push_back(1);
  }

  // The guard just reported was only asserted (the plugin says so after Guard).
  static void Assertion(void* self, const char* /*text*/) {
    auto& collector = *static_cast<OutputCollector*>(self);
    if (!collector.chose.empty()) collector.chose.back() = 0;
  }

  // Parses \p count texts of output \p index (its dims or values) into \p out.
  void ParseAll(uint32_t index, const char* what, uint64_t count, const char* const* texts,
                std::vector<ge::Expression>* out) {
    out->reserve(out->size() + static_cast<size_t>(std::min<uint64_t>(count, 1024)));  // a count is the plugin's word
    for (uint64_t k = 0; k < count; ++k) {
      ge::Expression e = ge::Expression::Parse(texts == nullptr ? nullptr : texts[k]);
      if (!e.IsValid() && error.empty()) error = fmt::format("output {} {} {}: {}", index, what, k, e.Reason());
      out->push_back(std::move(e));
    }
  }

  bool Known(uint32_t index) {
    if (index < shapes.size()) return true;
    if (error.empty()) error = fmt::format("reported output {}, which the node lacks", index);
    return false;
  }

  static void Output(void* self, uint32_t index, uint64_t dim_count, const char* const* dims) {
    auto& collector = *static_cast<OutputCollector*>(self);
    if (!collector.Known(index)) return;
    collector.shapes[index].Clear();
    collector.ParseAll(index, "dim", dim_count, dims, &collector.shapes[index].MutableDims());
  }

  static void OutputValue(void* self, uint32_t index, uint64_t value_count, const char* const* values) {
    auto& collector = *static_cast<OutputCollector*>(self);
    if (!collector.Known(index)) return;
    collector.values[index].emplace();
    collector.ParseAll(index, "value", value_count, values, &*collector.values[index]);
  }
};

Status PrintInputs(const std::vector<const gert::SymbolTensor*>& inputs, PrintedInputs* out) {
  size_t total = 0;
  for (const gert::SymbolTensor* input : inputs) {
    if (input == nullptr) continue;
    total += input->GetOriginSymbolShape().GetDimNum();
    if (const std::vector<ge::Expression>* values = input->GetSymbolicValue()) total += values->size();
  }
  out->texts.clear();
  out->texts.reserve(total);
  out->tensors.assign(inputs.size(), OppkitSymbolicTensor{});
  out->slots.assign(inputs.size(), nullptr);
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (inputs[i] == nullptr) continue;
    // Appends the texts of \p exprs; returns where they start.
    const auto print = [&](const std::vector<ge::Expression>& exprs, const char* what) -> Result<const char**> {
      const size_t start = out->texts.size();
      for (size_t k = 0; k < exprs.size(); ++k) {
        if (!exprs[k].IsValid()) {
          return Status(ErrorCode::kInferBadRequest,
                        fmt::format("symbolic input {} {} {} is invalid: {}", i, what, k, exprs[k].Reason()));
        }
        out->texts.push_back(exprs[k].Text());
      }
      return out->texts.data() + start;
    };
    OppkitSymbolicTensor& tensor = out->tensors[i];
    tensor.struct_size = sizeof(OppkitSymbolicTensor);
    const std::vector<ge::Expression>& dims = inputs[i]->GetOriginSymbolShape().GetDims();
    Result<const char**> dim_texts = print(dims, "dim");
    if (!dim_texts.ok()) return dim_texts.status();
    tensor.dim_count = dims.size();
    tensor.dims = *dim_texts;
    if (const std::vector<ge::Expression>* values = inputs[i]->GetSymbolicValue()) {
      Result<const char**> value_texts = print(*values, "value");
      if (!value_texts.ok()) return value_texts.status();
      tensor.has_values = 1;
      tensor.value_count = values->size();
      tensor.values = *value_texts;
    }
    out->slots[i] = &tensor;
  }
  return Status();
}

}  // namespace

Result<SymbolicResult> InferSymbolShapes(const OpEntry& entry, const NodeDescription& node,
                                         const std::vector<const gert::SymbolTensor*>& inputs,
                                         const std::map<std::string, int64_t>& hints, bool nonnegative_symbols) {
  if (entry.functions.infer_symbol_shape == nullptr || entry.functions.infer_symbol_shape_call == nullptr) {
    return detail::PluginMissing(ErrorCode::kInferNoSymbolicRule, entry.op_type, "InferSymbolShape");
  }
  NodeContexts contexts;
  if (!contexts.Begin(node)) return Status(ErrorCode::kInferBadRequest, contexts.GetError());
  return InferSymbolShapes(entry, node, contexts, inputs, hints, nonnegative_symbols);
}

Result<SymbolicResult> InferSymbolShapes(const OpEntry& entry, const NodeDescription& node, NodeContexts& contexts,
                                         const std::vector<const gert::SymbolTensor*>& inputs,
                                         const std::map<std::string, int64_t>& hints, bool nonnegative_symbols) {
  const InferSymbolShapeFunc function = entry.functions.infer_symbol_shape;
  if (function == nullptr || entry.functions.infer_symbol_shape_call == nullptr) {
    return detail::PluginMissing(ErrorCode::kInferNoSymbolicRule, entry.op_type, "InferSymbolShape");
  }
  // The node must have the prototype's IR inputs and outputs: the function reaches them by IR index.
  const size_t ir_inputs = node.input_instance_counts.empty() ? node.inputs.size() : node.input_instance_counts.size();
  const size_t ir_outputs =
      node.output_instance_counts.empty() ? node.outputs.size() : node.output_instance_counts.size();
  if (entry.prototype != nullptr &&
      (ir_inputs != entry.prototype->inputs.size() || ir_outputs != entry.prototype->outputs.size())) {
    return Status(ErrorCode::kInferBadRequest,
                  fmt::format("'{}': the node has {} IR inputs and {} IR outputs, the prototype {} and {}",
                              entry.op_type, ir_inputs, ir_outputs, entry.prototype->inputs.size(),
                              entry.prototype->outputs.size()));
  }
  if (inputs.size() != node.inputs.size()) {
    return Status(ErrorCode::kInferBadRequest, fmt::format("'{}': {} symbolic inputs for {} input instances",
                                                           entry.op_type, inputs.size(), node.inputs.size()));
  }
  PrintedInputs own;
  const PrintedInputsLease printed(&own);
  OPPKIT_RETURN_IF_ERROR(PrintInputs(inputs, printed.get()));
  const gert::InferSymbolShapeContext* context =
      contexts.BuildInferSymbolShapeContext(printed.get()->slots.data(), nullptr);
  if (context == nullptr) return Status(ErrorCode::kInferBadRequest, contexts.GetError());

  OutputCollector collector;
  size_t outputs = 0;
  for (uint32_t count : node.output_instance_counts) outputs += count;
  if (node.output_instance_counts.empty()) outputs = node.outputs.size();
  collector.shapes.resize(outputs);
  collector.values.resize(outputs);
  OppkitSymbolicSink sink{};
  sink.struct_size = sizeof(OppkitSymbolicSink);
  sink.context = &collector;
  sink.output = &OutputCollector::Output;
  sink.guard = &OutputCollector::Guard;
  sink.assertion = &OutputCollector::Assertion;
  sink.output_value = &OutputCollector::OutputValue;
  std::vector<const char*> hint_names;
  std::vector<int64_t> hint_values;
  for (const auto& [name, value] : hints) {
    hint_names.push_back(name.c_str());
    hint_values.push_back(value);
  }
  OppkitSymbolHints hint_table{};
  hint_table.struct_size = sizeof(OppkitSymbolHints);
  hint_table.flags = nonnegative_symbols ? OPPKIT_SYMBOLS_NONNEGATIVE : 0U;
  hint_table.count = hint_names.size();
  hint_table.names = hint_names.data();
  hint_table.values = hint_values.data();
  const OppkitInferSymbolShapeCallFn call = entry.functions.infer_symbol_shape_call;
  const std::string_view package = entry.PackageOf(OpField::kInferSymbolShape);
  bool unsupported = false;
  OPPKIT_RETURN_IF_ERROR(GuardPluginCall(package, entry.op_type, "InferSymbolShape", [&] {
    const uint32_t status = call(reinterpret_cast<OppkitFunction>(function), context, &hint_table, &sink);
    unsupported = status == ge::UNSUPPORTED;
    return unsupported ? ge::GRAPH_SUCCESS : status;
  }));
  if (unsupported) {
    return Status(ErrorCode::kInferNoSymbolicRule,
                  fmt::format("'{}' InferSymbolShape (package '{}') does not cover this node (UNSUPPORTED)",
                              entry.op_type, package));
  }
  if (!collector.error.empty()) {
    return Status(ErrorCode::kInferOpFailed,
                  fmt::format("'{}' InferSymbolShape (package '{}'): {}", entry.op_type, package, collector.error));
  }
  SymbolicResult result{std::move(collector.shapes), std::move(collector.values), std::move(collector.guards), {}};
  for (size_t k = 0; k < result.guards.size(); ++k) {
    if (collector.chose[k] != 0) result.choices.push_back(result.guards[k]);
  }
  return result;
}

}  // namespace oppkit
