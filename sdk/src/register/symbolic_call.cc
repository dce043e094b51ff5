// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin's side of a symbolic call: plain C from the host in, the op's InferSymbolShape on C++ objects of this
// library, plain C out.
#include "symbolic_call.h"

#include <cstddef>
#include <exception>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "exe_graph/runtime/kernel_run_context.h"
#include "framework/common/debug/ge_log.h"
#include "graph/symbolizer/symbolic.h"
#include "oppkit/symbolic_guards.h"

// Note [Symbolic call]
// ~~~~~~~~~~~~~~~~~~~~
// Expressions are C++ objects whose layout belongs to the SDK a library was built with, so they never cross the
// plugin boundary: the host passes each input's dims and values as text in the printed grammar and receives the
// outputs as text. The host lays out a KernelRunContext for the node as for its other functions (the ComputeNodeInfo
// with attrs and tensor descs), its input slots pointing to OppkitSymbolicTensor; this side parses them into
// gert::SymbolTensors of its own, builds a second run context with the same node info and kernel extend info whose
// slots point to those tensors and to fresh output SymbolShapes, runs the op's function in a SymbolicGuardScope
// with the host's hints, and prints every output dim and every guard back. An output the function leaves unwritten
// is a scalar, as in GE; a dim it leaves invalid fails the call.

