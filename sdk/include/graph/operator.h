// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::Operator: CANN's handle to one operator instance (a node being built: type, name, attrs, input links).
// The classes REG_OP generates (`ge::op::Conv2D`, ...) derive from it and register the op's IR (inputs, outputs,
// attrs with defaults, dtype symbols, subgraphs) in their constructor; the package-local prototype registry reads
// the IR from there (graph/operator_reg.h).
//
// Attrs (including Tensor attrs such as Const's `value`), IR registration, dynamic input/output instance counts,
// input links, the tensor descs of inputs and outputs, and subgraph builders are provided, so that a graph can be
// built from ge::op classes and a ge::Graph (graph/graph.h) and converted (oppkit/graph_description.h), and so that
// V1 functions (graph/operator_reg.h: INFER_FUNC_REG, ...) read and update descs, attrs and const inputs. oppkit is
// host-only: there is no graph engine behind an Operator, so InferShapeAndType, VerifyAllAttr, control inputs and
// the inference-context parts of CANN's class are not provided.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/tensor.h"
#include "graph/types.h"
#include "oppkit/plugin_abi.h"
#include "register/register_types.h"

namespace oppkit {
namespace detail {
struct OperatorAccess;  // sdk/src/register: reads an Operator's IR for the prototype table
class IrSink;           // sdk/src/register: receives the IR of a REG_OP class for the prototype table

/// Argument of the constructor REG_OP classes use to record their IR straight into the plugin's prototype table
/// (Note [IR capture] in sdk/src/register/plugin_tables.cc). An operator built this way is empty (IsEmpty()).
struct IrCapture {
  IrSink* sink = nullptr;
};

/// Tag of the REG_OP class constructor that views an existing operator as that class, sharing its state and
/// recording no IR: the V1 registration macros (graph/operator_reg.h) pass a function of op class X a real X this
/// way (CANN casts the ge::Operator reference, which is undefined behaviour for an object that is no X).
struct SharedOperator {};
}  // namespace detail
}  // namespace oppkit

namespace ge {

class OperatorImpl;
class Operator;
class Graph;
/// Shared handle types of CANN.
using OperatorImplPtr = std::shared_ptr<OperatorImpl>;
using OperatorPtr = std::shared_ptr<Operator>;
/// Builds one subgraph of a control-flow op (If's then_branch, While's body, ...); called when the graph is
/// described (oppkit/graph_description.h).
using SubgraphBuilder = std::function<Graph()>;

/// An operator instance. Copies share one state (CANN semantics): setting an attr through a copy is visible
/// through the original. A default-constructed Operator is empty (IsEmpty()), and every setter on it is ignored.
///
/// Example:
/// ```
/// ge::op::Conv2D conv("conv1");
/// conv.set_input_x(data).set_input_filter(weight).set_attr_strides({1, 1, 2, 2});
/// int64_t groups = conv.get_attr_groups();
/// ```
class Operator {
 public:
  // The C++ types of REG_OP attr types (`ATTR(name, ListInt, {...})` declares an `OpListInt`).
  using OpInt = int64_t;
  using OpFloat = float;
  using OpString = std::string;
  using OpAscendString = AscendString;
  using OpBool = bool;
  using OpType = ge::DataType;
  using OpListInt = std::vector<int64_t>;
  using OpListFloat = std::vector<float>;
  using OpListString = std::vector<std::string>;
  using OpListAcendString = std::vector<AscendString>;  // CANN's spelling, kept for compatibility
  using OpListAscendString = OpListAcendString;
  using OpListBool = std::vector<bool>;
  using OpListType = std::vector<ge::DataType>;
  using OpListListInt = std::vector<std::vector<int64_t>>;
  using OpListListFloat = std::vector<std::vector<float>>;
  using OpTensor = Tensor;

  /// An empty operator.
  Operator() = default;
  /// An operator of type \p type with an empty name.
  explicit Operator(const char_t* type);
  /// An operator named \p name of type \p type.
  Operator(const char_t* name, const char_t* type);
  /// An operator named \p name of type \p type.
  Operator(const AscendString& name, const AscendString& type);
  virtual ~Operator() = default;
  Operator(const Operator&) = default;
  Operator& operator=(const Operator&) = default;
  Operator(Operator&&) noexcept = default;
  Operator& operator=(Operator&&) noexcept = default;

