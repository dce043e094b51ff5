// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Unpack prototype; built into libopsproto_rt2.0.so. The only file that includes unpack_proto.h.
#include "array/unpack/unpack_proto.h"
