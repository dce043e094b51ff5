// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Relu prototype; built into libopsproto_rt2.0.so. The only file that includes relu_proto.h.
#include "nn/relu/relu_proto.h"
