// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the BatchMatMul prototype; built into libopsproto_rt2.0.so. The only file that includes
// batch_mat_mul_proto.h.
#include "nn/matmul/batch_mat_mul/batch_mat_mul_proto.h"
