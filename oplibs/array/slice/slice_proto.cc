// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Slice prototype; built into libopsproto_rt2.0.so. The only file that includes slice_proto.h.
#include "array/slice/slice_proto.h"
