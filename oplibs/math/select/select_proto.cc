// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the Select prototype; built into libopsproto_rt2.0.so. The only file that includes select_proto.h.
#include "math/select/select_proto.h"
