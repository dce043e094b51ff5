// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the SelectV2 prototype; built into libopsproto_rt2.0.so. The only file that includes select_v2_proto.h.
#include "math/select_v2/select_v2_proto.h"
