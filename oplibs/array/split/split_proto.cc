// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Split prototype; built into libopsproto_rt2.0.so. The only file that includes split_proto.h.
#include "array/split/split_proto.h"
