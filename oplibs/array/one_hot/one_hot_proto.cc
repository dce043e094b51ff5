// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the OneHot prototype; built into libopsproto_rt2.0.so. The only file that includes one_hot_proto.h.
#include "array/one_hot/one_hot_proto.h"
