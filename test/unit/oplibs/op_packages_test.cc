// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The built-in op packages as files: where the build puts them, that they load (dlopen, RTLD_NOW | RTLD_LOCAL) and
// export only the plugin entry, and that their tables carry CANN's prototypes (the sources each *_proto.h names) and
// the host functions.
#include <dlfcn.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "common/test_support.h"
#include "op_test_util.h"
#include "oppkit/plugin_abi.h"

namespace oppkit::test {
namespace {

std::string ProtoLibrary() { return BuildOppRoot() + "/built-in/op_proto/" + ArchLibDir() + "/libopsproto_rt2.0.so"; }
std::string MasterLibrary() {
  return BuildOppRoot() + "/built-in/op_impl/ai_core/tbe/op_tiling/" + ArchLibDir() + "/libopmaster_rt2.0.so";
}

// The ops whose tables the foundation tests below pin in detail.
const char* const kOps[] = {"Add",      "BatchMatMulV2", "Cast",    "ConcatV2",  "Conv2D",
                            "MatMulV2", "Relu",          "Reshape", "Transpose", "Where"};

// Every op the built-in packages promise (README "Supported ops"): each must have a prototype and an InferShape.
const char* const kBuiltInOps[] = {
    // element-wise math, comparison, logical, activation
    "Add", "Sub", "Mul", "RealDiv", "Maximum", "Minimum", "Pow", "SquaredDifference", "Equal", "NotEqual", "Less",
    "LessEqual", "Greater", "GreaterEqual", "LogicalAnd", "LogicalOr", "LogicalNot", "Select", "SelectV2", "Relu",
    "Relu6", "LeakyRelu", "Elu", "Gelu", "Sigmoid", "HardSigmoid", "HardSwish", "Swish", "Softplus", "Tanh", "Exp",
    "Log", "Sqrt", "Rsqrt", "Reciprocal", "Square", "Abs", "Neg", "Floor", "Ceil", "Round", "Erf", "Sin", "Cos",
    "ClipByValue", "Cast", "Identity", "IdentityN", "Dropout",
    // neural network
    "Conv2D", "Conv2DTranspose", "DepthwiseConv2D", "Conv3D", "MatMul", "MatMulV2", "BatchMatMul", "BatchMatMulV2",
    "BiasAdd", "MaxPool", "MaxPoolV3", "AvgPool", "AvgPoolV2", "GlobalAveragePool", "BNInference", "BatchNorm",
    "LayerNorm", "SoftmaxV2", "LogSoftmaxV2", "DynamicRNNV3", "DynamicRNN", "Einsum",
    // array and shape
    "Reshape", "Flatten", "Squeeze", "Unsqueeze", "ExpandDims", "Transpose", "ConcatV2", "ConcatD", "Concat", "Pack",
    "Unpack", "Split", "SplitV", "SplitD", "Slice", "StridedSlice", "GatherV2", "Gather", "GatherElements",
    "ScatterElements", "Tile", "Pad", "PadV3", "Fill", "BroadcastTo", "Expand", "Range", "OneHot", "Shape", "Size",
    "Rank", "Where", "NonZero", "TopK", "TopKV2", "ArgMaxV2", "ArgMin", "ReduceSum", "ReduceMean", "ReduceMax",
    "ReduceMin", "ReduceProd", "Cumsum", "TransData"};  // CANN spells it Cumsum

// A loaded library. Each file is opened once and stays loaded until the process exits, as the core keeps plugins
// (Note [Plugin lifetime]); the plugin's tables are never freed (Note [Plugin table storage]), so unloading would
// leak them.
class Library {
 public:
  explicit Library(const std::string& path) {
    static std::map<std::string, void*> handles;
    void*& handle = handles[path];
    if (handle == nullptr) handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) FAIL("dlopen " << path << ": " << dlerror());
    handle_ = handle;
    auto entry = reinterpret_cast<OppkitGetPluginInfoFn>(dlsym(handle_, OPPKIT_PLUGIN_ENTRY_SYMBOL));
    REQUIRE(entry != nullptr);
    info_ = entry();
    REQUIRE(info_ != nullptr);
    REQUIRE(OPPKIT_ABI_MAJOR_OF(info_->abi_version) == OPPKIT_PLUGIN_ABI_MAJOR);
  }

