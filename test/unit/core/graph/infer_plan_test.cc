// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Run-time plans (oppkit/graph/infer_plan.h) on hand-built and JSON graphs with the real built-in ops: runs agree
// with InferGraph (plan_differential.h), strategies, input checks, failing nodes, data-dependent outputs, pruning
// and concurrent runs.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "common/test_support.h"
#include "graph_test_util.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/infer_plan.h"
#include "plan_differential.h"
#include "unit/core/loading/alloc_counter.h"

namespace oppkit::test {
namespace {

using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;

OutputRef Out(NodeId node, uint32_t index = 0) { return OutputRef{node, index}; }

std::string Origin(const PlanRun& run, const InferPlan& plan, const std::string& name) {
  const int64_t t = plan.FindTensor(name);
  if (t < 0) return "<no tensor>";
  const gert::Shape& s = run.shape(static_cast<size_t>(t)).GetOriginShape();
  std::vector<int64_t> dims(&s[0], &s[0] + s.GetDimNum());
  return ShapeString(dims);
}

Status RunWith(PlanRun& run, std::vector<int64_t> x) {
  OPPKIT_RETURN_IF_ERROR(run.SetInputShape(0, x.data(), x.size()));
  return run.Run();
}

// x [-1, 4] -> NonZero -> Relu(cast) ... : NonZero's row count is known only after compute.
ComputeGraph NonZeroGraph() {
  ComputeGraph g("non_zero");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 4}));
  const NodeId nz = g.AddNode("nz", "NonZero", {Out(x)}, {{"dtype", AttrValue::DataType(ge::DT_INT64)}});
  const NodeId cast = g.AddNode("cast", "Cast", {Out(nz)}, {{"dst_type", AttrValue::Int(ge::DT_FLOAT)}});
  const NodeId relu = g.AddNode("relu", "Relu", {Out(cast)});
  g.AddNetOutput("out", {Out(relu)});
  return g;
}

}  // namespace

TEST_CASE("InferPlan: a dynamic Conv2D chain runs through InferShape only and agrees with InferGraph",
          "[core][graph][plan]") {
  const ComputeGraph g = DynamicConvGraph();
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), g);
  REQUIRE(plan.ok());
  CHECK(plan->stats().inputs == 1);
  CHECK(plan->stats().infer_shape >= 3);  // conv, relu, add (and the TransData the storage formats inserted)
  CHECK(plan->stats().graph_engine == 0);
  REQUIRE(plan->inputs().size() == 1);
  CHECK(plan->inputs()[0].name == "x");
  PlanRun run(*plan);
  REQUIRE(RunWith(run, {8, 3, 224, 224}).ok());
  CHECK(run.state() == PlanRunState::kDone);
  const PlanTensor* out = nullptr;
  size_t out_index = 0;
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    if (plan->tensors()[t].node == "add") {
      out = &plan->tensors()[t];
      out_index = t;
    }
  }
  REQUIRE(out != nullptr);
  const gert::StorageShape& shape = run.shape(out_index);
  CHECK(shape.GetOriginShape() == gert::Shape({8, 16, 112, 112}));
  REQUIRE(RunWith(run, {1, 3, 31, 17}).ok());
  CHECK(run.shape(out_index).GetOriginShape() == gert::Shape({1, 16, 16, 9}));

  const PlanDifferentialResult diff = PlanDifferential(BuiltInOps(), g, 50, 7, 64);
  CHECK(diff.compile_error.empty());
  CHECK(diff.accepted == 50);
  CHECK(diff.compared > 0);
  for (const std::string& m : diff.mismatches) FAIL_CHECK(m);
}

TEST_CASE("InferPlan: every JSON graph of test/data/graphs agrees with InferGraph over 50 random input sizes",
          "[core][graph][plan]") {
  for (const char* name : {"conv_relu_pool", "conv_relu_storage", "if_branches", "if_conv", "matmul_storage",
                           "shape_chain", "tf_shape_slicing"}) {
    INFO(name);
    Result<ComputeGraph> g = LoadGraphJsonFile(TestDataDir() + "/graphs/" + name + ".json");
    REQUIRE(g.ok());
    const PlanDifferentialResult diff = PlanDifferential(BuiltInOps(), *g, 50, 11);
    CHECK(diff.compile_error == "");
    CHECK(diff.draws == 50);
    // matmul_storage's b [64, 48] gets a dynamic K, which mostly differs from a's: both refuse those draws.
    if (std::string(name) != "matmul_storage") {
      CHECK(diff.accepted == 50);
      CHECK(diff.compared > 0);
    }
    for (const std::string& m : diff.mismatches) FAIL_CHECK(m);
  }
}

