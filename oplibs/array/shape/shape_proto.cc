// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Shape prototype; built into libopsproto_rt2.0.so. The only file that includes shape_proto.h.
#include "array/shape/shape_proto.h"
