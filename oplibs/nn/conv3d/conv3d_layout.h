// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The private attrs of Conv3D, shared by its InferShape and InferSymbolShape. Its layouts are those of Note
// [Convolution layouts] (common/conv/conv_common.h), 5-D.
#pragma once

#include <cstddef>

#include "common/conv/conv_common.h"
#include "graph/operator_reg.h"

// Conv3D's class, for its attr indexes (Note [Attr indexes] in graph/operator_reg.h), without registering its
// prototype a second time (Note [Op classes without registration] there).
#pragma push_macro("OPPKIT_OP_REGISTER")
#undef OPPKIT_OP_REGISTER
#define OPPKIT_OP_REGISTER(x, counter)
#include "nn/conv3d/conv3d_proto.h"
#pragma pop_macro("OPPKIT_OP_REGISTER")

namespace oppkit::ops::conv3d {

/// The private attrs padding and auto_pad (Note [Conv2D padding modes]), after the IR attrs in the order of the
/// PrivateAttr calls in conv3d_infershape.cc.
constexpr size_t kAttrPadding = ge::op::Conv3D::kOppkitIrAttrCount + 0;
constexpr size_t kAttrAutoPad = ge::op::Conv3D::kOppkitIrAttrCount + 1;

/// Conv3D's ForwardConvSpec, private attrs included.
inline conv::ForwardConvSpec Spec() {
  conv::ForwardConvSpec spec = conv::Conv3DSpec();
  spec.attr_padding = kAttrPadding;
  spec.attr_auto_pad = kAttrAutoPad;
  return spec;
}

}  // namespace oppkit::ops::conv3d
