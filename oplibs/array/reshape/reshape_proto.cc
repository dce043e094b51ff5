// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Reshape prototype; built into libopsproto_rt2.0.so. The only file that includes reshape_proto.h.
#include "array/reshape/reshape_proto.h"
