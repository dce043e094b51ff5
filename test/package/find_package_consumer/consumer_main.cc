// A graph host program built against the installed oppkit (oppkit::graph): loads the built-in tree and the demo
// package, then infers a graph built from the installed all_ops.h classes (oppkit::ops_proto_headers). Prints one
// line; exit 1 on any failure.
#include <cstdio>
#include <string>
#include <vector>

#include "all_ops.h"
#include "consumer_support.h"
#include "graph/graph.h"
#include "oppkit/graph/ge_graph.h"
#include "oppkit/graph/graph_inference.h"

namespace {

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
  const bool loaded = LoadConsumerPackages(registry);
  return PrintGraph(registry) && loaded ? 0 : 1;
}
