// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the binary arithmetic prototypes (Sub, Mul, RealDiv, Maximum, Minimum, Pow, SquaredDifference); built
// into libopsproto_rt2.0.so. The only file that includes elementwise_binary_proto.h.
#include "math/elementwise_binary/elementwise_binary_proto.h"
