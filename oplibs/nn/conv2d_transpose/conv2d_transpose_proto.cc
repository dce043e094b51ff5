// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Conv2DTranspose prototype; built into libopsproto_rt2.0.so. The only file that includes
// conv2d_transpose_proto.h.
#include "nn/conv2d_transpose/conv2d_transpose_proto.h"
