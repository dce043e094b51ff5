// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The test ops of query_test_ops.cc (QAdd, QCast, QEqual, QIdentityN, QConcat, QReshape, QWhere, QConv, QPrivate,
// QNoDtypeRule, QCustomDtype, QFail, QThrow, QNoShape, QBadOutput, QShrink, QFormatEcho), registered as a host package.
#pragma once

#include "oppkit/core/op_registry.h"

namespace oppkit::test {

/// A registry holding the test ops linked into core_unit_tests (package "query_test_host"), built once.
const OpRegistry& QueryTestRegistry();

}  // namespace oppkit::test