  void* handle() const { return handle_; }
  const OppkitPluginInfo& info() const { return *info_; }

  const OppkitOpProto* Proto(const std::string& op) const {
    const auto* base = reinterpret_cast<const uint8_t*>(info_->proto_table);
    for (uint64_t i = 0; i < info_->op_proto_count; ++i) {
      const auto* proto = reinterpret_cast<const OppkitOpProto*>(base + i * info_->op_proto_struct_size);
      if (op == proto->op_type) return proto;
    }
    return nullptr;
  }
  const OppkitOpImpl* Impl(const std::string& op) const {
    const auto* base = reinterpret_cast<const uint8_t*>(info_->op_table);
    for (uint64_t i = 0; i < info_->op_impl_count; ++i) {
      const auto* impl = reinterpret_cast<const OppkitOpImpl*>(base + i * info_->op_impl_struct_size);
      if (op == impl->op_type) return impl;
    }
    return nullptr;
  }

 private:
  void* handle_ = nullptr;
  const OppkitPluginInfo* info_ = nullptr;
};

// "x1,x2,bias?,offset_w?": names in IR order, '?' optional, '*' dynamic.
std::string TensorList(const OppkitIrTensor* tensors, uint32_t count) {
  std::string text;
  for (uint32_t i = 0; i < count; ++i) {
    if (i != 0) text += ",";
    text += tensors[i].name;
    if (tensors[i].kind == OPPKIT_IO_OPTIONAL) text += "?";
    if (tensors[i].kind == OPPKIT_IO_DYNAMIC) text += "*";
  }
  return text;
}

std::string AttrText(const OppkitIrAttr& attr) {
  std::ostringstream text;
  text << attr.name << "=";
  if (attr.required != 0) {
    text << "REQUIRED";
    return text.str();
  }
  const OppkitAttrValue& v = attr.default_value;
  switch (v.type) {
    case OPPKIT_ATTR_INT:
      text << v.i;
      break;
    case OPPKIT_ATTR_BOOL:
      text << (v.i != 0 ? "true" : "false");
      break;
    case OPPKIT_ATTR_STRING:
      text << '"' << v.s << '"';
      break;
    case OPPKIT_ATTR_LIST_INT:
      text << "[";
      for (uint32_t i = 0; i < v.count; ++i) text << (i != 0 ? "," : "") << v.ints[i];
      text << "]";
      break;
    default:
      text << "type" << v.type;
  }
  return text.str();
}

std::string AttrList(const OppkitOpProto& proto) {
  std::string text;
  for (uint32_t i = 0; i < proto.attr_count; ++i) text += (i != 0 ? "," : "") + AttrText(proto.attrs[i]);
  return text;
}

// The dtypes allowed for an IR tensor (explicit set, or its symbol's DATATYPE set), sorted.
std::vector<int32_t> Dtypes(const OppkitOpProto& proto, const OppkitIrTensor& tensor) {
  std::vector<int32_t> dtypes;
  if (tensor.type_symbol == nullptr) {
    dtypes.assign(tensor.dtypes, tensor.dtypes + tensor.dtype_count);
  } else {
    for (uint32_t i = 0; i < proto.symbol_count; ++i) {
      if (std::string(proto.symbols[i].name) == tensor.type_symbol) {
        dtypes.assign(proto.symbols[i].dtypes, proto.symbols[i].dtypes + proto.symbols[i].dtype_count);
      }
    }
  }
  std::sort(dtypes.begin(), dtypes.end());
  return dtypes;
}

bool Contains(const std::vector<int32_t>& dtypes, ge::DataType dt) {
  return std::find(dtypes.begin(), dtypes.end(), static_cast<int32_t>(dt)) != dtypes.end();
}

}  // namespace

TEST_CASE("Op packages: the build lays out the built-in OPP tree", "[oplibs][package]") {
  std::ifstream version(BuildOppRoot() + "/version.info");
  REQUIRE(version.good());
  std::string line;
  std::getline(version, line);
  CHECK(line == "Version=0.1");
  CHECK(std::ifstream(ProtoLibrary()).good());
  CHECK(std::ifstream(MasterLibrary()).good());
}

