// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Gather prototype; built into libopsproto_rt2.0.so. The only file that includes gather_proto.h.
#include "array/gather/gather_proto.h"
