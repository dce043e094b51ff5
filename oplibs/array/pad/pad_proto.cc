// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Pad prototype; built into libopsproto_rt2.0.so. The only file that includes pad_proto.h.
#include "array/pad/pad_proto.h"
