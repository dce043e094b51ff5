// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The plain-C graph description across a real library boundary: libgraph_desc.so (test/integration/plugins/
// graph_desc) builds a ge::Graph from the built-in op classes with its own copy of the SDK and hands it over as an
// OppkitGraph; the core reads it and infers it with the built-in packages of the build, after the library is gone.
#include <dlfcn.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>

#include "common/test_support.h"
#include "oppkit/graph/ge_graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/graph_abi.h"
#include "oppkit/plugin_abi.h"

namespace oppkit {
namespace {

using DescribeFn = const OppkitGraph* (*)(int64_t batch, const char** error);

std::string Shape(const std::vector<int64_t>& dims) {
  std::string out = "[";
  for (size_t i = 0; i < dims.size(); ++i) out += (i == 0 ? "" : ", ") + std::to_string(dims[i]);
  return out + "]";
}

}  // namespace

TEST_CASE("GraphDescription: a graph built in another library crosses as plain C and infers in the core",
          "[integration][gegraph]") {
  const std::string path = test::TestPluginDir() + "/libgraph_desc.so";
  void* library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  INFO(path << ": " << (library == nullptr ? dlerror() : "loaded"));
  REQUIRE(library != nullptr);

  // all_ops.h gave the library the op classes only: its plugin tables publish no prototype.
  auto entry = reinterpret_cast<OppkitGetPluginInfoFn>(dlsym(library, OPPKIT_PLUGIN_ENTRY_SYMBOL));
  REQUIRE(entry != nullptr);
  const OppkitPluginInfo* info = entry();
  REQUIRE(info != nullptr);
  CHECK(info->op_proto_count == 0);
  CHECK(info->op_impl_count == 0);

  auto describe = reinterpret_cast<DescribeFn>(dlsym(library, "OppkitTestDescribeGraph"));
  REQUIRE(describe != nullptr);
  const char* error = nullptr;
  const OppkitGraph* description = describe(4, &error);
  INFO((error == nullptr ? "" : error));
  REQUIRE(description != nullptr);
  CHECK(description->abi_version == OPPKIT_GRAPH_DESC_VERSION);
  Result<ComputeGraph> graph = ReadGraphDescription(description);
  INFO(graph.status().message());
  REQUIRE(graph.ok());
  REQUIRE(dlclose(library) == 0);  // the graph keeps copies only

  OpRegistry registry;
  LoadOptions options;
  options.opp_root = test::BuildOppRoot();
  options.use_environment = false;
  const LoadReport report = LoadOpPackages(options, registry);
  REQUIRE(report.AllErrors().empty());
  ComputeGraph& g = graph.value();
  CHECK(g.name() == "plugin_graph");
  CHECK(g.size() == 6);  // x, w, conv, relu, split, Node_Output
  Result<GraphInferReport> inferred = InferShapes(*registry.Snapshot(), g);
  REQUIRE(inferred.ok());
  for (const GraphError& e : inferred->errors) UNSCOPED_INFO(e.status.message());
  CHECK(inferred->ok());
  const Node& split = g.node(g.FindNode("split"));
  REQUIRE(split.outputs.size() == 2);
  CHECK(Shape(split.outputs[0].origin_shape) == "[4, 4, 16, 16]");
  CHECK(Shape(split.outputs[1].origin_shape) == "[4, 4, 16, 16]");
  const Node& out = g.node(g.FindNode(kGeNetOutputName));
  REQUIRE(out.inputs.size() == 2);
  CHECK(out.inputs[1].sources.at(0).index == 1);
}

}  // namespace oppkit
