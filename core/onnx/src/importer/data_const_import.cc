// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Data and Const: the graph's inputs as Data nodes, its initializers and Constant nodes as Const nodes.
#include <fmt/format.h>

#include "importer/importer.h"
#include "importer/onnx_tensor.h"

namespace oppkit::detail {

Status Importer::AddInitializers(const onnx::GraphProto& graph) {
  for (const onnx::TensorProto& t : graph.initializer()) {
    if (t.name().empty()) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: an initializer has no name", what_));
    }
    Result<TensorDesc> desc = ConstDesc(t, fmt::format("{}: initializer '{}'", what_, t.name()));
    if (!desc.ok()) return desc.status();
    const std::string name = UniqueNodeName(t.name());
    const NodeId id = out_.graph.AddConst(name, std::move(desc).value());
    out_.graph.node(id).output_names = {t.name()};
    if (!values_.emplace(t.name(), ValueSource{OutputRef{id, 0}, false, {}}).second) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: initializer '{}' is given twice", what_, t.name()));
    }
  }
  return Status();
}

Result<TensorDesc> Importer::ConstDesc(const onnx::TensorProto& t, const std::string& what) const {
  const ge::DataType dtype = detail::GeDataTypeOfOnnx(t.data_type());
  if (dtype == ge::DT_UNDEFINED) {
    return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: element type {} has no GE data type", what,
                                                        detail::OnnxElemTypeName(t.data_type())));
  }
  TensorDesc desc(dtype, detail::DimsOf(t));
  const size_t max_elements =
      detail::IsIntegerLike(dtype) ? options_.max_value_elements : options_.max_float_value_elements;
  if (max_elements > 0) {
    Result<std::optional<std::vector<uint8_t>>> value = detail::TensorValue(t, dtype, max_elements, what);
    if (!value.ok()) return value.status();
    desc.value = std::move(value).value();
  } else if (!detail::ElementCount(desc.shape)) {
    return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: bad dims", what));
  }
  return desc;
}

Status Importer::AddGraphInputs(const onnx::GraphProto& graph) {
  int64_t index = 0;
  for (const onnx::ValueInfoProto& input : graph.input()) {
    const std::string where = fmt::format("{}: graph input '{}'", what_, input.name());
    if (values_.count(input.name()) != 0) {
      // An initializer listed as an input too: required before IR version 4, an overridable default since. The
      // graph is inferred with the initializer's value and shape, which a run that feeds the input may not have.
      out_.warnings.push_back(where + " is also an initializer: inferred with the initializer's value and shape, "
                              "which a run that feeds this input may not have");
      continue;
    }
    if (input.name().empty()) return Status(ErrorCode::kOnnxBadModel, where + ": no name");
    if (!input.type().has_tensor_type()) {
      return Status(ErrorCode::kOnnxBadModel, where +
                                                  ": not a tensor (sequences, maps and optionals are not "
                                                  "imported)");
    }
    const onnx::TypeProto_Tensor& tensor = input.type().tensor_type();
    const ge::DataType dtype = detail::GeDataTypeOfOnnx(tensor.elem_type());
    if (dtype == ge::DT_UNDEFINED) {
      return Status(ErrorCode::kOnnxBadModel, fmt::format("{}: element type {} has no GE data type", where,
                                                          detail::OnnxElemTypeName(tensor.elem_type())));
    }
    for (int k = 0; tensor.has_shape() && k < tensor.shape().dim_size(); ++k) {
      const onnx::TensorShapeProto_Dimension& d = tensor.shape().dim(k);
      if (d.has_dim_value() && d.dim_value() < 0) {  // not "unknown": ONNX writes that as no value or a dim_param
        return Status(ErrorCode::kOnnxBadModel,
                      fmt::format("{}: dim {} has dim_value {} (a dim is at least 0)", where, k, d.dim_value()));
      }
    }
    const NodeId id =
        out_.graph.AddData(UniqueNodeName(input.name()), index++, TensorDesc(dtype, detail::ShapeOfValueInfo(tensor)));
    Node& data = out_.graph.node(id);
    data.output_names = {input.name()};
    for (int k = 0; tensor.has_shape() && k < tensor.shape().dim_size(); ++k) {
      const onnx::TensorShapeProto_Dimension& d = tensor.shape().dim(k);
      if (d.has_dim_param() && !d.dim_param().empty()) {
        data.dim_params.resize(static_cast<size_t>(tensor.shape().dim_size()));
        data.dim_params[static_cast<size_t>(k)] = d.dim_param();
      }
    }
    values_.emplace(input.name(), ValueSource{OutputRef{id, 0}, false, {}});
  }
  return Status();
}

void Importer::ImportConstant(const onnx::NodeProto& node, const std::string& name) {
  const std::string op = "Constant";
  if (node.output_size() != 1) {
    Error(name, op, ErrorCode::kOnnxBadModel, fmt::format("a Constant has one output, not {}", node.output_size()));
    ProduceFailed(node);
    return;
  }
  onnx::TensorProto tensor;
  bool found = false;
  for (const onnx::AttributeProto& a : node.attribute()) {
    found = true;
    if (a.name() == "value" && a.type() == onnx::AttributeProto::TENSOR) {
      tensor = a.t();
    } else if (a.name() == "value_float") {
      tensor.set_data_type(onnx::TensorProto::FLOAT);
      tensor.add_float_data(a.f());
    } else if (a.name() == "value_floats") {
      tensor.set_data_type(onnx::TensorProto::FLOAT);
      tensor.add_dims(a.floats_size());
      for (float f : a.floats()) tensor.add_float_data(f);
    } else if (a.name() == "value_int") {
      tensor.set_data_type(onnx::TensorProto::INT64);
      tensor.add_int64_data(a.i());
    } else if (a.name() == "value_ints") {
      tensor.set_data_type(onnx::TensorProto::INT64);
      tensor.add_dims(a.ints_size());
      for (int64_t i : a.ints()) tensor.add_int64_data(i);
    } else if (a.name() == "value_string" || a.name() == "value_strings") {
      tensor.set_data_type(onnx::TensorProto::STRING);
      if (a.name() == "value_strings") tensor.add_dims(a.strings_size());
    } else {
      found = false;
      Error(name, op, ErrorCode::kOnnxUnsupported,
            fmt::format("Constant attribute '{}' is not imported (sparse values are not supported)", a.name()));
      ProduceFailed(node);
      return;
    }
    break;
  }
  if (!found) {
    Error(name, op, ErrorCode::kOnnxBadModel, "a Constant needs a value attribute");
    ProduceFailed(node);
    return;
  }
  Result<TensorDesc> desc = ConstDesc(tensor, fmt::format("node '{}' (Constant)", name));
  if (!desc.ok()) {
    AddError(name, op, desc.status());
    ProduceFailed(node);
    return;
  }
  const NodeId id = out_.graph.AddConst(name, std::move(desc).value());
  out_.graph.node(id).output_names = {node.output(0)};
  Produce(node.output(0), OutputRef{id, 0}, name, op);
}

}  // namespace oppkit::detail
