// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Einsum prototype; built into libopsproto_rt2.0.so. The only file that includes einsum_proto.h.
#include "nn/einsum/einsum_proto.h"
