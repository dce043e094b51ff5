// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the StridedSliceV2 prototype; built into libopsproto_rt2.0.so. The only file that includes
// strided_slice_v2_proto.h.
#include "array/strided_slice_v2/strided_slice_v2_proto.h"
