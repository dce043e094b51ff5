// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "importer/parser_invocation.h"

#include <fmt/format.h>

#include <exception>
#include <optional>

#include "io/ge_graph_read.h"
#include "util/prototype_abi.h"
#include "oppkit/core/plugin_call.h"
#include "oppkit/graph_abi.h"
#include "util/plugin_errors.h"

namespace oppkit::detail {
namespace {

// The sink's context: what the parser reports, copied at once.
void OnAttr(void* context, const char* name, const OppkitAttrValue* value) {
  if (name == nullptr || value == nullptr) return;
  try {
    static_cast<ParsedOp*>(context)->attrs.emplace_back(name, AttrValue::FromAbi(*value));
  } catch (...) {
    // Nothing may propagate into plugin code; an attr lost to an allocation failure fails the mapping later.
  }
}

void OnDynamicCount(void* context, uint32_t is_output, const char* name, uint32_t count) {
  if (name == nullptr) return;
  try {
    ParsedOp* op = static_cast<ParsedOp*>(context);
    (is_output != 0 ? op->dynamic_outputs : op->dynamic_inputs)[name] = count;
  } catch (...) {
  }
}

void OnTensorDesc(void* context, uint32_t is_output, uint32_t index, uint32_t set_mask, int32_t dtype,
                  int32_t origin_format, int32_t format) {
  try {
    ParsedOp::Desc d;
    d.is_output = is_output != 0;
    d.index = index;
    if ((set_mask & OPPKIT_DESC_DTYPE) != 0) d.dtype = static_cast<ge::DataType>(dtype);
    if ((set_mask & OPPKIT_DESC_ORIGIN_FORMAT) != 0) d.origin_format = static_cast<ge::Format>(origin_format);
    if ((set_mask & OPPKIT_DESC_FORMAT) != 0) d.format = static_cast<ge::Format>(format);
    static_cast<ParsedOp*>(context)->descs.push_back(d);
  } catch (...) {
  }
}

}  // namespace

namespace {

// One node's OppkitParseRequest and the storage it points into.
class ParseRequest {
 public:
  ParseRequest(const std::string& node_name, const std::string& origin_op_type,
               const std::vector<std::pair<std::string, AttrValue>>& src_attrs, const PrototypeAbi* proto) {
    // Copies: ToAbi() caches pointers in the object it is called on.
    values_.reserve(src_attrs.size());
    attrs_.reserve(src_attrs.size());
    for (const auto& [name, value] : src_attrs) {
      const AttrValue& copy = values_.emplace_back(value);
      attrs_.push_back(OppkitNamedAttr{name.c_str(), copy.ToAbi()});
    }
    request_.struct_size = sizeof(request_);
    request_.node_name = node_name.c_str();
    request_.origin_op_type = origin_op_type.c_str();
    request_.attr_count = static_cast<uint32_t>(attrs_.size());
    request_.attrs = attrs_.empty() ? nullptr : attrs_.data();
    request_.prototype = proto == nullptr ? nullptr : proto->get();
  }
  ParseRequest(const ParseRequest&) = delete;
  ParseRequest& operator=(const ParseRequest&) = delete;

  const OppkitParseRequest* get() const { return &request_; }

 private:
  std::vector<AttrValue> values_;
  std::vector<OppkitNamedAttr> attrs_;
  OppkitParseRequest request_{};
};

// Calls \p call (a plugin entry returning a domi::Status) with the plugin error log cleared; a throw or a failure
// status becomes onnx.parser_failed about \p subject, with what the plugin logged.
template <typename Call>
Status GuardedPluginCall(const std::string& subject, Call&& call) {
  ClearPluginErrors();
  uint32_t status = 0;
  try {
    status = call();
  } catch (const std::exception& e) {
    return Status(ErrorCode::kOnnxParserFailed, fmt::format("{}: threw '{}'", subject, e.what()));
  } catch (...) {
    return Status(ErrorCode::kOnnxParserFailed, fmt::format("{}: threw an exception", subject));
  }
  const std::string logged = TakePluginErrors();
  if (status != 0) {
    const char* name = GraphStatusName(status);
    return Status(ErrorCode::kOnnxParserFailed,
                  fmt::format("{}: returned {}{}{}", subject,
                              name != nullptr ? std::string(name) : fmt::format("failure status {}", status),
                              logged.empty() ? "" : ": ", logged));
  }
  return Status();
}

std::string Subject(const ParserRegistration& registration, const std::string& node_name,
                    const std::string& origin_op_type) {
  return fmt::format("node '{}' ({} -> {}), parser {}", node_name, origin_op_type, registration.op_type,
                     registration.provenance.ToString());
}

// The graph sink's context: the expansion, read (and checked) while its description is alive.
struct ExpansionSink {
  std::optional<Result<ComputeGraph>> graph;
};

void OnGraph(void* context, const OppkitGraph* graph) {
  auto* sink = static_cast<ExpansionSink*>(context);
  try {
    if (!sink->graph) sink->graph.emplace(ReadExpansionDescription(graph));
  } catch (const std::exception& e) {  // nothing may propagate into plugin code
    sink->graph.emplace(Status(ErrorCode::kInternal, fmt::format("reading the expansion failed: {}", e.what())));
  } catch (...) {
    sink->graph.emplace(Status(ErrorCode::kInternal, "reading the expansion failed"));
  }
}

}  // namespace

Result<ParsedOp> CallParser(const ParserRegistration& registration, const std::string& node_name,
                            const std::string& origin_op_type,
                            const std::vector<std::pair<std::string, AttrValue>>& src_attrs,
                            const PrototypeAbi* proto) {
  const ParseRequest request(node_name, origin_op_type, src_attrs, proto);
  ParsedOp parsed;
  OppkitParseSink sink{};
  sink.struct_size = sizeof(sink);
  sink.context = &parsed;
  sink.attr = &OnAttr;
  sink.dynamic_count = &OnDynamicCount;
  sink.tensor_desc = &OnTensorDesc;
  OPPKIT_RETURN_IF_ERROR(GuardedPluginCall(Subject(registration, node_name, origin_op_type), [&] {
    return registration.parse_params(registration.parse_params_data, request.get(), &sink);
  }));
  return parsed;
}

Result<ComputeGraph> CallExpansion(const ParserRegistration& registration, const std::string& node_name,
                                   const std::string& origin_op_type,
                                   const std::vector<std::pair<std::string, AttrValue>>& src_attrs) {
  const ParseRequest request(node_name, origin_op_type, src_attrs, /*proto=*/nullptr);
  ExpansionSink expansion;
  OppkitGraphSink sink{};
  sink.struct_size = sizeof(sink);
  sink.context = &expansion;
  sink.graph = &OnGraph;
  const std::string subject = Subject(registration, node_name, origin_op_type);
  OPPKIT_RETURN_IF_ERROR(GuardedPluginCall(subject + " (ParseOpToGraphFn)", [&] {
    return registration.parse_op_to_graph(registration.parse_op_to_graph_data, request.get(), &sink);
  }));
  if (!expansion.graph) {
    return Status(ErrorCode::kOnnxParserFailed, fmt::format("{}: ParseOpToGraphFn succeeded but handed over no graph",
                                                            subject));
  }
  if (!expansion.graph->ok()) {
    return Status(ErrorCode::kOnnxBadMapping, fmt::format("{}: the graph ParseOpToGraphFn built is not valid: {}",
                                                          subject, expansion.graph->status().message()));
  }
  return std::move(*expansion.graph);
}

}  // namespace oppkit::detail
