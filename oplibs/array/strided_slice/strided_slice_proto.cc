// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the StridedSlice prototype; built into libopsproto_rt2.0.so. The only file that includes
// strided_slice_proto.h.
#include "array/strided_slice/strided_slice_proto.h"
