// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ClipByValue prototype; built into libopsproto_rt2.0.so. The only file that includes
// clip_by_value_proto.h.
#include "math/clip_by_value/clip_by_value_proto.h"
