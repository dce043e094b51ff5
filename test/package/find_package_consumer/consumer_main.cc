// A host program built against the installed oppkit: loads the built-in tree and the demo package (as a custom
// path, highest priority), then answers two queries through the C++ API and infers a graph built from the
// installed all_ops.h classes (oppkit::ops_proto_headers). Prints one line per query; exit 1 on any failure.
#include <cstdio>
#include <string>
#include <vector>

#include "all_ops.h"
#include "graph/graph.h"
#include "oppkit/core/ge_graph.h"
#include "oppkit/core/graph_inference.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"

namespace {

bool PrintQuery(const oppkit::OpRegistry& registry, const char* op, std::vector<int64_t> shape) {
  oppkit::OpQuery query;
  query.op_type = op;
  oppkit::TensorDesc x;
  x.dtype = ge::DT_FLOAT;
  x.shape = shape;
  query.inputs = {x};
  if (std::string(op) == "Add") query.inputs.push_back(x);
  const auto result = oppkit::InferOp(registry, query);
  if (!result.ok()) {
    std::printf("%s: %s\n", op, result.status().message().c_str());
    return false;
  }
  std::printf("%s:", op);
  for (const int64_t dim : result.value().outputs[0].descs[0].shape) std::printf(" %lld", static_cast<long long>(dim));
  std::printf("\n");
  return true;
}

// x [4, 5] -> Relu, built from the ge::op classes of the installed all_ops.h.
bool PrintGraph(const oppkit::OpRegistry& registry) {
  auto x = ge::op::Data("x").set_attr_index(0);
  x.update_input_desc_x(ge::TensorDesc(ge::Shape({4, 5}), ge::FORMAT_ND, ge::DT_FLOAT));
  auto relu = ge::op::Relu("relu").set_input_x(x);
  ge::Graph graph("g");
  graph.SetInputs({x}).SetOutputs({relu});
  oppkit::Result<oppkit::ComputeGraph> g = oppkit::ConvertGeGraph(graph);
  if (!g.ok()) {
    std::printf("graph: %s\n", g.status().message().c_str());
    return false;
  }
  oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferShapes(*registry.Snapshot(), *g);
  if (!report.ok() || !report->ok()) return false;
  std::printf("graph relu:");
  for (const int64_t dim : g->node(g->FindNode("relu")).outputs.at(0).origin_shape) {
    std::printf(" %lld", static_cast<long long>(dim));
  }
  std::printf("\n");
  return true;
}

}  // namespace

int main() {
  oppkit::OpRegistry registry;
  oppkit::LoadOptions options;
  options.opp_root = BUILT_IN_OPP_ROOT;
  options.custom_opp_paths = {DEMO_PACKAGE_DIR};
  options.use_environment = false;
  const oppkit::LoadReport report = oppkit::LoadOpPackages(options, registry);
  for (const oppkit::Status& error : report.AllErrors()) std::printf("load error: %s\n", error.message().c_str());
  std::printf("packages loaded: %zu\n", report.loaded_count());
  const bool ok =
      PrintQuery(registry, "DemoDouble", {2, 3}) && PrintQuery(registry, "Add", {4, 5}) && PrintGraph(registry);
  return ok && report.ok() ? 0 : 1;
}
