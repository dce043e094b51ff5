// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Cast prototype; built into libopsproto_rt2.0.so. The only file that includes cast_proto.h.
#include "math/cast/cast_proto.h"
