// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the DepthwiseConv2D prototype; built into libopsproto_rt2.0.so. The only file that includes
// depthwise_conv2d_proto.h.
#include "nn/depthwise_conv2d/depthwise_conv2d_proto.h"
