// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The one exported symbol of an op library (docs/design.md §3.1-3.2). Compiled into every op library as an
// object file (CMake target oppkit::plugin_entry), never taken from the static SDK archive: nothing in the library
// references this function, so a linker would drop it from an archive.
#include "oppkit/plugin_entry.h"

#include "plugin_tables.h"

extern "C" OPPKIT_EXPORT const OppkitPluginInfo* OppkitGetPluginInfo(void) {
  return oppkit::detail::GetLocalPluginInfo();
}
