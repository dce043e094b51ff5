// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Squeeze prototype; built into libopsproto_rt2.0.so. The only file that includes squeeze_proto.h.
#include "array/squeeze/squeeze_proto.h"