  /// True for a default-constructed operator.
  bool IsEmpty() const;

  /// The instance name.
  std::string GetName() const;
  graphStatus GetName(AscendString& name) const;
  /// The op type (`"Conv2D"`).
  std::string GetOpType() const;
  graphStatus GetOpType(AscendString& type) const;

  /// Connects output 0 of \p src_oprt to input \p dst_name.
  Operator& SetInput(const char_t* dst_name, const Operator& src_oprt);
  /// Connects output \p name of \p src_oprt to input \p dst_name.
  Operator& SetInput(const char_t* dst_name, const Operator& src_oprt, const char_t* name);
  /// Connects output \p index of \p src_oprt to input \p dst_name.
  Operator& SetInput(const char_t* dst_name, const Operator& src_oprt, uint32_t index);
  /// Connects output 0 of \p src_oprt to instance \p dst_index of dynamic input \p dst_name.
  Operator& SetInput(const char_t* dst_name, uint32_t dst_index, const Operator& src_oprt);
  /// Connects output \p name of \p src_oprt to instance \p dst_index of dynamic input \p dst_name.
  Operator& SetInput(const char_t* dst_name, uint32_t dst_index, const Operator& src_oprt, const char_t* name);
  /// Connects output \p src_index of \p src_oprt to the input instance at position \p dst_index (IR order, dynamic
  /// inputs expanded).
  Operator& SetInput(uint32_t dst_index, const Operator& src_oprt, uint32_t src_index);

  /// Number of input instances: each required/optional input counts once, a dynamic input once per instance.
  size_t GetInputsSize() const;
  /// Number of output instances, counted like GetInputsSize().
  size_t GetOutputsSize() const;
  /// Number of instances of dynamic input \p name (0 if it is not a dynamic input).
  int32_t GetDynamicInputNum(const char_t* name) const;
  /// Number of instances of dynamic output \p name (0 if it is not a dynamic output).
  int32_t GetDynamicOutputNum(const char_t* name) const;
  /// Number of instances of subgraph \p name (1 for GRAPH, the created count for DYNAMIC_GRAPH, 0 if unknown).
  int32_t GetSubgraphCount(const char_t* name) const;

  // Tensor descs of inputs and outputs (Note [Operator tensor descs] in sdk/src/register/operator.cc). A name is an
  // IR input/output name (`x`), or a dynamic one's instance name (`x0`, `x1`, as GE names them); an index counts
  // instances in IR order, dynamic ones expanded. A desc never set is a default TensorDesc. Update* returns
  // GRAPH_FAILED (and logs) for a name or index the operator does not have.
  TensorDesc GetInputDesc(const std::string& name) const;
  TensorDesc GetInputDescByName(const char_t* name) const;
  TensorDesc GetInputDesc(uint32_t index) const;
  /// GRAPH_FAILED (and \p tensor_desc untouched) if the operator has no input \p name.
  graphStatus TryGetInputDesc(const char_t* name, TensorDesc& tensor_desc) const;
  graphStatus UpdateInputDesc(const std::string& name, const TensorDesc& tensor_desc);
  graphStatus UpdateInputDesc(const char_t* name, const TensorDesc& tensor_desc);
  graphStatus UpdateInputDesc(const uint32_t index, const TensorDesc& tensor_desc);
  TensorDesc GetOutputDesc(const std::string& name) const;
  TensorDesc GetOutputDescByName(const char_t* name) const;
  TensorDesc GetOutputDesc(uint32_t index) const;
  graphStatus UpdateOutputDesc(const std::string& name, const TensorDesc& tensor_desc);
  graphStatus UpdateOutputDesc(const char_t* name, const TensorDesc& tensor_desc);
  graphStatus UpdateOutputDesc(const uint32_t index, const TensorDesc& tensor_desc);
  /// The constant value of input \p dst_name, as a tensor with the input's desc: the const data of the desc (the host
  /// sets it for a V1 call when the request gives the input's value; TensorDesc::SetConstData), else the `value`
  /// attr of a Const / Constant operator linked to the input. GRAPH_FAILED if the input has no constant value.
  graphStatus GetInputConstData(const char_t* dst_name, Tensor& data) const;
  /// Instance \p index of dynamic input \p name.
  TensorDesc GetDynamicInputDesc(const char_t* name, uint32_t index) const;
  graphStatus UpdateDynamicInputDesc(const char_t* name, uint32_t index, const TensorDesc& tensor_desc);
  /// Instance \p index of dynamic output \p name.
  TensorDesc GetDynamicOutputDesc(const char_t* name, uint32_t index) const;
  graphStatus UpdateDynamicOutputDesc(const char_t* name, uint32_t index, const TensorDesc& tensor_desc);

