// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The private attrs of Conv2DTranspose, shared by its InferShape and InferSymbolShape (Note [Transposed convolution shapes] in
// common/conv/conv_transpose_shape.cc).
#pragma once

#include <cstddef>

#include "common/conv/conv_common.h"
#include "graph/operator_reg.h"

// Conv2DTranspose's class, for its attr indexes (Note [Attr indexes] in graph/operator_reg.h), without registering its
// prototype a second time (Note [Op classes without registration] there).
#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)
#include "nn/conv2d_transpose/conv2d_transpose_proto.h"
#pragma pop_macro("OPPKIT_OP_REGISTER")

namespace oppkit::ops::conv2d_transpose {

/// The private attrs auto_pad and output_shape, after the IR attrs in the order of the PrivateAttr calls in
/// conv2d_transpose_infershape.cc.
constexpr size_t kAttrAutoPad = ge::op::Conv2DTranspose::kOppkitIrAttrCount + 1;
constexpr size_t kAttrOutputShape = ge::op::Conv2DTranspose::kOppkitIrAttrCount + 2;

/// Conv2DTranspose's TransposedConvSpec, private attrs included.
inline conv::TransposedConvSpec Spec() {
  conv::TransposedConvSpec spec;
  spec.attr_auto_pad = kAttrAutoPad;
  spec.attr_output_shape = kAttrOutputShape;
  return spec;
}

}  // namespace oppkit::ops::conv2d_transpose
