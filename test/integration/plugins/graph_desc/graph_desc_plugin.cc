// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A test library that builds a ge::Graph from the built-in ops' ge::op classes (all_ops.h) with its own copy of the
// SDK, as a framework parser plugin does for CANN's ParseOpToGraphFn, and hands it over as the plain-C graph
// description (oppkit/graph_abi.h). Besides the plugin entry (whose tables must stay empty: all_ops.h registers
// nothing), it exports one test-only symbol, OppkitTestDescribeGraph (graph_desc_plugin.map); the graph entry of
// the real plugin table is the ONNX parser ABI's.
//
// The graph: x [N,3,16,16] fp16 NCHW -> Conv2D (8 3x3 filters, pad 1) -> Relu -> SplitD (2 on C) -> outputs
// y0 and y1; N is the `batch` argument.
#include <cstdint>
#include <string>
#include <vector>

#include "all_ops.h"
#include "graph/graph.h"
#include "oppkit/graph_description.h"
#include "oppkit/plugin_abi.h"

namespace {

ge::Graph BuildGraph(int64_t batch) {
  auto x = ge::op::Data("x").set_attr_index(0);
  x.update_input_desc_x(ge::TensorDesc(ge::Shape({batch, 3, 16, 16}), ge::FORMAT_NCHW, ge::DT_FLOAT16));
  const std::vector<uint8_t> weights(8 * 3 * 3 * 3 * 2, 0);
  auto w = ge::op::Const("w").set_attr_value(
      ge::Tensor(ge::TensorDesc(ge::Shape({8, 3, 3, 3}), ge::FORMAT_NCHW, ge::DT_FLOAT16), weights));
  auto conv = ge::op::Conv2D("conv").set_input_x(x).set_input_filter(w);
  conv.set_attr_strides({1, 1, 1, 1}).set_attr_pads({1, 1, 1, 1}).set_attr_data_format("NCHW");
  auto relu = ge::op::Relu("relu").set_input_x(conv);
  auto split = ge::op::SplitD("split").set_input_x(relu).set_attr_split_dim(1).set_attr_num_split(2);
  split.create_dynamic_output_y(2);
  ge::Graph graph("plugin_graph");
  graph.SetInputs({x}).SetOutputs({split});
  return graph;
}

oppkit::GraphDescription g_description;  // lives until the library is unloaded
std::string g_error;

}  // namespace

/// Describes the test graph for \p batch; NULL (and *error set) on failure. The description stays valid until the
/// next call or until the library is unloaded.
extern "C" OPPKIT_EXPORT const OppkitGraph* OppkitTestDescribeGraph(int64_t batch, const char** error) {
  try {
    if (oppkit::DescribeGraph(BuildGraph(batch), &g_description) != ge::GRAPH_SUCCESS) {
      g_error = g_description.error();
      if (error != nullptr) *error = g_error.c_str();
      return nullptr;
    }
    return g_description.graph();
  } catch (...) {  // nothing may cross the boundary
    g_error = "OppkitTestDescribeGraph threw";
    if (error != nullptr) *error = g_error.c_str();
    return nullptr;
  }
}
