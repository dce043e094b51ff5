// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "plan_differential.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>
#include <string>
#include <utility>

#include "oppkit/graph/graph_inference.h"

namespace oppkit::test {
namespace {

std::string Dims(const gert::Shape& s) {
  std::string text = "[";
  for (size_t d = 0; d < s.GetDimNum(); ++d) text += (d == 0 ? "" : ", ") + std::to_string(s.GetDim(d));
  return text + "]";
}

std::string Dims(const DimVector& v) {
  std::string text = "[";
  for (size_t d = 0; d < v.size(); ++d) text += (d == 0 ? "" : ", ") + std::to_string(v[d]);
  return text + "]";
}

bool Same(const gert::Shape& s, const DimVector& v) {
  if (s.GetDimNum() != v.size()) return false;
  for (size_t d = 0; d < v.size(); ++d) {
    if (s.GetDim(d) != v[d]) return false;
  }
  return true;
}

}  // namespace

PlanDifferentialResult PlanDifferential(const RegistrySnapshot& snapshot, const ComputeGraph& graph, int draws,
                                        uint32_t seed, int64_t max_dim, int64_t min_dim) {
  PlanDifferentialResult result;
  PlanOptions options;
  options.observe = PlanObserve::kAll;
  std::set<std::string> batched;  // the static inputs given a dynamic batch here: one batch for all of them
  for (const Node& n : graph.nodes()) {
    if (n.type != kDataNodeType || !n.tensor) continue;
    std::vector<int64_t> shape(n.tensor->shape.begin(), n.tensor->shape.end());
    if (!shape.empty() && std::none_of(shape.begin(), shape.end(), [](int64_t d) { return d < 0; })) {
      shape[0] = -1;
      options.infer.input_shapes.emplace_back(n.name, shape);
      batched.insert(n.name);
    }
  }
  Result<InferPlan> plan = InferPlan::Compile(snapshot, graph, options);
  if (!plan.ok()) {
    result.compile_error = plan.status().message();
    return result;
  }
  result.stats = plan->stats();
  std::map<std::pair<std::string, uint32_t>, size_t> tensor_of;
  for (size_t t = 0; t < plan->tensors().size(); ++t) {
    tensor_of[{plan->tensors()[t].node, plan->tensors()[t].output}] = t;
  }
  std::mt19937 rng(seed);
  PlanRun run(*plan);
  const auto note = [&](std::string what) {
    if (result.mismatches.size() < 20) result.mismatches.push_back(std::move(what));
  };
  for (int k = 0; k < draws; ++k) {
    ++result.draws;
    GraphInferOptions given;
    std::map<std::string, int64_t> named;  // dim_param -> this draw's value: one name, one size in every input
    for (size_t i = 0; i < plan->inputs().size(); ++i) {
      const PlanInput& in = plan->inputs()[i];
      std::vector<int64_t> dims = in.declared;
      const NodeId data = graph.FindNode(in.name);
      const std::vector<std::string> params =
          data == kInvalidNodeId ? std::vector<std::string>() : graph.node(data).dim_params;
      for (size_t d = 0; d < dims.size(); ++d) {
        if (dims[d] >= 0) continue;
        std::string param = d < params.size() ? params[d] : "";
        if (param.empty() && d == 0 && batched.count(in.name) != 0) param = " batch";  // no dim_param has a space
        if (const auto drawn = named.find(param); !param.empty() && drawn != named.end()) {
          dims[d] = drawn->second;
          continue;
        }
        int64_t lo = min_dim;
        int64_t hi = max_dim;
        if (d < in.range.size()) {
          lo = std::max<int64_t>(lo, in.range[d].first);
          if (in.range[d].second >= 0) hi = std::min<int64_t>(hi, in.range[d].second);
        }
        dims[d] = std::uniform_int_distribution<int64_t>(lo, std::max(lo, hi))(rng);
        if (!param.empty()) named.emplace(param, dims[d]);
      }
      given.input_shapes.emplace_back(in.name, dims);
      if (Status st = run.SetInputShape(i, dims.data(), dims.size()); !st.ok()) note(st.message());
    }
    const Status planned = run.Run();
    ComputeGraph expected = graph;
    for (const auto& [name, shape] : options.infer.input_shapes) {  // the dynamic dims the plan was compiled with
      expected.node(expected.FindNode(name)).tensor->shape = shape;
    }
    Result<GraphInferReport> report = InferGraph(snapshot, expected, given);
    const std::string draw = "draw " + std::to_string(k) + ": ";
    if (!report.ok() || !report->ok()) {
      if (planned.ok()) note(draw + "InferGraph failed, the plan did not");
      continue;
    }
    ++result.accepted;
    if (!planned.ok()) {
      note(draw + "the plan failed: " + planned.message());
      continue;
    }
    for (const Node& n : expected.nodes()) {
      for (uint32_t o = 0; o < n.outputs.size(); ++o) {
        const auto it = tensor_of.find({n.name, o});
        if (it == tensor_of.end()) {
          note(draw + "node '" + n.name + "' output " + std::to_string(o) + " is not in the plan");
          continue;
        }
        const GraphTensorDesc& d = n.outputs[o];
        const gert::StorageShape& s = run.shape(it->second);
        ++result.compared;
        if (!Same(s.GetOriginShape(), d.origin_shape) || !Same(s.GetStorageShape(), d.storage_shape)) {
          note(draw + "node '" + n.name + "' (" + n.type + ") output " + std::to_string(o) + ": plan " +
               Dims(s.GetOriginShape()) + "/" + Dims(s.GetStorageShape()) + ", InferGraph " + Dims(d.origin_shape) +
               "/" + Dims(d.storage_shape));
        }
      }
    }
  }
  return result;
}

}  // namespace oppkit::test
