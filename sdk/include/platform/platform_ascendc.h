// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN installs PlatformAscendC at two include paths; op sources use both.
#pragma once
#include "tiling/platform/platform_ascendc.h"
