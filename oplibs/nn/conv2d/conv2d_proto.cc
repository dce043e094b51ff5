// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Conv2D prototype; built into libopsproto_rt2.0.so. The only file that includes conv2d_proto.h.
#include "nn/conv2d/conv2d_proto.h"
