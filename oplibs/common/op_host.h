// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// What a header of oplibs/common needs to declare the functions several op folders share (array/concat_common.h,
// conv/conv_common.h, ...): ge::graphStatus and the gert contexts (and symbolic shapes) those functions take,
// forward-declared so that the headers stay light (the .cc files include the definitions).
#pragma once

#include "graph/ge_error_codes.h"

namespace gert {
class InferShapeContext;
class InferShapeRangeContext;
class InferDataTypeContext;
class InferFormatContext;
class InferSymbolShapeContext;
class SymbolShape;
class ExtendedKernelContext;
}  // namespace gert
