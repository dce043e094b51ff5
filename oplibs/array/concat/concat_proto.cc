// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Concat prototype; built into libopsproto_rt2.0.so. The only file that includes concat_proto.h.
#include "array/concat/concat_proto.h"