TEST_CASE("Op packages: each library exports the plugin entry and nothing else", "[oplibs][package]") {
  Library master(MasterLibrary());
  CHECK(dlsym(master.handle(), "_ZN6oppkit3ops16InferShapeForAddEPN4gert17InferShapeContextE") == nullptr);
  CHECK(dlsym(master.handle(), "_ZN6oppkit3ops13ShapeToStringB5cxx11ERKN4gert5ShapeE") == nullptr);
  Library proto(ProtoLibrary());
  CHECK(proto.info().op_impl_count == 0);
  CHECK(master.info().op_proto_count == 0);
}

TEST_CASE("Op packages: the prototype library holds CANN's prototypes", "[oplibs][package]") {
  Library library(ProtoLibrary());
  struct Expected {
    const char* op;
    const char* inputs;
    const char* outputs;
    const char* attrs;
  };
  const Expected expected[] = {
      {"Add", "x1,x2", "y", ""},
      {"BatchMatMulV2", "x1,x2,bias?,offset_w?", "y", "adj_x1=false,adj_x2=false,offset_x=0"},
      {"Cast", "x", "y", "dst_type=REQUIRED"},
      {"ConcatV2", "x*,concat_dim", "y", "N=1"},
      {"Conv2D", "x,filter,bias?,offset_w?", "y",
       "strides=REQUIRED,pads=REQUIRED,dilations=[1,1,1,1],groups=1,data_format=\"NHWC\",offset_x=0"},
      {"MatMulV2", "x1,x2,bias?,offset_w?", "y", "transpose_x1=false,transpose_x2=false,offset_x=0"},
      {"Relu", "x", "y", ""},
      {"Reshape", "x,shape", "y", "axis=0,num_axes=-1"},
      {"Transpose", "x,perm", "y", ""},
      {"Where", "x", "y", ""},
  };
  for (const Expected& e : expected) {
    INFO(e.op);
    const OppkitOpProto* proto = library.Proto(e.op);
    REQUIRE(proto != nullptr);
    CHECK(TensorList(proto->inputs, proto->input_count) == e.inputs);
    CHECK(TensorList(proto->outputs, proto->output_count) == e.outputs);
    CHECK(AttrList(*proto) == e.attrs);
  }
}

TEST_CASE("Op packages: the control-flow prototypes of functional_ops.h declare their subgraphs",
          "[oplibs][package]") {
  Library library(ProtoLibrary());
  struct Expected {
    const char* op;
    const char* inputs;
    const char* subgraphs;  // name, '*' for DYNAMIC_GRAPH
    const char* attrs;
  };
  const Expected expected[] = {
      {"If", "cond,input*", "then_branch,else_branch", ""},
      {"StatelessIf", "cond,input*", "then_branch,else_branch", ""},
      {"Case", "branch_index,input*", "branches*", ""},
      {"StatelessCase", "branch_index,input*", "branches*", ""},
      {"While", "input*", "cond,body", "parallel_iterations=10"},
      {"StatelessWhile", "input*", "cond,body", "parallel_iterations=10"},
  };
  for (const Expected& e : expected) {
    INFO(e.op);
    const OppkitOpProto* proto = library.Proto(e.op);
    REQUIRE(proto != nullptr);
    CHECK(TensorList(proto->inputs, proto->input_count) == e.inputs);
    CHECK(TensorList(proto->outputs, proto->output_count) == "output*");
    CHECK(AttrList(*proto) == e.attrs);
    std::string subgraphs;
    for (uint32_t i = 0; i < proto->subgraph_count; ++i) {
      subgraphs += std::string(i != 0 ? "," : "") + proto->subgraphs[i].name +
                   (proto->subgraphs[i].kind == OPPKIT_SUBGRAPH_DYNAMIC ? "*" : "");
    }
    CHECK(subgraphs == e.subgraphs);
    CHECK(Contains(Dtypes(*proto, proto->outputs[0]), ge::DT_STRING));  // ALL
  }
  const OppkitOpProto& c = *library.Proto("Case");
  CHECK(Dtypes(c, c.inputs[0]) == std::vector<int32_t>{ge::DT_INT32});
}

