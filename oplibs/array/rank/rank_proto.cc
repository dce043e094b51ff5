// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Rank prototype; built into libopsproto_rt2.0.so. The only file that includes rank_proto.h.
#include "array/rank/rank_proto.h"
