// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// libFuzzer target: one `oppkit infer` and one `oppkit tiling` request, read and answered (the request reader, the
// node engine, the op functions the request reaches and the response writer). Any input must give a response.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_common.h"
#include "oppkit/core/query_json.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view request(reinterpret_cast<const char*>(data), size);
  const oppkit::RegistrySnapshot& ops = oppkit::fuzz::Ops();
  bool ok = false;
  if (oppkit::AnswerJsonRequest(ops, request, &ok).empty()) __builtin_trap();
  if (oppkit::AnswerTilingJsonRequest(ops, request, {}, &ok).empty()) __builtin_trap();
  return 0;
}
