// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the unary element-wise math prototypes; built into libopsproto_rt2.0.so. The only file that includes
// elementwise_unary_proto.h.
#include "math/elementwise_unary/elementwise_unary_proto.h"
