// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What every <op>_host.h needs to declare an op's host functions: ge::graphStatus and the gert contexts those
// functions take, forward-declared so that the headers stay light (the .cc files include the definitions).
#pragma once

#include "graph/ge_error_codes.h"

namespace gert {
class InferShapeContext;
class InferShapeRangeContext;
class InferDataTypeContext;
class InferFormatContext;
}  // namespace gert
