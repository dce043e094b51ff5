// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the SqueezeV3 prototype; built into libopsproto_rt2.0.so. The only file that includes squeeze_v3_proto.h.
#include "array/squeeze_v3/squeeze_v3_proto.h"
