// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the PadV3 prototype; built into libopsproto_rt2.0.so. The only file that includes pad_v3_proto.h.
#include "array/pad_v3/pad_v3_proto.h"
