// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Tile prototype; built into libopsproto_rt2.0.so. The only file that includes tile_proto.h.
#include "array/tile/tile_proto.h"
