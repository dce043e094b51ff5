// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Run-time plans (oppkit/graph/infer_plan.h) from several threads at once: one plan, a run state per thread. Part
// of core_unit_tests, and of plan_thread_tests, the ThreadSanitizer build CI runs (test/CMakeLists.txt), which
// loads the op libraries of another build's OPP tree.
#include <catch2/catch.hpp>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "common/test_support.h"
#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/infer_plan.h"

namespace oppkit::test {

TEST_CASE("InferPlan: one plan, run from several threads at once, each with its own run state",
          "[core][graph][plan][threads]") {
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), DynamicConvGraph());
  REQUIRE(plan.ok());
  size_t out = 0;
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    if (plan->tensors()[t].node == "add") out = t;
  }
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int k = 0; k < 4; ++k) {
    threads.emplace_back([&, k] {
      PlanRun run(*plan);
      for (int i = 0; i < 200; ++i) {
        const int64_t batch = 1 + (k * 200 + i) % 64;
        const int64_t side = 8 + 2 * ((i + k) % 50);
        const std::vector<int64_t> x = {batch, 3, side, side};
        if (!run.SetInputShape(0, x.data(), x.size()).ok() || !run.Run().ok() ||
            !(run.shape(out).GetOriginShape() == gert::Shape({batch, 16, side / 2, side / 2}))) {
          ++wrong;
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  CHECK(wrong.load() == 0);
}

TEST_CASE("InferPlan: graph-engine runs (a Shape -> Gather -> Concat -> Reshape chain) from several threads at once",
          "[core][graph][plan][threads]") {
  Result<ComputeGraph> g = LoadGraphJsonFile(TestDataDir() + "/graphs/shape_chain.json");
  REQUIRE(g.ok());
  PlanOptions options;
  options.infer.input_shapes.push_back({"x", {-1, 3, -1, 5}});
  options.observe = PlanObserve::kAll;
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), *g, options);
  REQUIRE(plan.ok());
  REQUIRE(plan->stats().graph_engine > 0);
  size_t reshaped = 0;
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    if (plan->tensors()[t].node == "reshaped") reshaped = t;
  }
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int k = 0; k < 4; ++k) {
    threads.emplace_back([&, k] {
      PlanRun run(*plan);
      for (int i = 0; i < 100; ++i) {
        const int64_t batch = 2 * (1 + (k + i) % 5);  // even: flat, Reshape(x, [6, -1]), needs 6 | 15 * batch * h
        const int64_t h = 2 + (k * 3 + i) % 5;
        const std::vector<int64_t> x = {batch, 3, h, 5};
        if (!run.SetInputShape(0, x.data(), x.size()).ok() || !run.Run().ok() ||
            !(run.shape(reshaped).GetOriginShape() == gert::Shape({batch, 3, h * 5}))) {
          ++wrong;
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  CHECK(wrong.load() == 0);
}

}  // namespace oppkit::test
