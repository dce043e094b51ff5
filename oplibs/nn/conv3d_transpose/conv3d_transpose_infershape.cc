// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Conv3DTranspose InferShape: the 3-D case of the transposed convolution rule (Note [Transposed convolution shapes]
// in common/conv/conv_transpose_shape.cc); input_size (input 0) is declared data dependent.
#include <vector>

#include "nn/conv3d_transpose/conv3d_transpose_layout.h"
#include "register/op_impl_registry.h"

// The private attrs come after the IR attrs; conv3d_transpose::kAttrAutoPad and kAttrOutputShape follow this order.
IMPL_OP(Conv3DTranspose)
    .InferShape([](gert::InferShapeContext* context) {
      return oppkit::ops::conv::InferTransposedConvShape(context, oppkit::ops::conv3d_transpose::Spec());
    })
    .InputsDataDependency({0})
    .PrivateAttr("padding", "")
    .PrivateAttr("auto_pad", "NOTSET")
    .PrivateAttr("output_shape", std::vector<int64_t>{});
