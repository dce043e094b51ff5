// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the SoftmaxV2 and LogSoftmaxV2 prototypes; built into libopsproto_rt2.0.so. The only file that
// includes softmax_proto.h.
#include "nn/softmax/softmax_proto.h"
