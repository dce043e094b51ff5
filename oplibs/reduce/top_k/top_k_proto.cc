// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the TopK and TopKV2 prototypes; built into libopsproto_rt2.0.so. The only file that includes top_k_proto.h.
#include "reduce/top_k/top_k_proto.h"
