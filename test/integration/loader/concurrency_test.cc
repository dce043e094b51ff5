// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Snapshots] in core/src/registry/op_registry.cc: readers on other threads see a package completely or not
// at all while it is being loaded.
#include <atomic>
#include <catch2/catch.hpp>
#include <string>
#include <thread>
#include <vector>

#include "integration/loader/opp_tree.h"
#include "oppkit/core/op_package_loader.h"

namespace oppkit {
namespace {

TEST_CASE("Loader: threads querying while packages load see each package all or nothing",
          "[integration][loader][concurrency][threads]") {
  constexpr int kPackages = 8;
  constexpr int kReaders = 4;
  constexpr size_t kOpsPerPackage = 200;  // many_ops.cc
  test::OppTree tree;
  tree.Add("built-in", "tagged_full");
  for (int p = 0; p < kPackages; ++p) tree.Add("pkg" + std::to_string(p), "many_ops");

  OpRegistry registry;
  REQUIRE(LoadOpPackages(tree.Options(), registry).ok());

  std::atomic<bool> done{false};
  std::atomic<int> torn{0};
  std::atomic<long> queries{0};
  std::vector<int> max_seen(kReaders, 0);
  std::vector<std::thread> readers;
  for (int r = 0; r < kReaders; ++r) {
    readers.emplace_back([&, r] {
      uint64_t last_generation = 0;
      while (!done.load()) {
        auto snapshot = registry.Snapshot();
        if (snapshot->generation() < last_generation) ++torn;  // never goes back
        last_generation = snapshot->generation();
        // Count, per package, the ManyOp entries it contributes to: must be 0 or all.
        std::vector<size_t> per_package(kPackages, 0);
        for (const OpEntry& entry : snapshot->ops()) {
          for (const std::string& name : entry.packages) {
            if (name.rfind("pkg", 0) == 0) ++per_package[std::stoi(name.substr(3))];
          }
        }
        int complete = 0;
        for (int p = 0; p < kPackages; ++p) {
          if (per_package[p] != 0 && per_package[p] != kOpsPerPackage) ++torn;
          const bool registered = snapshot->FindPackage("pkg" + std::to_string(p)) != nullptr;
          if (registered != (per_package[p] == kOpsPerPackage)) ++torn;
          complete += registered ? 1 : 0;
        }
        const OpEntry* first = snapshot->Find("ManyOp000");
        const OpEntry* last = snapshot->Find("ManyOp199");
        if ((first == nullptr) != (last == nullptr)) ++torn;
        if (snapshot->Find("TaggedOp") == nullptr) ++torn;  // loaded before the readers started
        max_seen[r] = std::max(max_seen[r], complete);
        ++queries;
      }
    });
  }
  for (int p = 0; p < kPackages; ++p) {
    const std::string name = "pkg" + std::to_string(p);
    PackageReport report = LoadPackage(tree.root() + "/" + name, name, 10 + p, registry);
    REQUIRE(report.ok());
  }
  done = true;
  for (std::thread& t : readers) t.join();

  CHECK(torn.load() == 0);
  CHECK(queries.load() > 0);
  auto final_snapshot = registry.Snapshot();
  CHECK(final_snapshot->packages().size() == kPackages + 1);
  const OpEntry* op = final_snapshot->Find("ManyOp123");
  REQUIRE(op != nullptr);
  CHECK(op->packages.front() == "pkg7");               // the highest priority
  CHECK(op->overrides.size() == 2 * (kPackages - 1));  // prototype + InferShape of each lower package
}

}  // namespace
}  // namespace oppkit
