// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ScaleAdd's kernel template parameters, shared by the kernel and the host tiling as Ascend C op projects write
// them: the key holds x1's dtype (8 bits), the tile count's position in {4, 8} (2 bits) and a multi-core flag.
#pragma once

#include "ascendc/host_api/tiling/template_argument.h"

ASCENDC_TPL_ARGS_DECL(ScaleAdd,
                      ASCENDC_TPL_DATATYPE_DECL(D_T_X, C_DT_FLOAT16, C_DT_FLOAT, C_DT_BF16, ASCENDC_TPL_INPUT(0)),
                      ASCENDC_TPL_UINT_DECL(TILE_NUM, ASCENDC_TPL_2_BW, ASCENDC_TPL_UI_LIST, 4, 8),
                      ASCENDC_TPL_BOOL_DECL(MULTI_CORE, 0, 1));

ASCENDC_TPL_SEL(ASCENDC_TPL_ARGS_SEL(ASCENDC_TPL_KERNEL_TYPE_SEL(ASCENDC_TPL_AIV_ONLY),
                                     ASCENDC_TPL_DATATYPE_SEL(D_T_X, C_DT_FLOAT16, C_DT_FLOAT, C_DT_BF16),
                                     ASCENDC_TPL_UINT_SEL(TILE_NUM, ASCENDC_TPL_UI_LIST, 4, 8),
                                     ASCENDC_TPL_BOOL_SEL(MULTI_CORE, 0, 1)));