  // Subgraphs of control-flow ops (GRAPH / DYNAMIC_GRAPH in the prototype).
  /// Number of IR subgraphs (GRAPH and DYNAMIC_GRAPH declarations).
  size_t GetSubgraphNamesCount() const;
  /// The IR subgraph names, in declaration order.
  graphStatus GetSubgraphNames(std::vector<AscendString>& names) const;
  /// Sets the builder of instance \p index of subgraph \p ir_name (0 for a GRAPH); logged and ignored for an
  /// unknown name or an index beyond the instance count.
  void SetSubgraphBuilder(const char_t* ir_name, uint32_t index, const SubgraphBuilder& builder);
  /// The builder of GRAPH \p name (an empty function if none was set).
  SubgraphBuilder GetSubgraphBuilder(const char_t* name) const;
  /// The graph the builder of GRAPH \p name builds (an empty Graph if no builder was set).
  Graph GetSubgraph(const char_t* name) const;
  SubgraphBuilder GetDynamicSubgraphBuilder(const char_t* name, uint32_t index) const;
  Graph GetDynamicSubgraph(const char_t* name, uint32_t index) const;
  /// Sets the instance count of subgraph \p ir_name (the generated create_dynamic_subgraph_<x>(n)).
  void SubgraphCountRegister(const char_t* ir_name, uint32_t count);
  // Instances of dynamic inputs/outputs: what the generated create_dynamic_input_<x>() etc. call, and what a parse
  // function calls on op_dest (public, as in CANN). \p num instances are added to input/output \p name.
  void DynamicInputRegister(const char_t* name, uint32_t num, bool is_push_back = true);
  void DynamicInputRegisterByIndex(const char_t* name, uint32_t num, size_t index);
  void DynamicOutputRegister(const char_t* name, uint32_t num, bool is_push_back = true);

  // Attribute setters. An attr keeps the type of the last value set; IR attrs start at their default.
  Operator& SetAttr(const char_t* name, int64_t attr_value);
  Operator& SetAttr(const char_t* name, int32_t attr_value);
  Operator& SetAttr(const char_t* name, uint32_t attr_value);
  Operator& SetAttr(const char_t* name, float32_t attr_value);
  Operator& SetAttr(const char_t* name, bool attr_value);
  Operator& SetAttr(const char_t* name, const char_t* attr_value);
  Operator& SetAttr(const char_t* name, const std::string& attr_value);
  Operator& SetAttr(const char_t* name, const AscendString& attr_value);
  Operator& SetAttr(const char_t* name, const ge::DataType& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<int64_t>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<int32_t>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<uint32_t>& attr_value);
  Operator& SetAttr(const char_t* name, std::initializer_list<int64_t>&& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<float32_t>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<bool>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<std::string>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<AscendString>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<ge::DataType>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<std::vector<int64_t>>& attr_value);
  Operator& SetAttr(const char_t* name, const std::vector<std::vector<float32_t>>& attr_value);
  /// A Tensor attr (Const's `value`): stored as a clone of \p attr_value. Tensor attrs are kept apart from the
  /// other attrs (the plugin ABI's attr encoding has no tensor kind); GetAttr(name, Tensor&) reads them.
  Operator& SetAttr(const char_t* name, const Tensor& attr_value);

  // Attribute getters: GRAPH_FAILED (and \p attr_value untouched) if the attr has no value or another type.
  // Int getters also read Type values (a DataType is an int in CANN's attr store).
  graphStatus GetAttr(const char_t* name, int64_t& attr_value) const;
  graphStatus GetAttr(const char_t* name, int32_t& attr_value) const;
  graphStatus GetAttr(const char_t* name, uint32_t& attr_value) const;
  graphStatus GetAttr(const char_t* name, float32_t& attr_value) const;
  graphStatus GetAttr(const char_t* name, bool& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::string& attr_value) const;
  graphStatus GetAttr(const char_t* name, AscendString& attr_value) const;
  graphStatus GetAttr(const char_t* name, ge::DataType& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<int64_t>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<int32_t>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<uint32_t>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<float32_t>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<bool>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<std::string>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<AscendString>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<ge::DataType>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<std::vector<int64_t>>& attr_value) const;
  graphStatus GetAttr(const char_t* name, std::vector<std::vector<float32_t>>& attr_value) const;
  /// A Tensor attr set with SetAttr(name, const Tensor&) (a copy sharing its data, as CANN's Tensor copies do).
  graphStatus GetAttr(const char_t* name, Tensor& attr_value) const;

