// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "bench_support.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <new>
#include <utility>

#include "oppkit/core/op_package_loader.h"

// Note [Counting heap allocations]
// The run-time path must not allocate (issue 2, §7). The benchmark binary replaces the replaceable global
// allocation functions with malloc-based ones that count calls. The executable's definitions interpose for every
// module of the process (liboppkit_core, libstdc++, the plugins loaded with dlopen), so a `new` anywhere on a
// measured path is seen. A relaxed atomic increment costs a few cycles, which only the allocating paths pay.
namespace {
std::atomic<uint64_t> g_allocations{0};

void* CountedAlloc(std::size_t size) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  void* p = std::malloc(size == 0 ? 1 : size);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}

void* CountedAlignedAlloc(std::size_t size, std::align_val_t align) {
  g_allocations.fetch_add(1, std::memory_order_relaxed);
  const std::size_t alignment = std::max(static_cast<std::size_t>(align), sizeof(void*));
  const std::size_t rounded = (std::max<std::size_t>(size, 1) + alignment - 1) / alignment * alignment;
  void* p = std::aligned_alloc(alignment, rounded);
  if (p == nullptr) throw std::bad_alloc();
  return p;
}
}  // namespace

void* operator new(std::size_t size) { return CountedAlloc(size); }
void* operator new[](std::size_t size) { return CountedAlloc(size); }
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return CountedAlloc(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return CountedAlloc(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t size, std::align_val_t align) { return CountedAlignedAlloc(size, align); }
void* operator new[](std::size_t size, std::align_val_t align) { return CountedAlignedAlloc(size, align); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace oppkit::bench {
namespace {
std::string& MutableOppRoot() {
  static std::string root = OPPKIT_BENCH_OPP_ROOT;
  return root;
}

void AppendSharedObjects(const std::filesystem::path& dir, std::vector<std::string>* out) {
  std::error_code ec;
  std::vector<std::string> found;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".so") found.push_back(entry.path().string());
  }
  std::sort(found.begin(), found.end());
  out->insert(out->end(), found.begin(), found.end());
}
}  // namespace

uint64_t AllocationCount() { return g_allocations.load(std::memory_order_relaxed); }

const std::string& OppRoot() { return MutableOppRoot(); }
void SetOppRoot(std::string root) { MutableOppRoot() = std::move(root); }

std::string GeneratedPackageDir() { return OPPKIT_BENCH_GENERATED_PACKAGE; }

std::vector<std::string> PackageLibraries(const std::string& dir) {
  const std::string arch = HostArch();
  std::vector<std::string> libraries;
  AppendSharedObjects(std::filesystem::path(dir) / "op_proto/lib/linux" / arch, &libraries);
  AppendSharedObjects(std::filesystem::path(dir) / "op_impl/ai_core/tbe/op_tiling/lib/linux" / arch, &libraries);
  return libraries;
}

const OpRegistry* SharedRegistry(std::string* error) {
  struct Loaded {
    OpRegistry registry;
    std::string error;
  };
  static Loaded* loaded = [] {
    auto* l = new Loaded();  // never destroyed: plugin functions may be referenced until exit
    LoadOptions options;
    options.opp_root = OppRoot();
    options.use_environment = false;
    const LoadReport report = LoadOpPackages(options, l->registry);
    for (const Status& st : report.AllErrors()) l->error += st.message() + "\n";
    if (report.loaded_count() == 0 && l->error.empty()) l->error = "no package loaded from " + OppRoot();
    return l;
  }();
  if (!loaded->error.empty()) {
    if (error != nullptr) *error = loaded->error;
    return nullptr;
  }
  return &loaded->registry;
}

}  // namespace oppkit::bench
