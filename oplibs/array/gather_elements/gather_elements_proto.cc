// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the GatherElements prototype; built into libopsproto_rt2.0.so. The only file that includes
// gather_elements_proto.h.
#include "array/gather_elements/gather_elements_proto.h"