 protected:
  /// An empty operator whose IR registration calls go to \p capture's sink instead (REG_OP's IR capture).
  explicit Operator(const ::oppkit::detail::IrCapture& capture) : ir_sink_(capture.sink) {}

  // IR registration, called by the constructors REG_OP generates (graph/operator_reg.h); IR order is call order.
  void InputRegister(const char_t* name, const char_t* datatype_symbol);
  void InputRegister(const char_t* name, const TensorType& datatypes);
  void OptionalInputRegister(const char_t* name, const char_t* datatype_symbol);
  void OptionalInputRegister(const char_t* name, const TensorType& datatypes);
  void DynamicInputIrRegister(const char_t* name, const char_t* datatype_symbol);
  void DynamicInputIrRegister(const char_t* name, const TensorType& datatypes);
  void OutputRegister(const char_t* name, const char_t* datatype_symbol);
  void OutputRegister(const char_t* name, const TensorType& datatypes);
  void DynamicOutputIrRegister(const char_t* name, const char_t* datatype_symbol);
  void DynamicOutputIrRegister(const char_t* name, const TensorType& datatypes);
  void AttrRegister(const char_t* name, int64_t default_value);
  void AttrRegister(const char_t* name, float32_t default_value);
  void AttrRegister(const char_t* name, bool default_value);
  void AttrRegister(const char_t* name, const std::string& default_value);
  void AttrRegister(const char_t* name, const AscendString& default_value);
  void AttrRegister(const char_t* name, ge::DataType default_value);
  void AttrRegister(const char_t* name, const std::vector<int64_t>& default_value);
  void AttrRegister(const char_t* name, const std::vector<float32_t>& default_value);
  void AttrRegister(const char_t* name, const std::vector<bool>& default_value);
  void AttrRegister(const char_t* name, const std::vector<std::string>& default_value);
  void AttrRegister(const char_t* name, const std::vector<AscendString>& default_value);
  void AttrRegister(const char_t* name, const std::vector<ge::DataType>& default_value);
  void AttrRegister(const char_t* name, const std::vector<std::vector<int64_t>>& default_value);
  void AttrRegister(const char_t* name, const std::vector<std::vector<float32_t>>& default_value);
  /// A Tensor attr: its default lives in the generated getter, and a prototype published through the plugin ABI
  /// leaves it out (the ABI carries no tensor attrs; a warning is logged when the tables are built).
  void AttrRegister(const char_t* name, const Tensor& default_value);
  /// \p attr_type is an OppkitAttrType.
  void RequiredAttrRegister(const char_t* name, uint32_t attr_type);
  void DataTypeRegister(const char_t* symbol, const TensorType& datatypes);
  void DataTypeRegister(const char_t* symbol, const ListTensorType& datatypes);
  void SubgraphRegister(const char_t* name, bool dynamic);

