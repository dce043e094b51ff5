// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The tiling contexts of oppkit::NodeContexts (one node, shared ComputeNodeInfo) and the TilingData overflow flags
// (Note [TilingData overflow]) that TileOp reports.
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "oppkit/context_factory.h"

namespace oppkit {
namespace {

NodeDescription TwoInputNode() {
  NodeDescription node;
  node.op_type = "Op";
  node.node_name = "op1";
  node.inputs.resize(2);
  node.outputs.resize(1);
  TensorDescription& x = node.inputs[0];
  x.dtype = ge::DT_FLOAT16;
  x.origin_format = ge::FORMAT_NCHW;
  x.storage_format = ge::FORMAT_NC1HWC0;
  x.shape = gert::StorageShape({1, 3, 4, 4}, {1, 1, 4, 4, 16});
  node.inputs[1].dtype = ge::DT_INT64;
  node.inputs[1].shape = gert::StorageShape({2}, {2});
  node.outputs[0].dtype = ge::DT_FLOAT16;
  node.outputs[0].shape = gert::StorageShape({1, 3, 4, 4}, {1, 3, 4, 4});
  return node;
}

TEST_CASE("NodeContexts: tiling contexts share the node and carry storage shapes and values", "[core][tiling]") {
  NodeDescription node = TwoInputNode();
  const int64_t values[] = {5, 6};
  node.inputs[1].data = values;
  node.inputs[1].data_size = sizeof values;
  NodeContexts contexts;
  REQUIRE(contexts.Begin(node));
  REQUIRE(contexts.BuildInferShapeContext() != nullptr);

  fe::PlatFormInfos platform;
  int compile_info = 42;
  node.data_dependency = 0b10;  // the Tiling mask, set after inference
  gert::TilingContext* ctx = contexts.BuildTilingContext(&compile_info, &platform, 32, 1);
  REQUIRE(ctx != nullptr);
  CHECK(ctx->GetComputeNodeInfo() == contexts.GetComputeNodeInfo());
  CHECK(ctx->GetInputShape(0)->GetStorageShape() == gert::Shape({1, 1, 4, 4, 16}));
  CHECK(ctx->GetInputShape(0)->GetOriginShape() == gert::Shape({1, 3, 4, 4}));
  REQUIRE(ctx->GetInputTensor(1) != nullptr);
  CHECK(ctx->GetInputTensor(1)->GetData<int64_t>()[1] == 6);
  CHECK(ctx->GetOutputShape(0)->GetOriginShape() == gert::Shape({1, 3, 4, 4}));
  CHECK(ctx->GetCompileInfo<int>() == &compile_info);
  CHECK(ctx->GetPlatformInfo() == &platform);
  CHECK(ctx->GetDeterministic() == 1);
  CHECK(ctx->GetRawTilingData()->GetCapacity() == 32);

  const char json[] = R"({"a": 1})";
  gert::TilingParseContext* parse = contexts.BuildTilingParseContext(json, &compile_info, &platform);
  REQUIRE(parse != nullptr);
  CHECK(parse->GetComputeNodeInfo() == contexts.GetComputeNodeInfo());
  CHECK(std::string(parse->GetCompiledJson()) == json);
  CHECK(parse->GetCompiledJson() != json);  // copied
  CHECK(parse->GetCompiledInfo<int>() == &compile_info);
  CHECK(parse->GetPlatformInfo() == &platform);
}

TEST_CASE("TilingData: refused writes set sticky flags that ReadTilingOutputs reports", "[core][tiling]") {
  NodeDescription node = TwoInputNode();
  NodeContexts contexts;
  REQUIRE(contexts.Begin(node));
  gert::TilingContext* ctx = contexts.BuildTilingContext(nullptr, nullptr, 16);
  REQUIRE(ctx != nullptr);
  CHECK_FALSE(ReadTilingOutputs(*ctx).tiling_data_overflow);

  SECTION("Append past the capacity") {
    gert::TilingData* td = ctx->GetRawTilingData();
    CHECK(td->Append(int64_t{1}) == ge::GRAPH_SUCCESS);
    CHECK(td->Append(int64_t{2}) == ge::GRAPH_SUCCESS);
    CHECK_FALSE(ReadTilingOutputs(*ctx).tiling_data_overflow);
    CHECK(td->Append(int64_t{3}) != ge::GRAPH_SUCCESS);
    *td << int64_t{4};  // dropped silently, still recorded
    CHECK(ReadTilingOutputs(*ctx).tiling_data_overflow);
    CHECK(td->GetDataSize() == 16);
  }
  SECTION("a struct larger than the capacity") {
    struct Big {
      int64_t v[3];
    };
    CHECK(ctx->GetTilingData<Big>() == nullptr);
    CHECK(ReadTilingOutputs(*ctx).tiling_data_overflow);
  }
  SECTION("more than 16 workspaces") {
    CHECK(ctx->GetWorkspaceSizes(17) == nullptr);
    const TilingOutputs out = ReadTilingOutputs(*ctx);
    CHECK(out.workspace_overflow);
    CHECK_FALSE(out.tiling_data_overflow);
    CHECK(ctx->GetWorkspaceSizes(16) != nullptr);
  }
  ResetTilingOutputs(*ctx);
  const TilingOutputs out = ReadTilingOutputs(*ctx);
  CHECK_FALSE(out.tiling_data_overflow);
  CHECK_FALSE(out.workspace_overflow);
}

}  // namespace
}  // namespace oppkit
