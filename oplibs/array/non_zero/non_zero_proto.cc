// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the NonZero prototype; built into libopsproto_rt2.0.so. The only file that includes non_zero_proto.h.
#include "array/non_zero/non_zero_proto.h"
