// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Pack prototype; built into libopsproto_rt2.0.so. The only file that includes pack_proto.h.
#include "array/pack/pack_proto.h"
