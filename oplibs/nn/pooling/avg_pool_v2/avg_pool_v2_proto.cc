// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the AvgPoolV2 prototype; built into libopsproto_rt2.0.so. The only file that includes avg_pool_v2_proto.h.
#include "nn/pooling/avg_pool_v2/avg_pool_v2_proto.h"
