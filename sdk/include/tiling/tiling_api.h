// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C's host tiling umbrella header (`tiling/tiling_api.h`), as far as oppkit provides it: tiling-data
// definitions (register/tilingdata_base.h) and the platform view (tiling/platform/platform_ascendc.h). The tiling
// libraries of Ascend C's high-level kernel APIs that CANN's header also declares (matmul_tiling::MatmulApiTiling,
// TCubeTiling, the softmax/layernorm/topk tiling helpers) compute tilings for kernels oppkit does not have and are
// not provided; code using them fails to compile, naming them (docs/cann_compatibility.md).
#pragma once

#include "register/tilingdata_base.h"
#include "tiling/platform/platform_ascendc.h"
