// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// DimVector: the dims of a graph tensor's shape (GraphTensorDesc::origin_shape / storage_shape), a vector of int64_t
// that keeps up to 8 dims inline.
//
// Note [Inline dims]
// A graph holds two shapes per output and two per connected input, and every pass rewrites them; as
// std::vector<int64_t> each one was a heap block (the `{-2}` a desc starts with, then again when the real shape
// arrives), which made allocation the largest single cost of whole-graph inference (about 2,000 of the 3,000
// allocations of a ResNet-50 InferShapes). Shapes above rank 8 are rare (the query engine allows 25), so DimVector
// stores 8 dims in the object and moves to the heap only beyond that. It reads and writes like std::vector<int64_t>
// (iterators, operator[], push_back, insert, resize, comparisons with a std::vector either way round) and converts
// to and from one implicitly, so code written against the std::vector fields keeps compiling.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <type_traits>
#include <vector>

namespace oppkit {

/// A vector of dims with 8 of them stored inline (Note [Inline dims]); the std::vector<int64_t> interface a shape
/// needs.
class DimVector {
 public:
  using value_type = int64_t;
  using size_type = size_t;
  using difference_type = std::ptrdiff_t;
  using reference = int64_t&;
  using const_reference = const int64_t&;
  using pointer = int64_t*;
  using const_pointer = const int64_t*;
  using iterator = int64_t*;
  using const_iterator = const int64_t*;

  /// Dims held without a heap block.
  static constexpr size_t kInlineCapacity = 8;

  DimVector() noexcept {}
  DimVector(std::initializer_list<int64_t> dims) { assign(dims.begin(), dims.end()); }
  /// Implicit, as the std::vector fields this type replaced were assigned from vectors.
  DimVector(const std::vector<int64_t>& dims) { assign(dims.begin(), dims.end()); }  // NOLINT(runtime/explicit)
  /// \p count dims of \p value.
  explicit DimVector(size_t count, int64_t value = 0) { assign(count, value); }
  template <typename It, typename = std::enable_if_t<!std::is_integral_v<It>>>
  DimVector(It first, It last) {
    assign(first, last);
  }
  DimVector(const DimVector& other) { assign(other.begin(), other.end()); }
  DimVector(DimVector&& other) noexcept { StealFrom(other); }
  ~DimVector() { Release(); }

  DimVector& operator=(const DimVector& other) {
    if (this != &other) assign(other.begin(), other.end());
    return *this;
  }
  DimVector& operator=(DimVector&& other) noexcept {
    if (this != &other) {
      if (other.IsInline()) {
        assign(other.begin(), other.end());  // keeps this one's heap block, if any, for later growth
        other.size_ = 0;
      } else {
        Release();
        StealFrom(other);
      }
    }
    return *this;
  }
  DimVector& operator=(const std::vector<int64_t>& dims) {
    assign(dims.begin(), dims.end());
    return *this;
  }
  DimVector& operator=(std::initializer_list<int64_t> dims) {
    assign(dims.begin(), dims.end());
    return *this;
  }

  /// A std::vector copy (for APIs that take one).
  std::vector<int64_t> ToVector() const { return std::vector<int64_t>(begin(), end()); }
  operator std::vector<int64_t>() const { return ToVector(); }  // NOLINT(runtime/explicit)

  template <typename It, typename = std::enable_if_t<!std::is_integral_v<It>>>
  void assign(It first, It last) {
    if constexpr (std::is_base_of_v<std::forward_iterator_tag, typename std::iterator_traits<It>::iterator_category>) {
      const size_t count = static_cast<size_t>(std::distance(first, last));
      Reserve(count, false);
      std::copy(first, last, data_);
      size_ = static_cast<uint32_t>(count);
    } else {
      clear();
      for (; first != last; ++first) push_back(*first);
    }
  }
  void assign(size_t count, int64_t value) {
    Reserve(count, false);
    std::fill(data_, data_ + count, value);
    size_ = static_cast<uint32_t>(count);
  }
  void assign(std::initializer_list<int64_t> dims) { assign(dims.begin(), dims.end()); }

  size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  size_t capacity() const noexcept { return capacity_; }
  int64_t* data() noexcept { return data_; }
  const int64_t* data() const noexcept { return data_; }
  iterator begin() noexcept { return data_; }
  iterator end() noexcept { return data_ + size_; }
  const_iterator begin() const noexcept { return data_; }
  const_iterator end() const noexcept { return data_ + size_; }
  const_iterator cbegin() const noexcept { return data_; }
  const_iterator cend() const noexcept { return data_ + size_; }
  std::reverse_iterator<iterator> rbegin() noexcept { return std::reverse_iterator<iterator>(end()); }
  std::reverse_iterator<iterator> rend() noexcept { return std::reverse_iterator<iterator>(begin()); }
  std::reverse_iterator<const_iterator> rbegin() const noexcept { return std::reverse_iterator<const_iterator>(end()); }
  std::reverse_iterator<const_iterator> rend() const noexcept { return std::reverse_iterator<const_iterator>(begin()); }
  int64_t& operator[](size_t i) noexcept { return data_[i]; }
  const int64_t& operator[](size_t i) const noexcept { return data_[i]; }
  int64_t& front() noexcept { return data_[0]; }
  const int64_t& front() const noexcept { return data_[0]; }
  int64_t& back() noexcept { return data_[size_ - 1]; }
  const int64_t& back() const noexcept { return data_[size_ - 1]; }

