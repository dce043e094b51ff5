// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the GatherV2 prototype; built into libopsproto_rt2.0.so. The only file that includes gather_v2_proto.h.
#include "array/gather_v2/gather_v2_proto.h"
