// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Libraries whose static initializer ends the process that loads them, one per build (INIT_EXIT_CASE):
//   1 libinit_exit.so      exit(0): the host would end with status 0 and no output
//   2 libinit_abort.so     abort()
//   3 libinit_segv.so      raise(SIGSEGV), as a crashing initializer does
// Each also has a valid plugin entry, so only the initializer stands between it and a load. Loaded only through a
// probe (Note [Library probes] in core/src/loading/library_probe.h): `oppkit doctor` and LoadOptions::probe_libraries.
#include <csignal>
#include <cstdlib>

#include "oppkit/plugin_abi.h"

namespace {

struct EndsTheProcess {
  EndsTheProcess() {
    if (INIT_EXIT_CASE == 1) std::exit(0);
    if (INIT_EXIT_CASE == 2) std::abort();
    if (INIT_EXIT_CASE == 3) std::raise(SIGSEGV);
  }
};
const EndsTheProcess kAtLoad;

OppkitPluginInfo MakeInfo() {
  OppkitPluginInfo info{};
  info.abi_version = OPPKIT_PLUGIN_ABI_VERSION;
  info.struct_size = sizeof(OppkitPluginInfo);
  return info;
}
const OppkitPluginInfo kInfo = MakeInfo();

}  // namespace

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) { return &kInfo; }
