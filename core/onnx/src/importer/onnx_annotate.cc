// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// AnnotateOnnxModel (oppkit/onnx/onnx_import.h): the inferred dtypes and shapes written back into the model as
// `value_info`, the way onnx.shape_inference.infer_shapes leaves a model, so that Netron and ONNX tools show them.
#include <fmt/format.h>

#include <map>
#include <string>
#include <unordered_set>

#include "importer/onnx_tensor.h"
#include "oppkit/onnx/onnx_import.h"

namespace oppkit {
namespace {

// Writes \p desc's element type and shape into \p type. A dim the symbolic pass gave a formula with symbols is a
// dim_param (the formula), another unknown dim has neither value nor param, an unknown rank has no shape.
void WriteType(const GraphTensorDesc& desc, onnx::TypeProto* type) {
  onnx::TypeProto_Tensor* tensor = type->mutable_tensor_type();
  tensor->set_elem_type(detail::OnnxElemTypeOfGe(desc.dtype));
  tensor->clear_shape();
  if (desc.origin_shape.size() == 1 && desc.origin_shape[0] == -2) return;
  onnx::TensorShapeProto* shape = tensor->mutable_shape();
  for (size_t d = 0; d < desc.origin_shape.size(); ++d) {
    onnx::TensorShapeProto_Dimension* dim = shape->add_dim();
    if (desc.origin_shape[d] >= 0) {
      dim->set_dim_value(desc.origin_shape[d]);
    } else if (desc.symbolic_shape && d < desc.symbolic_shape->size() && !(*desc.symbolic_shape)[d].IsConstExpr()) {
      dim->set_dim_param((*desc.symbolic_shape)[d].Str().get());
    }
  }
}

bool HasShape(const onnx::ValueInfoProto& value) {
  return value.type().has_tensor_type() && value.type().tensor_type().has_shape();
}

}  // namespace

Result<OnnxAnnotation> AnnotateOnnxModel(std::string_view bytes, const ComputeGraph& graph, const std::string& what) {
  onnx::ModelProto model;
  if (!model.ParseFromArray(bytes.data(), static_cast<int>(bytes.size())) || !model.has_graph()) {
    return Status(ErrorCode::kOnnxBadModel, what + ": not an ONNX model (ModelProto)");
  }
  onnx::GraphProto* onnx_graph = model.mutable_graph();
  // The values the model's own root-graph nodes produce: the ones to annotate (a node an expansion made has names
  // of its own, which the model does not know).
  std::unordered_set<std::string> produced;
  for (const onnx::NodeProto& node : onnx_graph->node()) {
    for (const std::string& output : node.output()) {
      if (!output.empty()) produced.insert(output);
    }
  }
  std::map<std::string, const GraphTensorDesc*> inferred;  // by value name, in name order (a stable value_info)
  for (const Node& node : graph.nodes()) {
    if (node.inserted || node.type == kDataNodeType) continue;  // initializers are no node output: not in `produced`
    for (size_t k = 0; k < node.outputs.size() && k < node.output_names.size(); ++k) {
      const std::string& name = node.output_names[k];
      if (produced.count(name) != 0 && node.outputs[k].dtype != ge::DT_UNDEFINED) {
        inferred.emplace(name, &node.outputs[k]);
      }
    }
  }
  OnnxAnnotation annotation;
  // Graph outputs carry their type already; one without a shape gets the inferred one.
  std::unordered_set<std::string> outputs;
  for (onnx::ValueInfoProto& output : *onnx_graph->mutable_output()) {
    outputs.insert(output.name());
    const auto found = inferred.find(output.name());
    if (found == inferred.end() || HasShape(output)) continue;
    WriteType(*found->second, output.mutable_type());
    ++annotation.values;
  }
  // value_info: the model's entries for other values are replaced by the inferred ones.
  google::protobuf::RepeatedPtrField<onnx::ValueInfoProto> kept;
  for (const onnx::ValueInfoProto& value : onnx_graph->value_info()) {
    if (inferred.count(value.name()) == 0 || outputs.count(value.name()) != 0) *kept.Add() = value;
  }
  onnx_graph->mutable_value_info()->Swap(&kept);
  for (const auto& [name, desc] : inferred) {
    if (outputs.count(name) != 0) continue;
    onnx::ValueInfoProto* value = onnx_graph->add_value_info();
    value->set_name(name);
    WriteType(*desc, value->mutable_type());
    ++annotation.values;
  }
  if (!model.SerializeToString(&annotation.bytes)) {
    return Status(ErrorCode::kOnnxBadModel, what + ": the annotated model cannot be serialized (over 2 GiB?)");
  }
  return annotation;
}

}  // namespace oppkit