namespace oppkit {
namespace detail {
namespace {

using InferSymbolShapeFn = uint32_t (*)(gert::InferSymbolShapeContext*);

// Parses \p count texts into \p out (cleared first); false with *error set if one is outside the grammar.
bool ParseAll(const char* const* texts, uint64_t count, size_t input, const char* what,
              std::vector<ge::Expression>* out, std::string* error) {
  out->clear();
  out->reserve(count);
  for (uint64_t k = 0; k < count; ++k) {
    ge::Expression e = ge::Expression::Parse(texts == nullptr ? nullptr : texts[k]);
    if (!e.IsValid()) {
      *error = "input " + std::to_string(input) + " " + what + " " + std::to_string(k) + ": " + e.Reason();
      return false;
    }
    out->push_back(std::move(e));
  }
  return true;
}

// What one call works in: the tensors the function reads and writes, its run context, the printed outputs. A
// thread keeps one set from call to call (their vectors keep their capacity, so a call allocates little beyond
// what the function makes); a call made while the thread's set is in use (from inside a function) gets its own.
struct CallBuffers {
  std::vector<gert::SymbolTensor> tensors;  // inputs, then outputs
  std::vector<AsyncAnyValue> values;
  std::vector<unsigned char> storage;  // the KernelRunContext
  std::vector<const char*> texts;      // one output's dims or values at a time
  bool in_use = false;
};

// Points \p out to the printed forms of \p exprs (dims or values of output \p output; they outlive the sink's call);
// false (logged) if one is invalid.
bool PrintAll(const std::vector<ge::Expression>& exprs, size_t output, const char* what,
              std::vector<const char*>* out) {
  for (size_t k = 0; k < exprs.size(); ++k) {
    if (!exprs[k].IsValid()) {
      GELOGE(ge::GRAPH_FAILED, "InferSymbolShape: output %zu %s %zu is invalid: %s", output, what, k,
             exprs[k].Reason().c_str());
      return false;
    }
    out->push_back(exprs[k].Text());
  }
  return true;
}

std::map<std::string, int64_t> ReadHints(const OppkitSymbolHints* hints) {
  std::map<std::string, int64_t> out;
  if (hints == nullptr || hints->names == nullptr || hints->values == nullptr) return out;
  for (uint64_t k = 0; k < hints->count; ++k) {
    if (hints->names[k] != nullptr) out[hints->names[k]] = hints->values[k];
  }
  return out;
}

uint32_t RunIn(CallBuffers& b, OppkitFunction function, const KernelRunContext& host, const OppkitSymbolHints* hints,
               const OppkitSymbolicSink& sink) {
  const size_t inputs = host.input_size;
  const size_t outputs = host.output_size;
  const size_t slots = inputs + outputs;
  if (b.tensors.size() < slots) b.tensors.resize(slots);
  for (size_t k = 0; k < slots; ++k) {
    b.tensors[k].MutableOriginSymbolShape().MutableDims().clear();
    b.tensors[k].SetSymbolicValue(nullptr);
  }
  for (size_t i = 0; i < inputs; ++i) {
    const auto* given = static_cast<const OppkitSymbolicTensor*>(host.values[i]->data.pointer);
    if (given == nullptr) continue;  // not given: the function reads an empty (scalar) shape
    std::string error;
    bool ok = ParseAll(given->dims, given->dim_count, i, "dim", &b.tensors[i].MutableOriginSymbolShape().MutableDims(),
                       &error);
    if (ok && given->has_values != 0U) {
      auto values = std::make_unique<std::vector<ge::Expression>>();
      ok = ParseAll(given->values, given->value_count, i, "value", values.get(), &error);
      b.tensors[i].SetSymbolicValue(std::move(values));
    }
    if (!ok) {
      GELOGE(ge::GRAPH_FAILED, "InferSymbolShape: %s", error.c_str());
      return ge::GRAPH_FAILED;
    }
  }
  gert::SymbolTensor* results = b.tensors.data() + inputs;

  // A run context of this side: the host's header fields, slots pointing to this side's objects.
  b.values.resize(slots);
  b.storage.resize(sizeof(KernelRunContext) + (slots == 0 ? 0 : slots - 1) * sizeof(void*));
  auto* local = reinterpret_cast<KernelRunContext*>(b.storage.data());
  local->input_size = inputs;
  local->output_size = outputs;
  local->compute_node_info = host.compute_node_info;
  local->kernel_extend_info = host.kernel_extend_info;
  for (size_t k = 0; k < slots; ++k) {
    b.values[k].data.pointer = &b.tensors[k];
    b.values[k].deleter = nullptr;
    local->values[k] = &b.values[k];
  }
  local->output_start = &local->values[inputs];

  SymbolicGuardScope guards(ReadHints(hints), hints != nullptr && (hints->flags & OPPKIT_SYMBOLS_NONNEGATIVE) != 0);
  const uint32_t status =
      reinterpret_cast<InferSymbolShapeFn>(function)(reinterpret_cast<gert::InferSymbolShapeContext*>(local));
  if (status != ge::GRAPH_SUCCESS) return status;

  const bool takes_values =
      sink.struct_size >= offsetof(OppkitSymbolicSink, output_value) + sizeof(sink.output_value) &&
      sink.output_value != nullptr;
  std::vector<const char*>& texts = b.texts;
  for (size_t o = 0; o < outputs; ++o) {
    texts.clear();
    if (!PrintAll(results[o].GetOriginSymbolShape().GetDims(), o, "dim", &texts)) return ge::GRAPH_FAILED;
    sink.output(sink.context, static_cast<uint32_t>(o), texts.size(), texts.data());
    const std::vector<ge::Expression>* written = results[o].GetSymbolicValue();
    if (written == nullptr || !takes_values) continue;
    texts.clear();
    if (!PrintAll(*written, o, "value", &texts)) return ge::GRAPH_FAILED;
    sink.output_value(sink.context, static_cast<uint32_t>(o), texts.size(), texts.data());
  }
  if (sink.struct_size >= offsetof(OppkitSymbolicSink, guard) + sizeof(sink.guard) && sink.guard != nullptr) {
    const bool takes_assertions =
        sink.struct_size >= offsetof(OppkitSymbolicSink, assertion) + sizeof(sink.assertion) &&
        sink.assertion != nullptr;
    for (size_t k = 0; k < guards.Guards().size(); ++k) {
      const char* text = guards.Guards()[k].Text();
      sink.guard(sink.context, text);
      if (takes_assertions && guards.IsAssertion(k)) sink.assertion(sink.context, text);
    }
  }
  return ge::GRAPH_SUCCESS;
}

uint32_t Run(OppkitFunction function, const KernelRunContext& host, const OppkitSymbolHints* hints,
             const OppkitSymbolicSink& sink) {
  thread_local CallBuffers kept;
  CallBuffers own;
  CallBuffers& buffers = kept.in_use ? own : kept;
  buffers.in_use = true;
  struct Release {
    CallBuffers& b;
    ~Release() { b.in_use = false; }
  } release{buffers};
  return RunIn(buffers, function, host, hints, sink);
}

}  // namespace

uint32_t CallInferSymbolShape(OppkitFunction function, const void* context, const OppkitSymbolHints* hints,
                              const OppkitSymbolicSink* sink) {
  if (function == nullptr || context == nullptr || sink == nullptr || sink->output == nullptr) {
    GELOGE(ge::GRAPH_FAILED, "InferSymbolShape: called without a function, context or sink");
    return ge::GRAPH_FAILED;
  }
  try {
    return Run(function, *static_cast<const KernelRunContext*>(context), hints, *sink);
  } catch (const std::exception& e) {
    GELOGE(ge::GRAPH_FAILED, "InferSymbolShape threw: %s", e.what());
  } catch (...) {
    GELOGE(ge::GRAPH_FAILED, "InferSymbolShape threw a non-standard exception");
  }
  return ge::GRAPH_FAILED;
}

}  // namespace detail
}  // namespace oppkit
