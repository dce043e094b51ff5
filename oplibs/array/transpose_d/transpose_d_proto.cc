// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the TransposeD prototype; built into libopsproto_rt2.0.so. The only file that includes transpose_d_proto.h.
#include "array/transpose_d/transpose_d_proto.h"
