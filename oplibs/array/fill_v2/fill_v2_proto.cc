// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the FillV2 prototype; built into libopsproto_rt2.0.so. The only file that includes fill_v2_proto.h.
#include "array/fill_v2/fill_v2_proto.h"
