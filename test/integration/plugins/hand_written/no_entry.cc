// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A valid shared library that is not an op library: it exports a function, but not OppkitGetPluginInfo.
extern "C" __attribute__((visibility("default"))) int NotAnOppkitEntry(void) { return 1; }
