// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the SplitD prototype; built into libopsproto_rt2.0.so. The only file that includes split_d_proto.h.
#include "array/split_d/split_d_proto.h"