TEST_CASE("Op packages: prototype dtypes follow CANN's prototypes", "[oplibs][package]") {
  Library library(ProtoLibrary());
  const OppkitOpProto& cast = *library.Proto("Cast");
  REQUIRE(cast.outputs[0].type_symbol != nullptr);
  CHECK(std::string(cast.outputs[0].type_symbol) == "dst_type");  // y's dtype is the attr's value
  CHECK(Contains(Dtypes(cast, cast.inputs[0]), ge::DT_BOOL));
  CHECK(Contains(Dtypes(cast, cast.outputs[0]), ge::DT_INT4));
  CHECK_FALSE(Contains(Dtypes(cast, cast.inputs[0]), ge::DT_STRING));

  const OppkitOpProto& where = *library.Proto("Where");
  CHECK(Dtypes(where, where.outputs[0]) == std::vector<int32_t>{ge::DT_INT64});
  CHECK(Contains(Dtypes(where, where.inputs[0]), ge::DT_BOOL));

  const std::vector<int32_t> index_types{ge::DT_INT32, ge::DT_INT64};
  const OppkitOpProto& reshape = *library.Proto("Reshape");
  CHECK(Dtypes(reshape, reshape.inputs[1]) == index_types);
  CHECK(Contains(Dtypes(reshape, reshape.inputs[0]), ge::DT_STRING));  // ALL
  const OppkitOpProto& concat = *library.Proto("ConcatV2");
  CHECK(Dtypes(concat, concat.inputs[1]) == index_types);
  const OppkitOpProto& transpose = *library.Proto("Transpose");
  CHECK(Dtypes(transpose, transpose.inputs[1]) == index_types);

  const OppkitOpProto& add = *library.Proto("Add");  // y = the common dtype of x1 and x2 (InferDataType)
  CHECK(add.inputs[0].type_symbol != nullptr);
  CHECK(std::string(add.inputs[0].type_symbol) != add.inputs[1].type_symbol);
  CHECK(Dtypes(add, add.inputs[0]) == Dtypes(add, add.outputs[0]));
  CHECK(Contains(Dtypes(add, add.inputs[0]), ge::DT_STRING));
  const OppkitOpProto& relu = *library.Proto("Relu");
  CHECK_FALSE(Contains(Dtypes(relu, relu.inputs[0]), ge::DT_BOOL));
  CHECK(Contains(Dtypes(relu, relu.inputs[0]), ge::DT_UINT16));

  const std::vector<int32_t> mm_out{ge::DT_FLOAT, ge::DT_FLOAT16, ge::DT_INT32, ge::DT_BF16};
  for (const char* op : {"MatMulV2", "BatchMatMulV2", "Conv2D"}) {
    INFO(op);
    const OppkitOpProto& proto = *library.Proto(op);
    CHECK(Dtypes(proto, proto.outputs[0]) == mm_out);
    CHECK(Dtypes(proto, proto.inputs[3]) == std::vector<int32_t>{ge::DT_INT8});
    CHECK(Contains(Dtypes(proto, proto.inputs[0]), ge::DT_INT8));
    CHECK(Contains(Dtypes(proto, proto.inputs[2]), ge::DT_INT32));
  }
}

TEST_CASE("Op packages: the implementation library registers every op's host functions", "[oplibs][package]") {
  Library library(MasterLibrary());
  for (const char* op : kOps) {
    INFO(op);
    const OppkitOpImpl* impl = library.Impl(op);
    REQUIRE(impl != nullptr);
    const std::string name = op;
    CHECK(impl->infer_shape != nullptr);
    const bool value_dependent = name == "Reshape" || name == "ConcatV2" || name == "Transpose";
    CHECK(impl->inputs_data_dependency == (value_dependent ? 0b10U : 0U));
    CHECK(impl->output_shape_depend_on_compute == (name == "Where" ? 1U : 0U));
    // Where (class 3) and Add (broadcast ranges: the automatic min/max rule would broadcast max against max).
    CHECK((impl->infer_shape_range != nullptr) == (name == "Where" || name == "Add"));
    const bool custom_dtype = name == "MatMulV2" || name == "BatchMatMulV2" || name == "Conv2D" || name == "Add";
    CHECK((impl->infer_datatype != nullptr) == custom_dtype);
    CHECK((impl->infer_format != nullptr) == (name == "Conv2D"));
  }
}

