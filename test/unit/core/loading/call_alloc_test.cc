// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The run-time path (resolve an OpEntry once, call through plugin_call.h many times) must not touch the heap.
// This file replaces the global operator new of core_unit_tests with one that counts calls while a test asks it
// to (only one file of an executable may do so).
#include <catch2/catch.hpp>
#include <cstdlib>
#include <new>

#include "oppkit/core/op_registry.h"
#include "oppkit/core/plugin_call.h"
#include "unit/core/loading/alloc_counter.h"
#include "unit/core/loading/host_plugin.h"

namespace {

thread_local bool counting = false;
thread_local size_t allocations = 0;

void* CountedAlloc(size_t size) noexcept {
  if (counting) ++allocations;
  return std::malloc(size == 0 ? 1 : size);
}

}  // namespace

// Every replaceable non-aligned form is replaced so that malloc and free always pair (sanitizers check that).
void* operator new(size_t size) {
  void* p = CountedAlloc(size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
void* operator new[](size_t size) { return operator new(size); }
void* operator new(size_t size, const std::nothrow_t&) noexcept { return CountedAlloc(size); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept { return CountedAlloc(size); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace oppkit {
namespace {

TEST_CASE("CallInferShape: the run-time path does not allocate", "[core][plugin_call]") {
  test::HostPlugin plugin;
  OppkitOpImpl& impl = plugin.AddImpl("Fast");
  impl.infer_shape = test::AbiFunction(&test::TagInferShape<3>);
  impl.tiling = test::AbiFunction(&test::TagTiling<4>);
  OpRegistry registry;
  REQUIRE(registry.AddHostPackage("host", plugin.Info(), 0).ok());
  auto snapshot = registry.Snapshot();
  const OpEntry* entry = snapshot->Find("Fast");  // resolve once
  REQUIRE(entry != nullptr);

  int tag = 0;
  bool all_ok = true;
  allocations = 0;
  counting = true;
  for (int i = 0; i < 1000; ++i) {
    all_ok = all_ok && CallInferShape(*entry, reinterpret_cast<gert::InferShapeContext*>(&tag)).ok();
    all_ok = all_ok && CallTiling(*entry, reinterpret_cast<gert::TilingContext*>(&tag)).ok();
    all_ok = all_ok && snapshot->Find("Fast") == entry;
  }
  counting = false;
  CHECK(all_ok);
  CHECK(tag == 4);
  CHECK(allocations == 0);

  // The counter sees the core's allocations: building an error message does allocate.
  counting = true;
  const Status missing = CallInferDataType(*entry, nullptr);
  counting = false;
  CHECK_FALSE(missing.ok());
  CHECK(allocations > 0);
}

}  // namespace

size_t test::AllocationsDuring(const std::function<void()>& fn) {
  allocations = 0;
  counting = true;
  fn();
  counting = false;
  return allocations;
}

}  // namespace oppkit
