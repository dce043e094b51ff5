// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the GatherV2D prototype; built into libopsproto_rt2.0.so. The only file that includes gather_v2_d_proto.h.
#include "array/gather_v2_d/gather_v2_d_proto.h"
