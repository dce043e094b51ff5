// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Add prototype; built into libopsproto_rt2.0.so. The only file that includes add_proto.h.
#include "math/add/add_proto.h"
