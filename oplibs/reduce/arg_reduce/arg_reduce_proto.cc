// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the ArgMaxV2 and ArgMin prototypes; built into libopsproto_rt2.0.so. The only file that includes
// arg_reduce_proto.h.
#include "reduce/arg_reduce/arg_reduce_proto.h"
