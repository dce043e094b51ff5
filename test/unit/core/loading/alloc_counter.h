// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The allocation counter of core_unit_tests (call_alloc_test.cc replaces the executable's global operator new).
#pragma once

#include <cstddef>
#include <functional>

namespace oppkit::test {

/// The number of operator new calls \p fn makes on this thread.
size_t AllocationsDuring(const std::function<void()>& fn);

}  // namespace oppkit::test
