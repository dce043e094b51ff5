// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the GlobalAveragePool prototype; built into libopsproto_rt2.0.so. The only file that includes
// global_average_pool_proto.h.
#include "nn/pooling/global_average_pool/global_average_pool_proto.h"
