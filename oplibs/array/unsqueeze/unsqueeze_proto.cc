// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Unsqueeze prototype; built into libopsproto_rt2.0.so. The only file that includes unsqueeze_proto.h.
#include "array/unsqueeze/unsqueeze_proto.h"
