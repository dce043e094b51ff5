// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the activation prototypes and Dropout; built into libopsproto_rt2.0.so. The only file that includes
// activation_proto.h.
#include "nn/activation/activation_proto.h"
