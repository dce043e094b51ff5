// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The run-time path calls InferShape once per execution, so the hot ops must not touch the heap (README,
// "Performance"). This file replaces the global operator new of oplibs_unit_tests with one that counts calls while a
// test asks it to.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <new>

#include "op_test_util.h"

namespace {

thread_local bool counting = false;
thread_local size_t allocations = 0;

}  // namespace

// Every replaceable non-aligned form is replaced, so that allocation and deallocation always pair malloc with
// free (sanitizers check that); the aligned forms keep the library's own pair.
static void* CountedAlloc(size_t size) noexcept {
  if (counting) ++allocations;
  return std::malloc(size == 0 ? 1 : size);
}
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

namespace oppkit::ops {
namespace {

// Heap allocations made by one call of the op's registered InferShape on the (pre-built) context of \p op; fails
// the test if the call fails.
size_t AllocationsOf(const test::OpCase& op) {
  const test::OpCase::InferShapeFn fn = test::OpImplOf(op.op_type()).infer_shape;
  REQUIRE(fn != nullptr);
  auto holder = op.BuildInferShapeContext();
  counting = true;
  allocations = 0;
  const ge::graphStatus status = fn(holder.GetContext());
  counting = false;
  CHECK(status == ge::GRAPH_SUCCESS);
  return allocations;
}

}  // namespace

TEST_CASE("Ops: the allocation counter sees allocations", "[oplibs][alloc]") {
  counting = true;
  allocations = 0;
  void* volatile p = ::operator new(8);  // a direct call: unlike a new-expression, it cannot be elided
  ::operator delete(p);
  counting = false;
  CHECK(allocations == 1);
}

TEST_CASE("Ops: InferShape of the run-time hot ops does not allocate", "[oplibs][alloc]") {
  test::OpCase conv("Conv2D");
  conv.Input({1, 3, 224, 224}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .Input({64, 3, 7, 7}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
      .Input({64}, ge::DT_FLOAT16)
      .InstanceNum({1, 1, 1, 0}, {1})
      .Attr(AttrValue::ListInt({1, 1, 2, 2}))
      .Attr(AttrValue::ListInt({3, 3, 3, 3}))
      .Attr(AttrValue::ListInt({1, 1, 1, 1}))
      .Attr(AttrValue::Int(1))
      .Attr(AttrValue::String("NCHW"))
      .Attr(AttrValue::Int(0));
  CHECK(AllocationsOf(conv) == 0);

  test::OpCase matmul("MatMulV2");
  matmul.Input({4, 8}).Input({16, 8}).Input({16}).InstanceNum({1, 1, 1, 0}, {1});
  matmul.Attr(AttrValue::Bool(false)).Attr(AttrValue::Bool(true)).Attr(AttrValue::Int(0));
  CHECK(AllocationsOf(matmul) == 0);

  test::OpCase batch("BatchMatMulV2");
  batch.Input({3, 1, 4, 8}).Input({5, 8, 16}).InstanceNum({1, 1, 0, 0}, {1});
  CHECK(AllocationsOf(batch) == 0);

  CHECK(AllocationsOf(test::OpCase("Reshape").Input({2, 3, 4}).ValueInput({0, -1})) == 0);
  CHECK(AllocationsOf(test::OpCase("Reshape").Input({2, 3, 4}).Input({2}, ge::DT_INT64)) == 0);
  CHECK(AllocationsOf(test::OpCase("Add").Input({4, 1, 8}).Input({3, 1})) == 0);
  CHECK(AllocationsOf(test::OpCase("Transpose").Input({2, 3, 4}).ValueInput({2, 0, 1})) == 0);
  test::OpCase concat("ConcatV2");
  concat.Input({2, 3}).Input({2, 5}).ValueInput({}, {1}, ge::DT_INT32).InstanceNum({2, 1}, {1});
  CHECK(AllocationsOf(concat) == 0);
}

}  // namespace oppkit::ops
