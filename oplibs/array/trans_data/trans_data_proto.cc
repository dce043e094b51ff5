// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the TransData prototype; built into libopsproto_rt2.0.so. The only file that includes trans_data_proto.h.
#include "array/trans_data/trans_data_proto.h"