TEST_CASE("InferPlan: a Shape -> Gather -> Concat -> Reshape chain runs through the graph engine",
          "[core][graph][plan]") {
  Result<ComputeGraph> g = LoadGraphJsonFile(TestDataDir() + "/graphs/shape_chain.json");
  REQUIRE(g.ok());
  PlanOptions options;
  options.infer.input_shapes.push_back({"x", {-1, 3, -1, 5}});
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), *g, options);
  REQUIRE(plan.ok());
  CHECK(plan->stats().graph_engine >= 3);  // shape, head, new_shape, reshaped
  PlanRun run(*plan);
  REQUIRE(RunWith(run, {7, 3, 2, 5}).ok());
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    const PlanTensor& tensor = plan->tensors()[t];
    if (tensor.node == "reshaped") CHECK(run.shape(t).GetOriginShape() == gert::Shape({7, 3, 10}));
    if (tensor.node == "flat") CHECK(run.shape(t).GetOriginShape() == gert::Shape({6, 35}));
  }
}

TEST_CASE("InferPlan: input shapes are checked against the declared shape and range", "[core][graph][plan]") {
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), DynamicConvGraph());
  REQUIRE(plan.ok());
  PlanRun run(*plan);
  const std::vector<int64_t> rank3 = {8, 3, 224};
  Status st = run.SetInputShape(0, rank3.data(), rank3.size());
  CHECK(st.code() == ErrorCode::kPlanBadInput);
  CHECK_THAT(st.message(), StartsWith("[plan.bad_input] input 'x': shape [8, 3, 224] has rank 3"));
  st = run.SetInputShape("x", {8, 4, 224, 224});
  CHECK(st.code() == ErrorCode::kPlanBadInput);
  CHECK_THAT(st.message(), Contains("dim 1 of [8, 4, 224, 224] is 4, the graph fixes it to 3"));
  st = run.SetInputShape("x", {65, 3, 224, 224});
  CHECK(st.code() == ErrorCode::kPlanInputOutOfRange);
  CHECK_THAT(st.message(), Contains("dim 0 of [65, 3, 224, 224] is 65, outside its range [1, 64]"));
  st = run.SetInputShape("x", {8, 3, -1, 224});
  CHECK(st.code() == ErrorCode::kPlanBadInput);
  CHECK(run.SetInputShape("nope", {1}).code() == ErrorCode::kPlanBadInput);
  // Nothing set: the declared shape has unknown dims.
  st = run.Run();
  CHECK(st.code() == ErrorCode::kPlanBadInput);
  CHECK_THAT(st.message(), Contains("input 'x': its declared shape [-1, 3, -1, -1] has unknown dims"));
}

TEST_CASE("InferPlan: an op failing on the new shapes names the node and op", "[core][graph][plan]") {
  ComputeGraph g("bad_add");
  const NodeId a = g.AddData("a", 0, TensorDesc(ge::DT_FLOAT, {-1, 3}));
  const NodeId b = g.AddData("b", 1, TensorDesc(ge::DT_FLOAT, {-1, 3}));
  const NodeId add = g.AddNode("sum", "Add", {Out(a), Out(b)});
  g.AddNetOutput("out", {Out(add)});
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), g);
  REQUIRE(plan.ok());
  PlanRun run(*plan);
  REQUIRE(run.SetInputShape("a", {2, 3}).ok());
  REQUIRE(run.SetInputShape("b", {5, 3}).ok());
  const Status st = run.Run();
  CHECK(st.code() == ErrorCode::kPlanNodeFailed);
  CHECK_THAT(st.message(), StartsWith("[plan.node_failed] node 'sum' (Add): "));
  CHECK(run.state() == PlanRunState::kReady);
  // The same run state recovers on good shapes.
  REQUIRE(run.SetInputShape("b", {1, 3}).ok());
  REQUIRE(run.Run().ok());
  CHECK(Origin(run, *plan, "y") == "[2, 3]");
}