  void clear() noexcept { size_ = 0; }
  void reserve(size_t count) { Reserve(count, true); }
  void resize(size_t count, int64_t value = 0) {
    Reserve(count, true);
    if (count > size_) std::fill(data_ + size_, data_ + count, value);
    size_ = static_cast<uint32_t>(count);
  }
  void push_back(int64_t dim) {
    if (size_ == capacity_) Reserve(size_t{capacity_} * 2, true);
    data_[size_++] = dim;
  }
  void emplace_back(int64_t dim) { push_back(dim); }
  void pop_back() noexcept { --size_; }
  iterator insert(const_iterator pos, int64_t dim) { return insert(pos, &dim, &dim + 1); }
  iterator insert(const_iterator pos, size_t count, int64_t dim) {
    const size_t at = static_cast<size_t>(pos - data_);
    OpenGap(at, count);
    std::fill(data_ + at, data_ + at + count, dim);
    return data_ + at;
  }
  template <typename It, typename = std::enable_if_t<!std::is_integral_v<It>>>
  iterator insert(const_iterator pos, It first, It last) {
    const size_t at = static_cast<size_t>(pos - data_);
    const std::vector<int64_t> items(first, last);  // \p first may point into this vector
    OpenGap(at, items.size());
    std::copy(items.begin(), items.end(), data_ + at);
    return data_ + at;
  }
  iterator erase(const_iterator pos) { return erase(pos, pos + 1); }
  iterator erase(const_iterator first, const_iterator last) {
    int64_t* to = data_ + (first - data_);
    int64_t* from = data_ + (last - data_);
    std::copy(from, end(), to);
    size_ -= static_cast<uint32_t>(from - to);
    return to;
  }

  friend bool operator==(const DimVector& a, const DimVector& b) noexcept { return Equal(a.begin(), a.size(), b); }
  friend bool operator==(const DimVector& a, const std::vector<int64_t>& b) noexcept {
    return Equal(b.data(), b.size(), a);
  }
  friend bool operator==(const std::vector<int64_t>& a, const DimVector& b) noexcept {
    return Equal(a.data(), a.size(), b);
  }
  friend bool operator!=(const DimVector& a, const DimVector& b) noexcept { return !(a == b); }
  friend bool operator!=(const DimVector& a, const std::vector<int64_t>& b) noexcept { return !(a == b); }
  friend bool operator!=(const std::vector<int64_t>& a, const DimVector& b) noexcept { return !(a == b); }
  friend bool operator<(const DimVector& a, const DimVector& b) noexcept {
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  bool IsInline() const noexcept { return data_ == inline_; }
  static bool Equal(const int64_t* dims, size_t count, const DimVector& v) noexcept {
    return count == v.size() && std::equal(dims, dims + count, v.begin());
  }
  void Release() noexcept {
    if (!IsInline()) delete[] data_;
    data_ = inline_;
    capacity_ = kInlineCapacity;
  }
  void StealFrom(DimVector& other) noexcept {
    size_ = other.size_;
    if (other.IsInline()) {
      std::copy(other.inline_, other.inline_ + other.size_, inline_);
    } else {
      data_ = other.data_;
      capacity_ = other.capacity_;
      other.data_ = other.inline_;
      other.capacity_ = kInlineCapacity;
    }
    other.size_ = 0;
  }
  // Room for \p count dims; the dims held so far survive when \p keep.
  void Reserve(size_t count, bool keep) {
    if (count <= capacity_) return;
    const size_t grown = std::max<size_t>(count, size_t{capacity_} * 2);
    int64_t* block = new int64_t[grown];
    if (keep) std::copy(data_, data_ + size_, block);
    if (!IsInline()) delete[] data_;
    data_ = block;
    capacity_ = static_cast<uint32_t>(grown);
  }
  // Makes room for \p count dims at \p at, moving the ones after it up.
  void OpenGap(size_t at, size_t count) {
    Reserve(size_ + count, true);
    std::copy_backward(data_ + at, data_ + size_, data_ + size_ + count);
    size_ += static_cast<uint32_t>(count);
  }

  int64_t* data_ = inline_;
  uint32_t size_ = 0;
  uint32_t capacity_ = kInlineCapacity;
  int64_t inline_[kInlineCapacity];
};

}  // namespace oppkit
