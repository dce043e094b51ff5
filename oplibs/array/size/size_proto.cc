// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Size prototype; built into libopsproto_rt2.0.so. The only file that includes size_proto.h.
#include "array/size/size_proto.h"
