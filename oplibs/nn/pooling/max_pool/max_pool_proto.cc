// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the MaxPool prototype; built into libopsproto_rt2.0.so. The only file that includes max_pool_proto.h.
#include "nn/pooling/max_pool/max_pool_proto.h"
