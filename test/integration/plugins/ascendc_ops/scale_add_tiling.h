// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#pragma once

#include "register/tilingdata_base.h"

namespace optiling {
BEGIN_TILING_DATA_DEF(ScaleAddTilingData)
TILING_DATA_FIELD_DEF(uint32_t, totalLength);
TILING_DATA_FIELD_DEF(uint16_t, tileNum);
TILING_DATA_FIELD_DEF(float, alpha);
TILING_DATA_FIELD_DEF_ARR(uint32_t, 2, coreSplit);
END_TILING_DATA_DEF;

REGISTER_TILING_DATA_CLASS(ScaleAdd, ScaleAddTilingData)
}  // namespace optiling
