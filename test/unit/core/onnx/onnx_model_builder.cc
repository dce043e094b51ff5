// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "onnx_model_builder.h"

#include <cstring>
#include <fstream>

namespace oppkit::test {

OnnxModelBuilder::OnnxModelBuilder(int64_t opset, const std::string& graph_name) {
  model_.set_ir_version(8);
  model_.set_producer_name("oppkit tests");
  onnx::OperatorSetIdProto* o = model_.add_opset_import();
  o->set_domain("");
  o->set_version(opset);
  model_.mutable_graph()->set_name(graph_name);
}

OnnxModelBuilder& OnnxModelBuilder::Opset(const std::string& domain, int64_t version) {
  onnx::OperatorSetIdProto* o = model_.add_opset_import();
  o->set_domain(domain);
  o->set_version(version);
  return *this;
}

OnnxModelBuilder& OnnxModelBuilder::Input(const std::string& name, int32_t elem_type,
                                          const std::vector<int64_t>& dims) {
  onnx::ValueInfoProto* v = model_.mutable_graph()->add_input();
  v->set_name(name);
  onnx::TypeProto_Tensor* t = v->mutable_type()->mutable_tensor_type();
  t->set_elem_type(elem_type);
  onnx::TensorShapeProto* shape = t->mutable_shape();
  for (int64_t d : dims) {
    if (d < 0) {
      shape->add_dim()->set_dim_param("N");
    } else {
      shape->add_dim()->set_dim_value(d);
    }
  }
  return *this;
}

OnnxModelBuilder& OnnxModelBuilder::Output(const std::string& name) {
  model_.mutable_graph()->add_output()->set_name(name);
  return *this;
}

OnnxModelBuilder& OnnxModelBuilder::Weight(const std::string& name, const std::vector<int64_t>& dims,
                                           int32_t elem_type) {
  onnx::TensorProto* t = model_.mutable_graph()->add_initializer();
  t->set_name(name);
  t->set_data_type(elem_type);
  for (int64_t d : dims) t->add_dims(d);
  return *this;
}

OnnxModelBuilder& OnnxModelBuilder::Floats(const std::string& name, const std::vector<float>& values,
                                           std::vector<int64_t> dims) {
  if (dims == std::vector<int64_t>{-1}) dims = {static_cast<int64_t>(values.size())};
  onnx::TensorProto* t = model_.mutable_graph()->add_initializer();
  t->set_name(name);
  t->set_data_type(onnx::TensorProto::FLOAT);
  for (int64_t d : dims) t->add_dims(d);
  for (float v : values) t->add_float_data(v);
  return *this;
}

OnnxModelBuilder& OnnxModelBuilder::Int64s(const std::string& name, const std::vector<int64_t>& values,
                                           std::vector<int64_t> dims) {
  if (dims == std::vector<int64_t>{-1}) dims = {static_cast<int64_t>(values.size())};
  onnx::TensorProto* t = model_.mutable_graph()->add_initializer();
  t->set_name(name);
  t->set_data_type(onnx::TensorProto::INT64);
  for (int64_t d : dims) t->add_dims(d);
  std::string raw(values.size() * sizeof(int64_t), '\0');
  if (!values.empty()) std::memcpy(raw.data(), values.data(), raw.size());
  t->set_raw_data(raw);
  return *this;
}

onnx::NodeProto& OnnxModelBuilder::Node(const std::string& op_type, const std::vector<std::string>& inputs,
                                        const std::vector<std::string>& outputs, const std::string& name) {
  onnx::GraphProto* g = model_.mutable_graph();
  onnx::NodeProto* n = g->add_node();
  n->set_op_type(op_type);
  n->set_name(name.empty() ? op_type + "_" + std::to_string(g->node_size() - 1) : name);
  for (const std::string& i : inputs) n->add_input(i);
  for (const std::string& o : outputs) n->add_output(o);
  return *n;
}

std::string OnnxModelBuilder::Bytes() const { return model_.SerializeAsString(); }

void OnnxModelBuilder::Save(const std::string& path) const {
  std::ofstream out(path, std::ios::binary);
  out << Bytes();
}

namespace {
onnx::AttributeProto* NewAttr(onnx::NodeProto& node, const std::string& name, onnx::AttributeProto::AttributeType t) {
  onnx::AttributeProto* a = node.add_attribute();
  a->set_name(name);
  a->set_type(t);
  return a;
}
}  // namespace

void SetAttr(onnx::NodeProto& node, const std::string& name, int64_t value) {
  NewAttr(node, name, onnx::AttributeProto::INT)->set_i(value);
}
void SetAttr(onnx::NodeProto& node, const std::string& name, float value) {
  NewAttr(node, name, onnx::AttributeProto::FLOAT)->set_f(value);
}
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::string& value) {
  NewAttr(node, name, onnx::AttributeProto::STRING)->set_s(value);
}
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::vector<int64_t>& values) {
  onnx::AttributeProto* a = NewAttr(node, name, onnx::AttributeProto::INTS);
  for (int64_t v : values) a->add_ints(v);
}
void SetAttr(onnx::NodeProto& node, const std::string& name, const std::vector<float>& values) {
  onnx::AttributeProto* a = NewAttr(node, name, onnx::AttributeProto::FLOATS);
  for (float v : values) a->add_floats(v);
}

void SetAttr(onnx::NodeProto& node, const std::string& name, const std::vector<std::string>& values) {
  onnx::AttributeProto* a = NewAttr(node, name, onnx::AttributeProto::STRINGS);
  for (const std::string& v : values) a->add_strings(v);
}

void SetTensorAttr(onnx::NodeProto& node, const std::string& name, int32_t elem_type, const std::vector<double>& values,
                   const std::vector<int64_t>& dims) {
  onnx::TensorProto* t = NewAttr(node, name, onnx::AttributeProto::TENSOR)->mutable_t();
  t->set_data_type(elem_type);
  for (int64_t d : dims) t->add_dims(d);
  for (double v : values) {
    switch (elem_type) {
      case onnx::TensorProto::FLOAT:
        t->add_float_data(static_cast<float>(v));
        break;
      case onnx::TensorProto::INT64:
        t->add_int64_data(static_cast<int64_t>(v));
        break;
      default:
        t->add_int32_data(static_cast<int32_t>(v));
        break;
    }
  }
}

}  // namespace oppkit::test
