// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The host side of a framework parser call (plugin ABI 1.2, OppkitParseParamsFn): the plain-C request (op_src's
// attrs, op_dest's prototype) and the sink that copies what the parser reports about op_dest.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/graph/graph.h"
#include "oppkit/core/op_prototype.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"
#include "oppkit/plugin_abi.h"
#include "util/prototype_abi.h"

namespace oppkit::detail {

/// What a parser reported about op_dest.
struct ParsedOp {
  /// Every attr of op_dest, IR defaults included, in the order reported.
  std::vector<std::pair<std::string, AttrValue>> attrs;
  /// Instance counts of op_dest's dynamic inputs / outputs by IR name.
  std::map<std::string, uint32_t> dynamic_inputs;
  std::map<std::string, uint32_t> dynamic_outputs;
  /// A tensor desc the parser set (OppkitParseSink::tensor_desc).
  struct Desc {
    bool is_output = false;
    uint32_t index = 0;
    std::optional<ge::DataType> dtype;
    std::optional<ge::Format> origin_format;
    std::optional<ge::Format> format;
  };
  std::vector<Desc> descs;
};

/// Runs \p registration's parse call for node \p node_name of origin type \p origin_op_type with op_src attrs
/// \p src_attrs and op_dest's IR \p proto (may be null). Errors: onnx.parser_failed (a failure status, with the
/// messages the parser logged, or an exception escaping the plugin), naming the node, the origin op type, the GE
/// op and the registration's provenance.
Result<ParsedOp> CallParser(const ParserRegistration& registration, const std::string& node_name,
                            const std::string& origin_op_type,
                            const std::vector<std::pair<std::string, AttrValue>>& src_attrs,
                            const PrototypeAbi* proto);

/// Runs \p registration's expansion call (CANN's ParseOpToGraphFn, OppkitParseOpToGraphFn) for the same node (op_dest
/// without IR) and
/// returns the graph it built, read and checked as ReadGraphDescription does (Note [ONNX expansions] in
/// expansion_import.cc). Errors: onnx.parser_failed (a failure status or a throw, with what the plugin logged, or no
/// graph handed over), onnx.bad_mapping (a graph the reader refuses, with its reason).
Result<ComputeGraph> CallExpansion(const ParserRegistration& registration, const std::string& node_name,
                                   const std::string& origin_op_type,
                                   const std::vector<std::pair<std::string, AttrValue>>& src_attrs);

}  // namespace oppkit::detail
