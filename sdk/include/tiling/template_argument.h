// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Ascend C's tiling-key templates at their older path; see ascendc/host_api/tiling/template_argument.h.
#pragma once

#include "ascendc/host_api/tiling/template_argument.h"
