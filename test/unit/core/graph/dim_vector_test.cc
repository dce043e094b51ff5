// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DimVector (dim_vector.h, Note [Inline dims]): the std::vector<int64_t> behaviour graph code relies on, across the
// move from inline dims to a heap block and back, checked against a std::vector doing the same.
#include <catch2/catch.hpp>
#include <cstdint>
#include <utility>
#include <vector>

#include "oppkit/graph/dim_vector.h"
#include "oppkit/graph/graph.h"

namespace oppkit::test {
namespace {

std::vector<int64_t> Iota(size_t count, int64_t first = 1) {
  std::vector<int64_t> v(count);
  for (size_t i = 0; i < count; ++i) v[i] = first + static_cast<int64_t>(i);
  return v;
}

// The dims of \p d as a std::vector, read through the iterators (not the conversion under test).
std::vector<int64_t> Dims(const DimVector& d) { return std::vector<int64_t>(d.begin(), d.end()); }

bool IsInline(const DimVector& d) {
  const auto* object = reinterpret_cast<const char*>(&d);
  const auto* data = reinterpret_cast<const char*>(d.data());
  return data >= object && data < object + sizeof(DimVector);
}

}  // namespace

TEST_CASE("DimVector: up to 8 dims live in the object, more move to the heap", "[core][graph][dims]") {
  DimVector d;
  CHECK(d.empty());
  CHECK(IsInline(d));
  for (int64_t i = 1; i <= 8; ++i) d.push_back(i);
  CHECK(IsInline(d));
  CHECK(d.capacity() == DimVector::kInlineCapacity);
  d.push_back(9);
  CHECK_FALSE(IsInline(d));
  CHECK(Dims(d) == Iota(9));
  d.resize(3);
  CHECK(Dims(d) == Iota(3));
  CHECK_FALSE(IsInline(d));  // keeps its block, as std::vector keeps its capacity
  DimVector copy = d;
  CHECK(IsInline(copy));  // a copy of 3 dims needs no block
  CHECK(copy == d);
}

TEST_CASE("DimVector: copies and moves keep the dims, inline and on the heap", "[core][graph][dims]") {
  const size_t count = GENERATE(0, 1, 4, 8, 9, 25);
  const std::vector<int64_t> expected = Iota(count, -3);
  DimVector source(expected);
  REQUIRE(Dims(source) == expected);

  DimVector copied(source);
  CHECK(Dims(copied) == expected);
  CHECK(copied.data() != source.data());

  DimVector moved(std::move(copied));
  CHECK(Dims(moved) == expected);
  CHECK(copied.empty());  // NOLINT(bugprone-use-after-move): a moved-from DimVector is empty and usable
  copied.push_back(7);
  CHECK(Dims(copied) == std::vector<int64_t>{7});

  DimVector assigned{1, 2, 3, 4, 5, 6, 7, 8, 9, 10};  // a heap block to start with
  assigned = source;
  CHECK(Dims(assigned) == expected);
  DimVector move_assigned{42};
  move_assigned = std::move(moved);
  CHECK(Dims(move_assigned) == expected);
  move_assigned = move_assigned;  // self-assignment keeps the dims
  CHECK(Dims(move_assigned) == expected);
}

TEST_CASE("DimVector: insert, erase, resize and assign match std::vector", "[core][graph][dims]") {
  const size_t count = GENERATE(2, 7, 8, 12);
  std::vector<int64_t> v = Iota(count);
  DimVector d(v);

  v.insert(v.begin() + 1, 100);
  d.insert(d.begin() + 1, 100);
  CHECK(Dims(d) == v);
  v.insert(v.end(), 3, -1);
  d.insert(d.end(), 3, -1);
  CHECK(Dims(d) == v);
  const std::vector<int64_t> part(v.begin() + 1, v.begin() + 3);
  v.insert(v.begin(), part.begin(), part.end());
  d.insert(d.begin(), d.begin() + 1, d.begin() + 3);  // from itself, which DimVector allows
  CHECK(Dims(d) == v);
  v.erase(v.begin() + 2);
  d.erase(d.begin() + 2);
  CHECK(Dims(d) == v);
  v.erase(v.begin(), v.begin() + 3);
  d.erase(d.begin(), d.begin() + 3);
  CHECK(Dims(d) == v);
  v.resize(v.size() + 5, 9);
  d.resize(d.size() + 5, 9);
  CHECK(Dims(d) == v);
  v.pop_back();
  d.pop_back();
  CHECK(Dims(d) == v);
  CHECK(d.front() == v.front());
  CHECK(d.back() == v.back());
  CHECK(std::vector<int64_t>(d.rbegin(), d.rend()) == std::vector<int64_t>(v.rbegin(), v.rend()));
  v.assign(count, 5);
  d.assign(count, 5);
  CHECK(Dims(d) == v);
  d.clear();
  CHECK(d.empty());
}

TEST_CASE("DimVector: compares and converts with std::vector either way round", "[core][graph][dims]") {
  const DimVector d{2, 3, 4};
  const std::vector<int64_t> same{2, 3, 4};
  const std::vector<int64_t> other{2, 3};
  CHECK(d == same);
  CHECK(same == d);
  CHECK(d != other);
  CHECK(other != d);
  CHECK(d == DimVector(same));
  CHECK(DimVector{2, 3} < d);
  const std::vector<int64_t> converted = d;
  CHECK(converted == same);
  CHECK(d.ToVector() == same);
  CHECK(DimVector(3, 1) == std::vector<int64_t>{1, 1, 1});
}

TEST_CASE("DimVector: a graph tensor desc starts with unknown rank and takes vectors", "[core][graph][dims]") {
  GraphTensorDesc desc;
  CHECK(desc.origin_shape == std::vector<int64_t>{-2});
  CHECK(desc.storage_shape == std::vector<int64_t>{-2});
  desc.origin_shape = std::vector<int64_t>{1, 64, 56, 56};
  CHECK(desc.origin_shape.size() == 4);
  CHECK(desc.IsShapeKnown());
  GraphTensorDesc copy = desc;
  CHECK(copy.origin_shape == desc.origin_shape);
}

}  // namespace oppkit::test
