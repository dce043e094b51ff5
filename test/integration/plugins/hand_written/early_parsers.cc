// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A parser library of ABI 1.2 from before the expansion call was appended to OppkitParserRegistration: its
// registrations end at `reserved_zero`. The core must read them with no expansion call and parse through
// `parse_params` as before.
#include <cstddef>
#include <cstdint>

#include "oppkit/plugin_abi.h"

namespace {

// Maps the node onto op_dest without attrs: SUCCESS, nothing reported.
uint32_t ParseAsIs(const void*, const OppkitParseRequest*, const OppkitParseSink*) { return 0; }

const char* const kOrigins[] = {"ai.onnx::13::Relu"};

OppkitParserRegistration MakeParser() {
  OppkitParserRegistration p{};
  p.struct_size = offsetof(OppkitParserRegistration, parse_op_to_graph);
  p.framework_type = 5;  // ONNX
  p.op_type = "Relu";
  p.origin_op_types = kOrigins;
  p.origin_op_type_count = 1;
  p.parse_params = reinterpret_cast<OppkitFunction>(&ParseAsIs);
  p.source_file = "/src/early_parsers.cc";
  p.source_line = 20;
  return p;
}

// The early table: elements of the early size (the struct is larger now, so they are copied into bytes).
struct EarlyTable {
  unsigned char bytes[offsetof(OppkitParserRegistration, parse_op_to_graph)];
};

EarlyTable MakeTable() {
  const OppkitParserRegistration p = MakeParser();
  EarlyTable t{};
  static_assert(sizeof(t.bytes) <= sizeof(p), "the early struct is a prefix");
  const auto* from = reinterpret_cast<const unsigned char*>(&p);
  for (size_t k = 0; k < sizeof(t.bytes); ++k) t.bytes[k] = from[k];
  return t;
}

const EarlyTable kParsers[] = {MakeTable()};

OppkitPluginInfo MakeInfo() {
  OppkitPluginInfo info{};
  info.abi_version = (OPPKIT_PLUGIN_ABI_MAJOR << 16) | 2u;
  info.struct_size = sizeof(OppkitPluginInfo);
  info.sdk_version = "0.1.0";
  info.parser_count = 1;
  info.parser_table = reinterpret_cast<const OppkitParserRegistration*>(&kParsers[0]);
  info.parser_struct_size = sizeof(EarlyTable);
  return info;
}

const OppkitPluginInfo kInfo = MakeInfo();

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) { return &kInfo; }
