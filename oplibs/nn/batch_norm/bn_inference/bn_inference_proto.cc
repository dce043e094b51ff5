// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the BNInference prototype; built into libopsproto_rt2.0.so. The only file that includes
// bn_inference_proto.h.
#include "nn/batch_norm/bn_inference/bn_inference_proto.h"
