// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Where prototype; built into libopsproto_rt2.0.so. The only file that includes where_proto.h.
#include "array/where/where_proto.h"
