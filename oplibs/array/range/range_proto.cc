// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Range prototype; built into libopsproto_rt2.0.so. The only file that includes range_proto.h.
#include "array/range/range_proto.h"
