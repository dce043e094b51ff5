// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Cumsum prototype; built into libopsproto_rt2.0.so. The only file that includes cumsum_proto.h.
#include "reduce/cumsum/cumsum_proto.h"