TEST_CASE("Op packages: every promised op has a prototype and an InferShape, and the two libraries agree",
          "[oplibs][package]") {
  Library protos(ProtoLibrary());
  Library impls(MasterLibrary());
  for (const char* op : kBuiltInOps) {
    INFO(op);
    CHECK(protos.Proto(op) != nullptr);
    const OppkitOpImpl* impl = impls.Impl(op);
    REQUIRE(impl != nullptr);
    CHECK(impl->infer_shape != nullptr);
  }
  // No prototype without functions (but the control-flow ops, whose outputs come from their subgraphs), no
  // functions without a prototype.
  uint64_t protos_with_subgraphs = 0;
  const auto* protos_base = reinterpret_cast<const uint8_t*>(protos.info().proto_table);
  for (uint64_t i = 0; i < protos.info().op_proto_count; ++i) {
    const auto* proto = reinterpret_cast<const OppkitOpProto*>(protos_base + i * protos.info().op_proto_struct_size);
    if (proto->subgraph_count == 0) continue;
    INFO(proto->op_type);
    ++protos_with_subgraphs;
    CHECK(impls.Impl(proto->op_type) == nullptr);
  }
  CHECK(protos_with_subgraphs == 6);
  CHECK(protos.info().op_proto_count == impls.info().op_impl_count + protos_with_subgraphs);
  const auto* base = reinterpret_cast<const uint8_t*>(impls.info().op_table);
  for (uint64_t i = 0; i < impls.info().op_impl_count; ++i) {
    const auto* impl = reinterpret_cast<const OppkitOpImpl*>(base + i * impls.info().op_impl_struct_size);
    INFO(impl->op_type);
    const OppkitOpProto* proto = protos.Proto(impl->op_type);
    REQUIRE(proto != nullptr);
    CHECK(impl->infer_shape != nullptr);
    // Declared data dependencies and compute-dependent outputs name existing inputs and outputs.
    const auto within = [](uint64_t bits, uint32_t count) { return count >= 64 || (bits >> count) == 0; };
    CHECK(within(impl->inputs_data_dependency, proto->input_count));
    CHECK(within(impl->output_shape_depend_on_compute, proto->output_count));
    // A class-3 op (output shape depends on compute) gives ranges for its unknown dims.
    if (impl->output_shape_depend_on_compute != 0) CHECK(impl->infer_shape_range != nullptr);
  }
}

TEST_CASE("Op packages: a function from the loaded library infers shapes", "[oplibs][package]") {
  Library library(MasterLibrary());
  const OppkitOpImpl* reshape = library.Impl("Reshape");
  REQUIRE(reshape != nullptr);
  const auto infer = reinterpret_cast<OpCase::InferShapeFn>(reshape->infer_shape);
  CHECK(OpCase("Reshape").Input({2, 3, 4}).ValueInput({0, -1}).InferShape(infer) == "[2, 12]");
  const OppkitOpImpl* conv = library.Impl("Conv2D");
  REQUIRE(conv != nullptr);
  const auto conv_infer = reinterpret_cast<OpCase::InferShapeFn>(conv->infer_shape);
  CHECK(OpCase("Conv2D")
            .Input({1, 3, 224, 224}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
            .Input({64, 3, 7, 7}, ge::DT_FLOAT16, ge::FORMAT_NCHW)
            .InstanceNum({1, 1, 0, 0}, {1})
            .Attr(AttrValue::ListInt({1, 1, 2, 2}))
            .Attr(AttrValue::ListInt({3, 3, 3, 3}))
            .Attr(AttrValue::ListInt({1, 1, 1, 1}))
            .Attr(AttrValue::Int(1))
            .Attr(AttrValue::String("NCHW"))
            .Attr(AttrValue::Int(0))
            .InferShape(conv_infer) == "[1, 64, 112, 112]");
}

}  // namespace oppkit::test
