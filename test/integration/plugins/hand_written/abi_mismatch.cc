// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A plugin built against a future ABI major (2.0): the core must refuse it without reading anything past the
// version. The rest of the struct is deliberately garbage.
#include <cstdint>

#include "oppkit/plugin_abi.h"

namespace {

struct FutureInfo {
  uint32_t abi_version;
  uint32_t struct_size;
  uint64_t garbage[8];
};

const FutureInfo kInfo = {(2u << 16) | 0u, sizeof(FutureInfo), {1, 3, 5, 7, 9, 11, 13, 15}};

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) {
  return reinterpret_cast<const OppkitPluginInfo*>(&kInfo);
}
