// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Builds small ONNX models in the tests with libonnx's protobuf classes (as exporters write them): graph inputs
// with dims or dim_params, initializers given by their shape alone or with int64 values, nodes with attributes.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "onnx/onnx_pb.h"

namespace oppkit::test {

/// A model under construction.
///
/// Example:
///   OnnxModelBuilder m(13);
///   m.Input("x", onnx::TensorProto::FLOAT, {1, 3, 224, 224});
///   m.Node("Relu", {"x"}, {"y"});
///   m.Output("y");
///   std::string bytes = m.Bytes();
class OnnxModelBuilder {
 public:
  /// A model importing opset \p opset of the default domain (written as "").
  explicit OnnxModelBuilder(int64_t opset = 13, const std::string& graph_name = "test_graph");

  /// Adds an opset import for \p domain.
  OnnxModelBuilder& Opset(const std::string& domain, int64_t version);
  /// A graph input; a dim of -1 is written as dim_param "N".
  OnnxModelBuilder& Input(const std::string& name, int32_t elem_type, const std::vector<int64_t>& dims);
  /// A graph output.
  OnnxModelBuilder& Output(const std::string& name);
  /// An initializer given by its dims alone (no data, as the real-model test files keep weights).
  OnnxModelBuilder& Weight(const std::string& name, const std::vector<int64_t>& dims,
                           int32_t elem_type = onnx::TensorProto::FLOAT);
  /// An int64 initializer with values (raw_data) of dims \p dims (default: 1-D).
  OnnxModelBuilder& Int64s(const std::string& name, const std::vector<int64_t>& values,
                           std::vector<int64_t> dims = {-1});
  /// A float initializer with values (float_data) of dims \p dims (default: 1-D).
  OnnxModelBuilder& Floats(const std::string& name, const std::vector<float>& values,
                           std::vector<int64_t> dims = {-1});
  /// A node (name defaults to "<op_type>_<k>"); returns it to add attributes.
  onnx::NodeProto& Node(const std::string& op_type, const std::vector<std::string>& inputs,
                        const std::vector<std::string>& outputs, const std::string& name = "");

  /// The serialized ModelProto.
  std::string Bytes() const;
  /// Writes it to \p path.
  void Save(const std::string& path) const;

  onnx::ModelProto& model() { return model_; }

 private:
  onnx::ModelProto model_;
};

/// Attribute helpers for a node.
void SetAttr(onnx::NodeProto& node, const std::string& name, int64_t value);
void SetAttr(onnx::NodeProto& node, const std::string& name, float value);
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::string& value);
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::vector<int64_t>& values);
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::vector<float>& values);
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::vector<std::string>& values);
/// A TENSOR attribute of type \p elem_type holding \p values (int64 or float written per type) with \p dims.
void SetTensorAttr(onnx::NodeProto& node, const std::string& name, int32_t elem_type, const std::vector<double>& values,
                   const std::vector<int64_t>& dims);

}  // namespace oppkit::test
