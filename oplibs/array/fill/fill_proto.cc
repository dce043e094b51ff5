// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Fill prototype; built into libopsproto_rt2.0.so. The only file that includes fill_proto.h.
#include "array/fill/fill_proto.h"
