// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ExpandDims prototype; built into libopsproto_rt2.0.so. The only file that includes expand_dims_proto.h.
#include "array/expand_dims/expand_dims_proto.h"
