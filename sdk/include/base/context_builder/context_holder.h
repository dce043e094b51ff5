/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * gert::ContextHolder<T>: owns a built kernel context and everything it points to.
 */
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace oppkit::detail {

/// The memory of a built context: one block (run context, slots, ComputeNodeInfo, attrs, shapes, tensors, tiling
/// buffers) and a pointer to the context inside it; or, if the build failed, the reason.
/// Moving leaves the source empty (no block, no context).
struct ContextStorage {
  ContextStorage() = default;
  ContextStorage(ContextStorage&& other) noexcept
      : arena(std::move(other.arena)),
        context(std::exchange(other.context, nullptr)),
        error(std::move(other.error)),
        objects(std::move(other.objects)) {}
  ContextStorage& operator=(ContextStorage&& other) noexcept {
    arena = std::move(other.arena);
    context = std::exchange(other.context, nullptr);
    error = std::move(other.error);
    objects = std::move(other.objects);
    return *this;
  }

  std::unique_ptr<uint8_t[]> arena;
  void* context = nullptr;
  std::string error;
  /// C++ objects the context's slots point to, when they are not in the block (a symbolic context's tensors).
  std::shared_ptr<void> objects;
};

}  // namespace oppkit::detail

namespace gert {

/// Move-only owner of a context built by a context builder (or oppkit's context factory). GetContext() is nullptr
/// if the build failed; GetError() then says why. Destroying the holder frees the context and everything in it.
///
/// Example: `auto holder = builder.Build(); gert::InferShapeContext* ctx = holder.GetContext();`
template <typename T>
class ContextHolder {
 public:
  ContextHolder() = default;
  /// Takes over a built context (used by oppkit's context factory).
  explicit ContextHolder(oppkit::detail::ContextStorage storage) : storage_(std::move(storage)) {}
  ContextHolder(ContextHolder&&) noexcept = default;
  ContextHolder& operator=(ContextHolder&&) noexcept = default;
  ContextHolder(const ContextHolder&) = delete;
  ContextHolder& operator=(const ContextHolder&) = delete;

  /// The context, or nullptr if the build failed.
  T* GetContext() const { return static_cast<T*>(storage_.context); }
  /// Why the build failed ("" after a successful build).
  const std::string& GetError() const { return storage_.error; }
  /// Keeps \p objects (what the context's slots point to, outside its block) alive as long as the context.
  void KeepAlive(std::shared_ptr<void> objects) { storage_.objects = std::move(objects); }

 private:
  oppkit::detail::ContextStorage storage_;
};

}  // namespace gert
