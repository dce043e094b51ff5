// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the IdentityN prototype; built into libopsproto_rt2.0.so. The only file that includes identity_n_proto.h.
#include "math/identity_n/identity_n_proto.h"
