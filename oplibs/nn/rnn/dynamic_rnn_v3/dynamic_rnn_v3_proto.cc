// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the DynamicRNNV3 prototype; built into libopsproto_rt2.0.so. The only file that includes
// dynamic_rnn_v3_proto.h.
#include "nn/rnn/dynamic_rnn_v3/dynamic_rnn_v3_proto.h"