TEST_CASE("InferPlan: a data-dependent output stops the run until its computed shape is set", "[core][graph][plan]") {
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), NonZeroGraph());
  REQUIRE(plan.ok());
  PlanRun run(*plan);
  REQUIRE(run.SetInputShape("x", {10, 4}).ok());
  Status st = run.Run();
  CHECK(st.code() == ErrorCode::kPlanDependsOnCompute);
  CHECK_THAT(st.message(), Contains("node 'nz' (NonZero) output 0"));
  REQUIRE(run.state() == PlanRunState::kWaitingForShape);
  const int64_t pending = run.pending_tensor();
  REQUIRE(pending >= 0);
  CHECK(plan->tensors()[static_cast<size_t>(pending)].node == "nz");
  CHECK(plan->tensors()[static_cast<size_t>(pending)].depends_on_compute);
  CHECK(run.Resume().code() == ErrorCode::kPlanBadState);  // its shape is not set yet
  const std::vector<int64_t> bad = {7, 3};
  CHECK(run.SetComputedShape(bad.data(), bad.size()).code() == ErrorCode::kPlanBadInput);  // the rank is 4
  const std::vector<int64_t> real = {7, 2};
  REQUIRE(run.SetComputedShape(real.data(), real.size()).ok());
  REQUIRE(run.Resume().ok());
  CHECK(run.state() == PlanRunState::kDone);
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    if (plan->tensors()[t].node == "relu") CHECK(run.shape(t).GetOriginShape() == gert::Shape({7, 2}));
  }
  CHECK(run.Resume().code() == ErrorCode::kPlanBadState);
}

TEST_CASE("InferPlan: nodes no observed tensor depends on are pruned", "[core][graph][plan]") {
  ComputeGraph g("two_heads");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 8}));
  const NodeId relu = g.AddNode("relu", "Relu", {Out(x)});
  const NodeId tanh = g.AddNode("tanh", "Tanh", {Out(x)});
  g.node(relu).output_names = {"r"};
  g.node(tanh).output_names = {"t"};
  g.AddNetOutput("out", {Out(relu), Out(tanh)});
  PlanOptions options;
  options.observe = PlanObserve::kNamed;
  options.observed = {"t"};
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), g, options);
  REQUIRE(plan.ok());
  CHECK(plan->stats().pruned == 1);
  CHECK(plan->stats().infer_shape == 1);
  PlanRun run(*plan);
  REQUIRE(run.SetInputShape("x", {5, 8}).ok());
  REQUIRE(run.Run().ok());
  CHECK(Origin(run, *plan, "t") == "[5, 8]");
  CHECK(Origin(run, *plan, "r") == "[-1, 8]");  // not run: its compile-time shape
  options.observed = {"nothing"};
  Result<InferPlan> bad = InferPlan::Compile(BuiltInOps(), g, options);
  CHECK(bad.status().code() == ErrorCode::kPlanUnknownTensor);
}

TEST_CASE("InferPlan: a graph that fails at compile time is plan.compile_failed", "[core][graph][plan]") {
  ComputeGraph g("unknown");
  const NodeId x = g.AddData("x", 0, TensorDesc(ge::DT_FLOAT, {-1, 8}));
  const NodeId n = g.AddNode("mystery", "NoSuchOp", {Out(x)});
  g.AddNetOutput("out", {Out(n)});
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), g);
  REQUIRE_FALSE(plan.ok());
  CHECK(plan.status().code() == ErrorCode::kPlanCompileFailed);
  CHECK_THAT(plan.status().message(), Contains("mystery"));
}

TEST_CASE("InferPlan: a run on the InferShape path does not allocate", "[core][graph][plan]") {
  // DynamicConvGraph: InferShape nodes and the TransData InferGraph inserts for the Conv2D's storage formats.
  const ComputeGraph g = DynamicConvGraph();
  Result<InferPlan> plan = InferPlan::Compile(BuiltInOps(), g);
  REQUIRE(plan.ok());
  REQUIRE(plan->stats().infer_shape >= 3);
  REQUIRE(plan->stats().storage_transfers >= 1);
  REQUIRE(plan->stats().graph_engine == 0);
  PlanRun run(*plan);
  bool all_ok = true;
  const size_t allocations = AllocationsDuring([&] {
    for (int64_t i = 0; i < 200; ++i) {
      const int64_t shape[4] = {1 + i % 16, 3, 8 + i % 32, 8 + i % 7};
      all_ok = all_ok && run.SetInputShape(0, shape, 4).ok() && run.Run().ok();
    }
  });
  CHECK(all_ok);
  CHECK(allocations == 0);
  // The last run: x [8, 3, 15, 11] -> stride 2, pad 1: [8, 16, 8, 6].
  CHECK(run.shape(plan->observed().at(0)).GetOriginShape() == gert::Shape({8, 16, 8, 6}));
}

}  // namespace oppkit::test
