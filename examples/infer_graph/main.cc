// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Whole-graph shape inference on a graph built in C++ the way GE users build one: the ge::op classes of the
// built-in ops (all_ops.h, target oppkit::ops_proto_headers) connected into a ge::Graph, converted to the graph IR
// (oppkit::ConvertGeGraph), inferred with the built-in packages (oppkit::InferShapes) and printed.
//
// Build: part of the oppkit build (examples/infer_graph); run: build/bin/infer_graph (finds the OPP tree through
// ASCEND_OPP_PATH, else the tree beside liboppkit_core). CTest runs it as example.infer_graph and compares its
// output with expected_output.txt.
#include <cstdio>
#include <string>
#include <vector>

#include "all_ops.h"
#include "graph/graph.h"
#include "oppkit/graph/ge_graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"

namespace {

std::string Dims(const std::vector<int64_t>& dims) {
  std::string out = "[";
  for (size_t i = 0; i < dims.size(); ++i) out += (i == 0 ? "" : ", ") + std::to_string(dims[i]);
  return out + "]";
}

// x [1, 3, 224, 224] fp16 NCHW -> Conv2D (64 filters 7x7, stride 2, pad 3) -> Relu -> graph output.
ge::Graph BuildConvRelu() {
  ge::TensorDesc image(ge::Shape({1, 3, 224, 224}), ge::FORMAT_NCHW, ge::DT_FLOAT16);
  auto x = ge::op::Data("x").set_attr_index(0);
  x.update_input_desc_x(image);
  x.update_output_desc_y(image);

  // A weight given by its desc alone: shapes do not need its values.
  ge::TensorDesc filter(ge::Shape({64, 3, 7, 7}), ge::FORMAT_NCHW, ge::DT_FLOAT16);
  auto w = ge::op::Const("w").set_attr_value(ge::Tensor(filter));

  auto conv = ge::op::Conv2D("conv1")
                  .set_input_x(x)
                  .set_input_filter(w)
                  .set_attr_strides({1, 1, 2, 2})
                  .set_attr_pads({3, 3, 3, 3})
                  .set_attr_data_format("NCHW");
  auto relu = ge::op::Relu("relu1").set_input_x(conv);

  ge::Graph graph("conv_relu");
  graph.SetInputs({x}).SetOutputs({relu});  // SetOutputs makes the NetOutput node
  return graph;
}

}  // namespace

int main() {
  oppkit::OpRegistry registry;
  const oppkit::LoadReport loaded = oppkit::LoadOpPackages({}, registry);
  for (const oppkit::Status& st : loaded.AllErrors()) std::printf("load: %s\n", st.message().c_str());

  oppkit::Result<oppkit::ComputeGraph> graph = oppkit::ConvertGeGraph(BuildConvRelu());
  if (!graph.ok()) {
    std::printf("%s\n", graph.status().message().c_str());
    return 1;
  }
  oppkit::Result<oppkit::GraphInferReport> report = oppkit::InferShapes(*registry.Snapshot(), *graph);
  if (!report.ok()) {
    std::printf("%s\n", report.status().message().c_str());
    return 1;
  }
  std::printf("graph '%s': %zu nodes\n", graph->name().c_str(), graph->size());
  for (const oppkit::Node& n : graph->nodes()) {
    std::printf("%-12s %-10s", n.name.c_str(), n.type.c_str());
    for (const oppkit::GraphTensorDesc& d : n.outputs) {
      std::printf(" %s: %s %s %s", d.name.c_str(), oppkit::DataTypeToString(d.dtype), Dims(d.origin_shape).c_str(),
                  oppkit::FormatToString(d.origin_format));
    }
    if (n.type == oppkit::kNetOutputNodeType) {
      for (const oppkit::NodeInput& in : n.inputs) {
        std::printf(" <- %s:%u", graph->node(in.sources.at(0).node).name.c_str(), in.sources.at(0).index);
      }
    }
    std::printf("\n");
  }
  for (const oppkit::GraphError& e : report->errors) std::printf("%s\n", e.status.message().c_str());
  std::printf("%zu inferred, %zu failed, %zu unknown shapes\n", report->inferred, report->failed,
              report->unknown_shapes);
  return report->ok() ? 0 : 1;
}
