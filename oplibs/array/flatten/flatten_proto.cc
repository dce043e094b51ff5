// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Flatten prototype; built into libopsproto_rt2.0.so. The only file that includes flatten_proto.h.
#include "array/flatten/flatten_proto.h"
