// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the LayerNorm prototype; built into libopsproto_rt2.0.so. The only file that includes
// layer_norm_proto.h.
#include "nn/layer_norm/layer_norm_proto.h"
