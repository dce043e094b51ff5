// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Internal to oppkit's modules: the graph description reader (ge_graph_import.cc) for the ONNX importer's
// expansions (oppkit::onnx reaches it through oppkit_graph_internal).
#pragma once

#include "oppkit/graph/graph.h"
#include "oppkit/core/status.h"
#include "oppkit/graph/export.h"
#include "oppkit/graph_abi.h"

namespace oppkit::detail {

/// ReadGraphDescription for the graph a ParseOpToGraphFn built (Note [ONNX expansions] in expansion_import.cc): its
/// Data nodes stand for the expanded node's inputs, so they may come without a tensor desc (they get a float
/// placeholder of unknown rank, never used: the importer drops them); everything else is checked as
/// ReadGraphDescription checks it.
OPPKIT_GRAPH_API Result<ComputeGraph> ReadExpansionDescription(const OppkitGraph* description);

}  // namespace oppkit::detail
