// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the AvgPool prototype; built into libopsproto_rt2.0.so. The only file that includes avg_pool_proto.h.
#include "nn/pooling/avg_pool/avg_pool_proto.h"
