// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the UnsqueezeV3 prototype; built into libopsproto_rt2.0.so. The only file that includes
// unsqueeze_v3_proto.h.
#include "array/unsqueeze_v3/unsqueeze_v3_proto.h"
