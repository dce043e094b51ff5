// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ConcatD prototype; built into libopsproto_rt2.0.so. The only file that includes concat_d_proto.h.
#include "array/concat_d/concat_d_proto.h"
