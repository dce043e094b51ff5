// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// [abi] The plain-C graph description (oppkit/graph_abi.h) crosses the plugin boundary: an op library lays it out
// with its own copy of the SDK, the core reads it. Sizes and offsets of the 1.0 layout are pinned here; every
// struct is a standard-layout, trivially copyable C struct without implicit padding, so that nothing of the C++
// graph types (ge::Graph, ge::Operator, ge::Tensor) can reach the boundary through it.
#include <catch2/catch.hpp>
#include <cstddef>
#include <type_traits>

#include "oppkit/graph_abi.h"

namespace {

template <typename T>
constexpr bool kPlainC = std::is_standard_layout<T>::value&& std::is_trivially_copyable<T>::value&&
    std::is_trivially_default_constructible<T>::value;

}  // namespace

TEST_CASE("GraphDescAbi: the 1.0 layout keeps its sizes and offsets", "[sdk][graph][abi]") {
  CHECK(OPPKIT_GRAPH_DESC_VERSION == 0x10000u);
  CHECK(sizeof(OppkitGraphTensorDesc) == 64);
  CHECK(offsetof(OppkitGraphTensorDesc, dtype) == 8);
  CHECK(offsetof(OppkitGraphTensorDesc, declared) == 20);
  CHECK(offsetof(OppkitGraphTensorDesc, dims) == 32);
  CHECK(offsetof(OppkitGraphTensorDesc, range) == 40);
  CHECK(offsetof(OppkitGraphTensorDesc, data) == 48);
  CHECK(offsetof(OppkitGraphTensorDesc, data_size) == 56);
  CHECK(sizeof(OppkitGraphSource) == 16);
  CHECK(offsetof(OppkitGraphSource, output_name) == 8);
  CHECK(sizeof(OppkitGraphInput) == 32);
  CHECK(offsetof(OppkitGraphInput, sources) == 16);
  CHECK(offsetof(OppkitGraphInput, descs) == 24);
  CHECK(sizeof(OppkitGraphOutput) == 24);
  CHECK(offsetof(OppkitGraphOutput, descs) == 16);
  CHECK(sizeof(OppkitGraphAttr) == 8 + sizeof(OppkitAttrValue));
  CHECK(sizeof(OppkitGraphSubgraph) == 16);
  CHECK(sizeof(OppkitGraphNode) == 72);
  CHECK(offsetof(OppkitGraphNode, inputs) == 24);
  CHECK(offsetof(OppkitGraphNode, attrs) == 48);
  CHECK(offsetof(OppkitGraphNode, subgraphs) == 56);
  CHECK(offsetof(OppkitGraphNode, value) == 64);
  CHECK(sizeof(OppkitGraph) == 72);
  CHECK(offsetof(OppkitGraph, abi_version) == 0);
  CHECK(offsetof(OppkitGraph, struct_size) == 4);
  CHECK(offsetof(OppkitGraph, name) == 8);
  CHECK(offsetof(OppkitGraph, nodes) == 24);
  CHECK(offsetof(OppkitGraph, inputs) == 40);
  CHECK(offsetof(OppkitGraph, outputs) == 48);
  CHECK(offsetof(OppkitGraph, targets) == 64);
}

TEST_CASE("GraphDescAbi: every struct is plain C data", "[sdk][graph][abi]") {
  CHECK(kPlainC<OppkitGraphTensorDesc>);
  CHECK(kPlainC<OppkitGraphSource>);
  CHECK(kPlainC<OppkitGraphInput>);
  CHECK(kPlainC<OppkitGraphOutput>);
  CHECK(kPlainC<OppkitGraphAttr>);
  CHECK(kPlainC<OppkitGraphSubgraph>);
  CHECK(kPlainC<OppkitGraphNode>);
  CHECK(kPlainC<OppkitGraph>);
  // No implicit padding: the fields add up to the size.
  CHECK(sizeof(OppkitGraphTensorDesc) == 8 + 4 * 4 + 4 * 2 + 8 * 3 + 8);
  CHECK(sizeof(OppkitGraphNode) == 8 * 2 + 4 * 2 + 8 * 2 + 4 * 2 + 8 * 3);
  CHECK(sizeof(OppkitGraph) == 4 * 2 + 8 + 4 * 2 + 8 + 4 * 2 + 8 * 2 + 4 * 2 + 8);
}
