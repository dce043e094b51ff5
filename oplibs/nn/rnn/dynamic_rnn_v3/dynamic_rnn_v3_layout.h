// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DynamicRNNV3's IR input positions the InferShape and the InferSymbolShape read. Internal to the op folder.
#pragma once

namespace oppkit::ops::dynamic_rnn_v3 {

/// The optional project input [hidden, state] (dynamic_rnn_v3_proto.h).
constexpr int kIrInputProject = 11;

}  // namespace oppkit::ops::dynamic_rnn_v3
