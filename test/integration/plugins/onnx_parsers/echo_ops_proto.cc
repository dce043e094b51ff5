// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Prototypes the test parsers map onto (libonnx_echo_proto.so, in a vendor's op_proto directory).
#include "echo_ops_proto.h"
