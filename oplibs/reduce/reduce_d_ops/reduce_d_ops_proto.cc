// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ReduceSumD, ReduceMeanD, ReduceMaxD, ReduceMinD and ReduceProdD prototypes; built into
// libopsproto_rt2.0.so. The only file that includes reduce_d_ops_proto.h.
#include "reduce/reduce_d_ops/reduce_d_ops_proto.h"
