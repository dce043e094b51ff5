// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the MatMul prototype; built into libopsproto_rt2.0.so. The only file that includes mat_mul_proto.h.
#include "nn/matmul/mat_mul/mat_mul_proto.h"
