// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ConcatV2 prototype; built into libopsproto_rt2.0.so. The only file that includes concat_v2_proto.h.
#include "array/concat_v2/concat_v2_proto.h"
