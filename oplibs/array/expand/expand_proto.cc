// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Expand prototype; built into libopsproto_rt2.0.so. The only file that includes expand_proto.h.
#include "array/expand/expand_proto.h"
