// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX import: an ONNX model (ModelProto) becomes a ComputeGraph (graph.h) through the framework parser plugins of
// the loaded op packages (register/register.h, `<opp>/.../framework/onnx/*.so`), as CANN's ONNX parser builds a GE
// graph. docs/onnx.md describes the mapping in full.
//
// Note [ONNX import]
//   - Every ONNX node of domain D (empty: "ai.onnx") and type T, in a model whose opset for D is V, is mapped by the
//     parser registration naming the origin op type "D::V::T" (CANN matches the version exactly: a registration
//     lists every opset it handles). The registration gives the GE op type; its parse function turns op_src (the
//     node's attributes, Note [op_src attrs] in core/onnx/src/importer/onnx_attrs.h) into op_dest's attrs and dynamic
//     instance counts; the framework keeps the attrs the op's prototype declares (IR and private attrs) that differ
//     from their defaults.
//   - The node's inputs, after the registration's InputReorderVector, are connected positionally onto the GE
//     prototype's IR inputs: an empty input name is an absent optional input, a dynamic input takes the count
//     the parser registered (or, without one, every input left over by the IR inputs after it). ONNX outputs map
//     positionally onto the GE op's output instances; Node::output_names keep the ONNX value names.
//   - Graph inputs (not initializers) become Data nodes (dtype, dims; a dim_param or missing dim is -1, a missing
//     shape [-2]; format ND; each dim_param in Node::dim_params, the symbolic pass's symbol names); initializers and Constant nodes become Const nodes with their shape, and with their
//     value when it is an integer or bool tensor of at most `max_value_elements` elements (so that Reshape and
//     Slice shapes fold) or a floating one of at most `max_float_value_elements` (Resize's scales, a Clip bound);
//     larger floating values (weights) are not kept. Graph outputs feed the NetOutput node.
//   - A node no registration maps is an onnx.unmapped_op error naming the node and its origin op type (and the
//     opsets registrations exist for); Scan is onnx.unsupported. An If becomes GE's If with its branches as
//     subgraphs, the outer values they read captured as its inputs; a Loop becomes a While (docs/onnx.md,
//     "Control flow: If and Loop"). With `keep_unmapped`, such nodes are kept as opaque nodes of type "D::V::T" (their outputs
//     stay unknown: the InferShape pass reports them as infer.unknown_op) and listed in OnnxImport::kept_unmapped.
//
// Example:
//   oppkit::Result<oppkit::OnnxImport> model = oppkit::LoadOnnxFile(*snapshot, "resnet50.onnx");
//   if (!model.ok()) return fail(model.status());                 // unreadable, or not an ONNX model
//   for (const oppkit::GraphError& e : model->errors) std::cerr << e.status.message() << "\n";
//   if (model->ok()) oppkit::InferShapes(*snapshot, model->graph);  // graph_inference.h
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "oppkit/onnx/export.h"
#include "oppkit/graph/graph.h"
#include "oppkit/graph/graph_inference.h"
#include "oppkit/core/status.h"

namespace oppkit {

class RegistrySnapshot;

/// Options of the ONNX import.
struct OnnxImportOptions {
  /// Keep nodes that no parser maps (and control-flow nodes) as opaque nodes with unknown outputs instead of
  /// failing the import (CLI `--keep-unmapped`).
  bool keep_unmapped = false;
  /// Integer and bool initializers / Constant values of at most this many elements are kept (the limit of the values
  /// graph inference computes, docs/graph.md#values); larger ones keep their shape only.
  size_t max_value_elements = 4096;
  /// Floating initializers / Constant values of at most this many elements are kept: the scales, bounds and scalars
  /// an op reads (Resize's scales); larger ones (weights) keep their shape only. Folding never reads them.
  size_t max_float_value_elements = 16;
};

/// The result of an import.
struct OnnxImport {
  /// The graph: complete when ok(), else holding only what could be mapped (not for inference).
  ComputeGraph graph;
  /// One error per node that could not be imported (node, ONNX op type, status): onnx.unmapped_op,
  /// onnx.unsupported, onnx.parser_failed, onnx.bad_mapping, onnx.bad_model (a node-level inconsistency such
  /// as an input no node produces).
  std::vector<GraphError> errors;
  /// With OnnxImportOptions::keep_unmapped: the nodes kept as opaque nodes, each with the error it would have been.
  std::vector<GraphError> kept_unmapped;
  /// What was imported but may not be what the model's author meant, one line each (e.g. a graph input that is
  /// also an initializer, imported as the constant).
  std::vector<std::string> warnings;
  /// The model's opset imports (domain, version); domain "" is "ai.onnx".
  std::vector<std::pair<std::string, int64_t>> opset_imports;

