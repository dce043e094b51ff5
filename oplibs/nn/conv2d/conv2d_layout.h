// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// IR indices and defaults of Conv2D shared by its InferShape, InferFormat and Tiling. Its layouts are those of
// Note [Convolution layouts] (common/conv/conv_common.h), 4-D: x and y in data_format (NCHW or NHWC), the filter in its
// origin format (NCHW [Cout, C, kh, kw], NHWC [Cout, kh, kw, C] or HWCN [kh, kw, C, Cout]) or the data layout's
// companion. Every x/filter layout pair is accepted (CANN's kernels implement NCHW/NCHW, NHWC/HWCN and NCHW/HWCN; the
// shapes are well defined for all of them).
#pragma once

#include <cstddef>

#include "common/conv/conv_common.h"
#include "graph/operator_reg.h"

// Conv2D's class, for its attr indexes (Note [Attr indexes] in graph/operator_reg.h), without registering its
// prototype a second time (Note [Op classes without registration] there).
#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)
#include "nn/conv2d/conv2d_proto.h"
#pragma pop_macro("OPPKIT_OP_REGISTER")

namespace oppkit::ops::conv2d {

/// IR indices of Conv2D.
constexpr size_t kInputX = 0;
constexpr size_t kInputFilter = 1;
constexpr size_t kInputBias = 2;
constexpr size_t kOutputY = 0;
constexpr size_t kAttrStrides = 0;
constexpr size_t kAttrPads = 1;
constexpr size_t kAttrDilations = 2;
constexpr size_t kAttrGroups = 3;
constexpr size_t kAttrDataFormat = 4;
/// Default of the data_format attr.
constexpr const char* kDefaultDataFormat = "NHWC";
/// Private attrs (IMPL_OP PrivateAttr, after the IR attrs, in the order of conv2d_infershape.cc's PrivateAttr calls):
/// Note [Conv2D padding modes].
constexpr size_t kAttrPadding = ge::op::Conv2D::kOppkitIrAttrCount + 0;
constexpr size_t kAttrAutoPad = ge::op::Conv2D::kOppkitIrAttrCount + 1;

/// Padding modes (Note [Conv2D padding modes] in common/conv/conv_common.h), shared with Conv2DTranspose.
using conv::PadMode;
using conv::ReadPadMode;
using conv::SamePads;

}  // namespace oppkit::ops::conv2d
