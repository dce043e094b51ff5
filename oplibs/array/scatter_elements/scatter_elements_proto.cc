// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ScatterElements prototype; built into libopsproto_rt2.0.so. The only file that includes
// scatter_elements_proto.h.
#include "array/scatter_elements/scatter_elements_proto.h"
