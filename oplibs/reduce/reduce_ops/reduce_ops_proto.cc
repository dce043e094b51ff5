// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ReduceSum, ReduceMean, ReduceMax, ReduceMin and ReduceProd prototypes; built into libopsproto_rt2.0.so.
// The only file that includes reduce_ops_proto.h.
#include "reduce/reduce_ops/reduce_ops_proto.h"
