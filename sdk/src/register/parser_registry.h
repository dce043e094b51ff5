// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal: the library's hidden table of framework parser registrations (REGISTER_CUSTOM_OP, register/register.h)
// and the C entry the plugin ABI publishes for each (OppkitParserRegistration::parse_params).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "oppkit/plugin_abi.h"
#include "register/register.h"

namespace oppkit {
namespace detail {

/// One committed registration. Never moved or modified once committed: the plugin table points at its strings,
/// and its `parse_params_data` is the record itself.
struct ParserRecord {
  std::string op_type;
  domi::FrameworkType framework = domi::FRAMEWORK_RESERVED;
  std::vector<std::string> origin_op_types;
  domi::ImplyType imply_type = domi::ImplyType::BUILDIN;
  domi::ParseParamByOpFunc parse_params_by_op;
  domi::ParseParamFunc parse_params;  // recorded only (OPPKIT_PARSER_PARSE_PARAMS_FN)
  domi::ParseOpToGraphFunc parse_op_to_graph;  // called through CallParseOpToGraph (flag OPPKIT_PARSER_PARSE_OP_TO_GRAPH)
  std::vector<int32_t> input_reorder;
  /// OppkitParserFlag bits of the features recorded without a parse path in this ABI.
  uint32_t flags = 0;
  /// `__FILE__` of REGISTER_CUSTOM_OP (static storage), or nullptr.
  const char* source_file = nullptr;
  uint32_t source_line = 0;
};

/// The parser registrations of this library, in registration order. Thread-safe; one hidden instance per library.
class LocalParserRegistry {
 public:
  static LocalParserRegistry& Instance();

  /// Commits \p record (a registration without a framework type or op type is logged and dropped).
  void Commit(ParserRecord record);
  /// The committed records, in registration order. They live as long as the library.
  std::vector<const ParserRecord*> Records() const;

 private:
  mutable std::mutex mu_;
  std::vector<std::unique_ptr<ParserRecord>> records_;
};

/// The OppkitParseParamsFn of every registration (\p data is its ParserRecord): builds op_src and op_dest from
/// \p request (Note [Parse calls] in register/register.h), calls the registration's ParseParamsByOperatorFn, and
/// reports op_dest through \p sink. Never throws.
uint32_t CallParseParams(const void* data, const OppkitParseRequest* request, const OppkitParseSink* sink) noexcept;

/// The OppkitParseOpToGraphFn of a registration with ParseOpToGraphFn (\p data is its ParserRecord): builds op_dest
/// as CallParseParams does (its ParseParamsByOperatorFn, else op_src's attrs), runs ParseOpToGraphFn on it and hands
/// the graph's description (oppkit/graph_abi.h) to \p sink. Never throws.
uint32_t CallParseOpToGraph(const void* data, const OppkitParseRequest* request, const OppkitGraphSink* sink) noexcept;

}  // namespace detail
}  // namespace oppkit
