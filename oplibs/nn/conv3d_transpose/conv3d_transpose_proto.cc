// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Conv3DTranspose prototype; built into libopsproto_rt2.0.so. The only file that includes
// conv3d_transpose_proto.h.
#include "nn/conv3d_transpose/conv3d_transpose_proto.h"
