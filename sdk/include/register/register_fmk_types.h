// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN's framework types (`domi::FrameworkType`), as parser registrations name them:
// `REGISTER_CUSTOM_OP("Conv2D").FrameworkType(ONNX)` (register/register.h).
#pragma once

namespace domi {
/// The framework a parser registration maps nodes from. The values are CANN's.
enum FrameworkType {
  CAFFE = 0,
  MINDSPORE = 1,
  TENSORFLOW = 3,
  ANDROID_NN = 4,
  ONNX = 5,
  FRAMEWORK_RESERVED = 6
};
}  // namespace domi