  /// True if every node was imported (kept opaque nodes included).
  bool ok() const { return errors.empty(); }
};

/// Imports the serialized ModelProto \p bytes with the parsers and prototypes of \p snapshot (Note [ONNX import]).
/// Fails only when the bytes are not an ONNX model or the model is malformed as a whole (onnx.bad_model: not a
/// ModelProto, no graph, no opset import, an unsupported element type or bad tensor data of a graph input or
/// initializer, duplicate value names); \p what names the model in messages. Node problems are in
/// OnnxImport::errors.
OPPKIT_ONNX_API Result<OnnxImport> ImportOnnxModel(const RegistrySnapshot& snapshot, std::string_view bytes,
                                                   const OnnxImportOptions& options = {},
                                                   const std::string& what = "ONNX model");

/// Reads the ONNX file \p path and imports it (ImportOnnxModel); io.error if it cannot be read.
OPPKIT_ONNX_API Result<OnnxImport> LoadOnnxFile(const RegistrySnapshot& snapshot, const std::string& path,
                                                const OnnxImportOptions& options = {});

/// What AnnotateOnnxModel wrote.
struct OnnxAnnotation {
  /// The annotated model, serialized.
  std::string bytes;
  /// How many values were given a type (value_info entries and graph outputs that had no shape).
  size_t values = 0;
};

/// Writes the dtypes and shapes of \p graph (imported from the ONNX model \p bytes, then inferred: InferGraph or
/// InferShapes) into a copy of the model, as `onnx.shape_inference.infer_shapes` leaves a model, so that Netron and
/// ONNX tools show them (`oppkit graph --annotate`): every value a node of the model's graph produces gets a
/// `value_info` entry (replacing the model's entry of that name) with its element type and origin shape; a graph
/// output without a declared shape gets the inferred one (declared ones stay). A known dim is a `dim_value`; an
/// unknown dim the symbolic pass gave a formula with symbols is a `dim_param` holding the formula (`batch`,
/// `(h + 1)//2`); another unknown dim has neither; an unknown rank leaves the shape out. Values inside subgraphs
/// (If branches, Loop bodies) and values whose dtype is unknown are not annotated. onnx.bad_model if \p bytes is
/// not a model; \p what names it in messages.
OPPKIT_ONNX_API Result<OnnxAnnotation> AnnotateOnnxModel(std::string_view bytes, const ComputeGraph& graph,
                                                         const std::string& what = "ONNX model");

/// A failed import (OnnxImport::ok() false) as one status, so one message tells the user all that is missing and
/// how to go on without it: the first node error's code, then `<what>: N node(s) could not be imported; op types
/// without a parser or not supported: T (count), ...; <keep_option> keeps such nodes as opaque nodes and infers the
/// rest of the graph` (the op-type part only when some node has no parser or is not supported). Ok for an import
/// without errors. \p keep_option is how the caller spells OnnxImportOptions::keep_unmapped (`--keep-unmapped` in
/// the CLI, `keep_unmapped=True` in Python).
OPPKIT_ONNX_API Status ImportFailure(const OnnxImport& import, const std::string& what,
                                     std::string_view keep_option = "--keep-unmapped");

}  // namespace oppkit
