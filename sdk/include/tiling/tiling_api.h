// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C's host tiling umbrella header (`tiling/tiling_api.h`), as far as oppkit provides it: tiling-data
// definitions (register/tilingdata_base.h), the platform view (tiling/platform/platform_ascendc.h), the kernel
// tiling structs (kernel_tiling/kernel_tiling.h) and the host tiling-data class of the cube tiling,
// optiling::TCubeTiling, for ops that embed it (TILING_DATA_FIELD_DEF_STRUCT(TCubeTiling, mm)). The tiling
// libraries of Ascend C's high-level kernel APIs that CANN's header also declares (matmul_tiling::MatmulApiTiling,
// the softmax/layernorm/topk tiling helpers and their structs) compute tilings for kernels oppkit does not have and
// are not provided; code using them fails to compile, naming them (docs/cann_compatibility.md).
#pragma once

#include <cmath>  // CANN's header reaches it through its tiling helpers; op tiling sources call std::round and such

#include "kernel_tiling/kernel_tiling.h"
#include "register/tilingdata_base.h"
#include "tiling/platform/platform_ascendc.h"

namespace optiling {
#define OPPKIT_TCUBE_TILING_FIELD(name) TILING_DATA_FIELD_DEF(int32_t, name);
/// The cube (matmul) tiling as a tiling-data class: AscendC::tiling::TCubeTiling's fields, in its layout.
BEGIN_TILING_DATA_DEF(TCubeTiling)
OPPKIT_TCUBE_TILING_FIELDS(OPPKIT_TCUBE_TILING_FIELD)
END_TILING_DATA_DEF;
#undef OPPKIT_TCUBE_TILING_FIELD
}  // namespace optiling
