// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Conv3D prototype; built into libopsproto_rt2.0.so. The only file that includes conv3d_proto.h.
#include "nn/conv3d/conv3d_proto.h"
