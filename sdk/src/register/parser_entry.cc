// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plugin side of a parse call (OppkitParseParamsFn, Note [Parse calls] in register/register.h): op_src and
// op_dest are built from the host's plain-C request, the registration's ParseParamsByOperatorFn runs guarded, and
// op_dest's attrs, dynamic instance counts and tensor descs go back through the host's sink. An expansion call
// (OppkitParseOpToGraphFn) builds op_dest the same way, runs ParseOpToGraphFn on it and sends the graph's
// description instead.
#include <cstddef>
#include <exception>
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/graph.h"
#include "operator_impl.h"
#include "oppkit/graph_description.h"
#include "oppkit/attr_value.h"
#include "oppkit/parser_tensor_desc.h"
#include "parser_registry.h"
#include "prototype_operator.h"

namespace oppkit {
namespace detail {
namespace {

// Tensor descs reported through oppkit/parser_tensor_desc.h during one call on this thread.
struct DescHint {
  bool is_output = false;
  uint32_t index = 0;
  uint32_t set_mask = 0;
  int32_t dtype = 0;
  int32_t origin_format = 0;
  int32_t format = 0;
};
struct CallState {
  const ge::OperatorImpl* dest = nullptr;
  std::vector<DescHint> hints;
};
thread_local CallState* g_call = nullptr;

DescHint* HintFor(ge::Operator& op, bool is_output, uint32_t index, const char* setter) {
  if (g_call == nullptr || OperatorAccess::Impl(op) == nullptr || OperatorAccess::Impl(op) != g_call->dest) {
    GELOGE(ge::GRAPH_FAILED, "%s: '%s' is not the op_dest of a running parse call; ignored", setter,
           op.GetName().c_str());
    return nullptr;
  }
  for (DescHint& hint : g_call->hints) {
    if (hint.is_output == is_output && hint.index == index) return &hint;
  }
  g_call->hints.push_back(DescHint{is_output, index, 0, 0, 0, 0});
  return &g_call->hints.back();
}

// Sends op_dest back through \p sink (each callback is optional in an older host's struct).
void Report(const ge::Operator& op_dest, const CallState& state, const OppkitParseSink& sink) {
  const ge::OperatorImpl* impl = OperatorAccess::Impl(op_dest);
  const size_t size = sink.struct_size;
  const auto has = [size](size_t end) { return size >= end; };
  if (has(offsetof(OppkitParseSink, attr) + sizeof(sink.attr)) && sink.attr != nullptr) {
    for (const auto& [name, value] : impl->attrs) {
      if (value.empty()) continue;
      const OppkitAttrValue abi = value.ToAbi();
      sink.attr(sink.context, name.c_str(), &abi);
    }
  }
  if (has(offsetof(OppkitParseSink, dynamic_count) + sizeof(sink.dynamic_count)) && sink.dynamic_count != nullptr) {
    for (const IrTensorDef& def : impl->ir.inputs) {
      if (def.kind != OPPKIT_IO_DYNAMIC) continue;
      const auto it = impl->input_links.find(def.name);
      sink.dynamic_count(sink.context, 0, def.name.c_str(),
                         it == impl->input_links.end() ? 0u : static_cast<uint32_t>(it->second.size()));
    }
    for (const IrTensorDef& def : impl->ir.outputs) {
      if (def.kind != OPPKIT_IO_DYNAMIC) continue;
      const auto it = impl->dynamic_output_counts.find(def.name);
      sink.dynamic_count(sink.context, 1, def.name.c_str(), it == impl->dynamic_output_counts.end() ? 0u : it->second);
    }
  }
  if (has(offsetof(OppkitParseSink, tensor_desc) + sizeof(sink.tensor_desc)) && sink.tensor_desc != nullptr) {
    for (const DescHint& h : state.hints) {
      sink.tensor_desc(sink.context, h.is_output ? 1u : 0u, h.index, h.set_mask, h.dtype, h.origin_format, h.format);
    }
  }
}

// Runs \p parse on op_dest (built from \p request's prototype) and op_src (the node's attrs) with the desc hints of
// oppkit/parser_tensor_desc.h recorded, catching what it throws; on success, \p then(op_dest, state) gives the
// result. \p what names the function for messages.
template <typename Parse, typename Then>
uint32_t RunOnOperators(const ParserRecord& record, const OppkitParseRequest& request, const char* what, Parse&& parse,
                        Then&& then) {
  const char* node = OrEmpty(request.node_name);
  ge::Operator op_src(node, OrEmpty(request.origin_op_type));
  for (uint32_t k = 0; k < request.attr_count && request.attrs != nullptr; ++k) {
    const OppkitNamedAttr& a = request.attrs[k];
    if (a.name != nullptr && *a.name != '\0') SetOperatorAttr(op_src, a.name, AttrValue::FromAbi(a.value));
  }
  PrototypeOperator prototype_dest(node, record.op_type.c_str(), request.prototype);
  ge::Operator op_dest = prototype_dest;  // shares its state; the function sees a plain ge::Operator

  CallState state;
  state.dest = OperatorAccess::Impl(op_dest);
  CallState* const outer = g_call;
  g_call = &state;
  uint32_t status = domi::FAILED;
  try {
    status = parse(op_src, op_dest);
  } catch (const std::exception& e) {
    GELOGE(domi::FAILED, "the %s of '%s' threw on node '%s': %s", what, record.op_type.c_str(), node, e.what());
    status = domi::FAILED;
  } catch (...) {
    GELOGE(domi::FAILED, "the %s of '%s' threw on node '%s'", what, record.op_type.c_str(), node);
    status = domi::FAILED;
  }
  g_call = outer;
  return status == domi::SUCCESS ? then(op_dest, state) : status;
}

uint32_t Call(const ParserRecord& record, const OppkitParseRequest& request, const OppkitParseSink* sink) {
  if (!record.parse_params_by_op) {
    GELOGE(domi::FAILED, "REGISTER_CUSTOM_OP(\"%s\") has no ParseParamsByOperatorFn to parse node '%s'",
           record.op_type.c_str(), OrEmpty(request.node_name));
    return domi::FAILED;
  }
  return RunOnOperators(record, request, "parse function", record.parse_params_by_op,
                        [&](const ge::Operator& op_dest, const CallState& state) {
                          if (sink != nullptr) Report(op_dest, state, *sink);
                          return static_cast<uint32_t>(domi::SUCCESS);
                        });
}

// CANN's ExpandOneToManyGraph step for one node: op_dest as the parse call leaves it (without a
// ParseParamsByOperatorFn, AutoMappingByOpFn's copy of op_src), then ParseOpToGraphFn(op_dest, graph).
uint32_t CallExpansion(const ParserRecord& record, const OppkitParseRequest& request, const OppkitGraphSink* sink) {
  const char* node = OrEmpty(request.node_name);
  if (!record.parse_op_to_graph) {
    GELOGE(domi::FAILED, "REGISTER_CUSTOM_OP(\"%s\") has no ParseOpToGraphFn to expand node '%s'",
           record.op_type.c_str(), node);
    return domi::FAILED;
  }
  const domi::ParseParamByOpFunc parse =
      record.parse_params_by_op ? record.parse_params_by_op : domi::ParseParamByOpFunc(&domi::AutoMappingByOpFn);
  const auto expand_and_report = [&](const ge::Operator& op_dest, const CallState&) -> uint32_t {
    ge::Graph graph((std::string(node) + "_expansion").c_str());
    uint32_t status = domi::FAILED;
    try {
      status = record.parse_op_to_graph(op_dest, graph);
    } catch (const std::exception& e) {
      GELOGE(domi::FAILED, "the ParseOpToGraphFn of '%s' threw on node '%s': %s", record.op_type.c_str(), node,
             e.what());
      return domi::FAILED;
    } catch (...) {
      GELOGE(domi::FAILED, "the ParseOpToGraphFn of '%s' threw on node '%s'", record.op_type.c_str(), node);
      return domi::FAILED;
    }
    if (status != domi::SUCCESS) return status;
    GraphDescription description;
    if (DescribeGraph(graph, &description) != ge::GRAPH_SUCCESS) {
      GELOGE(domi::FAILED, "the graph ParseOpToGraphFn of '%s' built for node '%s' cannot be described: %s",
             record.op_type.c_str(), node, description.error().c_str());
      return domi::FAILED;
    }
    const size_t size = sink == nullptr ? 0 : sink->struct_size;
    if (size >= offsetof(OppkitGraphSink, graph) + sizeof(sink->graph) && sink->graph != nullptr) {
      sink->graph(sink->context, description.graph());
    }
    return domi::SUCCESS;
  };
  return RunOnOperators(record, request, "parse function", parse, expand_and_report);
}

}  // namespace

namespace {

// The C entry around \p call (\p what names it): no null arguments, and nothing thrown crosses the boundary.
template <typename Call>
uint32_t GuardedEntry(const void* data, const OppkitParseRequest* request, const char* what, Call&& call) noexcept {
  if (data == nullptr || request == nullptr) {
    GELOGE(domi::PARAM_INVALID, "%s call without a registration or a request", what);
    return domi::PARAM_INVALID;
  }
  try {
    return call(*static_cast<const ParserRecord*>(data), *request);
  } catch (const std::exception& e) {  // building the operators, reporting, describing (out of memory)
    GELOGE(domi::FAILED, "%s call for node '%s' failed: %s", what, OrEmpty(request->node_name), e.what());
  } catch (...) {
    GELOGE(domi::FAILED, "%s call for node '%s' failed", what, OrEmpty(request->node_name));
  }
  return domi::FAILED;
}

}  // namespace

uint32_t CallParseParams(const void* data, const OppkitParseRequest* request, const OppkitParseSink* sink) noexcept {
  return GuardedEntry(data, request, "parse",
                      [&](const ParserRecord& record, const OppkitParseRequest& r) { return Call(record, r, sink); });
}

uint32_t CallParseOpToGraph(const void* data, const OppkitParseRequest* request, const OppkitGraphSink* sink) noexcept {
  return GuardedEntry(data, request, "expansion", [&](const ParserRecord& record, const OppkitParseRequest& r) {
    return CallExpansion(record, r, sink);
  });
}

}  // namespace detail

void SetParsedOutputDtype(ge::Operator& op_dest, uint32_t index, ge::DataType dtype) {
  if (detail::DescHint* hint = detail::HintFor(op_dest, true, index, "SetParsedOutputDtype")) {
    hint->set_mask |= OPPKIT_DESC_DTYPE;
    hint->dtype = static_cast<int32_t>(dtype);
  }
}

void SetParsedTensorFormat(ge::Operator& op_dest, bool is_output, uint32_t index, ge::Format origin_format,
                           ge::Format format) {
  if (detail::DescHint* hint = detail::HintFor(op_dest, is_output, index, "SetParsedTensorFormat")) {
    hint->set_mask |= OPPKIT_DESC_ORIGIN_FORMAT | OPPKIT_DESC_FORMAT;
    hint->origin_format = static_cast<int32_t>(origin_format);
    hint->format = static_cast<int32_t>(format);
  }
}

}  // namespace oppkit
