// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Run-time plans (oppkit/graph/infer_plan.h) from several threads at once: one plan, a run state per thread. Part
// of core_unit_tests, and of thread_tests, the ThreadSanitizer build CI runs (test/CMakeLists.txt), which
// loads the op libraries of another build's OPP tree.
#include <catch2/catch.hpp>

#include <atomic>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <thread>
#include <vector>

#include "common/test_support.h"
#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/infer_plan.h"

namespace oppkit::test {
namespace {

// The first tensor node \p node outputs.
size_t TensorOfNode(const InferPlan& plan, std::string_view node) {
  for (size_t t = 0; t < plan.tensors().size(); ++t) {
    if (plan.tensors()[t].node == node) return t;
  }
  FAIL("no tensor of node " << node);
  return 0;
}

// Draw \p i of thread \p k: the input shape to run with and the shape the observed tensor must get.
using Draw = std::function<std::pair<std::vector<int64_t>, gert::Shape>(int k, int i)>;

// Runs \p plan \p runs times on each of four threads, each with its own run state, and counts the runs that failed
// or gave tensor \p observed another shape than \p draw says.
int WrongRunsOnFourThreads(const InferPlan& plan, size_t observed, int runs, const Draw& draw) {
  std::atomic<int> wrong{0};
  std::vector<std::thread> threads;
  for (int k = 0; k < 4; ++k) {
    threads.emplace_back([&, k] {
      PlanRun run(plan);
      for (int i = 0; i < runs; ++i) {
        const auto [x, expected] = draw(k, i);
        if (!run.SetInputShape(0, x.data(), x.size()).ok() || !run.Run().ok() ||
            !(run.shape(observed).GetOriginShape() == expected)) {
          ++wrong;
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  return wrong.load();
}

}  // namespace

TEST_CASE("InferPlan: one plan, run from several threads at once, each with its own run state",
          "[core][graph][plan][threads]") {
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), DynamicConvGraph());
  REQUIRE(plan.ok());
  const int wrong = WrongRunsOnFourThreads(*plan, TensorOfNode(*plan, "add"), 200, [](int k, int i) {
    const int64_t batch = 1 + (k * 200 + i) % 64;
    const int64_t side = 8 + 2 * ((i + k) % 50);
    return std::make_pair(std::vector<int64_t>{batch, 3, side, side}, gert::Shape({batch, 16, side / 2, side / 2}));
  });
  CHECK(wrong == 0);
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
  const int wrong = WrongRunsOnFourThreads(*plan, TensorOfNode(*plan, "reshaped"), 100, [](int k, int i) {
    const int64_t batch = 2 * (1 + (k + i) % 5);  // even: flat, Reshape(x, [6, -1]), needs 6 | 15 * batch * h
    const int64_t h = 2 + (k * 3 + i) % 5;
    return std::make_pair(std::vector<int64_t>{batch, 3, h, 5}, gert::Shape({batch, 3, h * 5}));
  });
  CHECK(wrong == 0);
}

}  // namespace oppkit::test
