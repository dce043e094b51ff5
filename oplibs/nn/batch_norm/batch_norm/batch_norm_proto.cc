// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the BatchNorm prototype; built into libopsproto_rt2.0.so. The only file that includes
// batch_norm_proto.h.
#include "nn/batch_norm/batch_norm/batch_norm_proto.h"
