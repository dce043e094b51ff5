// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the BroadcastTo prototype; built into libopsproto_rt2.0.so. The only file that includes
// broadcast_to_proto.h.
#include "array/broadcast_to/broadcast_to_proto.h"