  // Dtype sets spelled without `TensorType::` inside REG_OP, as in `INPUT(x, TensorType({BasicType(), DT_BOOL}))`.
  // CANN only stringifies these expressions; oppkit evaluates them, so they must resolve in the generated class.
  static TensorType ALL() { return TensorType::ALL(); }
  static TensorType QuantifiedType() { return TensorType::QuantifiedType(); }
  static TensorType OrdinaryType() { return TensorType::OrdinaryType(); }
  static TensorType BasicType() { return TensorType::BasicType(); }
  static TensorType NumberType() { return TensorType::NumberType(); }
  static TensorType RealNumberType() { return TensorType::RealNumberType(); }
  static TensorType ComplexDataType() { return TensorType::ComplexDataType(); }
  static TensorType IntegerDataType() { return TensorType::IntegerDataType(); }
  static TensorType SignedDataType() { return TensorType::SignedDataType(); }
  static TensorType UnsignedDataType() { return TensorType::UnsignedDataType(); }
  static TensorType FloatingDataType() { return TensorType::FloatingDataType(); }
  static TensorType IndexNumberType() { return TensorType::IndexNumberType(); }
  static TensorType UnaryDataType() { return TensorType::UnaryDataType(); }
  static TensorType FLOAT() { return TensorType::FLOAT(); }
  // Type spellings of CANN's op headers that name no ge::DataType (`INPUT(x, TensorType({DT_FLOAT32, DT_BF16}))`):
  // they compile in CANN, which only stringifies the expression; oppkit reads each as the type it names.
  static constexpr DataType DT_FLOAT32 = ge::DT_FLOAT;
  static constexpr DataType DT_BFLOAT16 = ge::DT_BF16;
  static constexpr DataType DT_FP8_E5M2 = ge::DT_FLOAT8_E5M2;
  static constexpr DataType DT_FP8_E4M3FN = ge::DT_FLOAT8_E4M3FN;
  static constexpr DataType DT_FLOAT8_E4M3 = ge::DT_FLOAT8_E4M3FN;
  static constexpr DataType DT_FLOAT8_E4M3_FN = ge::DT_FLOAT8_E4M3FN;
  static constexpr DataType DT_FP4X2_E2M1 = ge::DT_FLOAT4_E2M1;
  static constexpr DataType DT_FP4X2_E1M2 = ge::DT_FLOAT4_E1M2;

 private:
  friend struct ::oppkit::detail::OperatorAccess;
  std::shared_ptr<OperatorImpl> impl_;
  ::oppkit::detail::IrSink* ir_sink_ = nullptr;  // set only while a REG_OP class records its IR (IrCapture)
};

}  // namespace ge

namespace oppkit {

/// Where an input instance of an Operator is connected (an oppkit addition for tools and tests; CANN exposes
/// links only through its graph classes).
struct OperatorInputLink {
  std::string src_name;           ///< name of the source operator
  std::string src_type;           ///< type of the source operator
  uint32_t src_output_index = 0;  ///< output index of the source (when set by index)
  std::string src_output_name;    ///< output name of the source (when set by name), else empty
};

/// Reads the link of instance \p instance of input \p input_name (0 for non-dynamic inputs). Returns false if the
/// input does not exist or is not connected.
bool GetOperatorInputLink(const ge::Operator& op, const char* input_name, uint32_t instance, OperatorInputLink* link);

namespace detail {
/// The OppkitAttrType of a REG_OP attr C++ type (`Op##Type`); REQUIRED_ATTR uses it.
template <typename T>
struct AttrTypeOf;
template <>
struct AttrTypeOf<int64_t> {
  static constexpr uint32_t value = OPPKIT_ATTR_INT;
};
template <>
struct AttrTypeOf<float> {
  static constexpr uint32_t value = OPPKIT_ATTR_FLOAT;
};
template <>
struct AttrTypeOf<bool> {
  static constexpr uint32_t value = OPPKIT_ATTR_BOOL;
};
template <>
struct AttrTypeOf<std::string> {
  static constexpr uint32_t value = OPPKIT_ATTR_STRING;
};
template <>
struct AttrTypeOf<ge::AscendString> {
  static constexpr uint32_t value = OPPKIT_ATTR_STRING;
};
template <>
struct AttrTypeOf<ge::DataType> {
  static constexpr uint32_t value = OPPKIT_ATTR_DATA_TYPE;
};
template <>
struct AttrTypeOf<std::vector<int64_t>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_INT;
};
template <>
struct AttrTypeOf<std::vector<float>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_FLOAT;
};
template <>
struct AttrTypeOf<std::vector<bool>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_BOOL;
};
template <>
struct AttrTypeOf<std::vector<std::string>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_STRING;
};
template <>
struct AttrTypeOf<std::vector<ge::AscendString>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_STRING;
};
template <>
struct AttrTypeOf<std::vector<ge::DataType>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_DATA_TYPE;
};
template <>
struct AttrTypeOf<std::vector<std::vector<int64_t>>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_LIST_INT;
};
template <>
struct AttrTypeOf<std::vector<std::vector<float>>> {
  static constexpr uint32_t value = OPPKIT_ATTR_LIST_LIST_FLOAT;
};
}  // namespace detail
}  // namespace oppkit
