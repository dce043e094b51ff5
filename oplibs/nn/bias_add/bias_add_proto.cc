// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the BiasAdd prototype; built into libopsproto_rt2.0.so. The only file that includes bias_add_proto.h.
#include "nn/bias_add/bias_add_proto.h"
