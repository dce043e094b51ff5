// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Transpose prototype; built into libopsproto_rt2.0.so. The only file that includes transpose_proto.h.
#include "array/transpose/transpose_proto.h"
