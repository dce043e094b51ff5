// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the comparison and binary logical prototypes; built into libopsproto_rt2.0.so. The only file that
// includes comparison_proto.h.
#include "math/comparison/comparison_proto.h"
