// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// REG_OP: CANN's op prototype (IR) definition language.
//
// ```
// namespace ge {
// REG_OP(Conv2D)
//     .INPUT(x, TensorType({DT_FLOAT16, DT_FLOAT}))
//     .INPUT(filter, TensorType({DT_FLOAT16, DT_FLOAT}))
//     .OPTIONAL_INPUT(bias, TensorType({DT_FLOAT16, DT_FLOAT}))
//     .OUTPUT(y, TensorType({DT_FLOAT16, DT_FLOAT}))
//     .REQUIRED_ATTR(strides, ListInt)
//     .ATTR(dilations, ListInt, {1, 1, 1, 1})
//     .ATTR(data_format, String, "NHWC")
//     .OP_END_FACTORY_REG(Conv2D)
// }  // namespace ge
// ```
// generates the class `ge::op::Conv2D` (derived from ge::Operator) with CANN's members (`name_in_x()`,
// `set_input_x(op)`, `get_attr_strides()`, `set_attr_strides(v)`, `create_dynamic_input_x(n)`, ...), and registers
// the prototype in the library's hidden prototype registry at static-initialisation time. The plugin entry
// (oppkit/plugin_entry.h) publishes the prototypes of the library through the plugin ABI, sorted by op type, with
// the file and line of each REG_OP.
//
// Note [How REG_OP expands]
// As in CANN, the chain is not a chain of calls on an object: every macro closes the member function opened by the
// previous one and opens the next, so `.INPUT(x, t)` becomes `.N(); <register x>(); } public: <members of x>
// private: void <register x>() { <record x in the IR>; (void)OpReg()`, and OP_END_FACTORY_REG closes the last
// function, the class and the namespace. The constructors call the first function, which calls the next, ..., so
// the IR is recorded in declaration order (IR input order = order of INPUT/OPTIONAL_INPUT/DYNAMIC_INPUT lines).
// Unlike CANN, which only stringifies the dtype argument of INPUT/OUTPUT, oppkit evaluates it: `"T"` (a symbol,
// possibly naming an attr such as Cast's `"dst_type"`) or a TensorType expression; the unqualified set names that
// CANN sources write inside REG_OP (`TensorType({BasicType(), DT_BOOL})`) resolve to protected static members of
// ge::Operator.
// Besides the CANN constructors, the class has a private one taking an oppkit::detail::IrCapture, reached through
// the static `OppkitCaptureIr`, which OP_END_FACTORY_REG registers next to the creator: it runs the same chain, but
// the IR goes straight into the library's plugin tables and no operator state is created (Note [IR capture] in
// sdk/src/register/plugin_tables.cc). The public API of the class is unchanged.
//
// Note [One translation unit per prototype header]
// OP_END_FACTORY_REG defines a namespace-scope `static` registrar, so every translation unit that includes a
// `*_proto.h` registers its prototypes once more. Include each `*_proto.h` from exactly one `.cc` (its
// `*_proto.cc`; for an op folder the build generates it, Note [Op folders] in cmake/OppkitOpPackage.cmake); other
// sources of the same op need only the op type string. The registry keeps the first
// registration of a type: a second one from the same REG_OP (same file and line) is dropped silently, one from
// another place is dropped with a warning.
//
// Note [Op classes without registration]
// OP_END_FACTORY_REG ends in OPPKIT_OP_REGISTER(x, counter), the registrar. A header that wants the classes of
// prototypes registered elsewhere (all_ops.h, which gives user programs the ge::op classes of the built-in ops, and
// oppkit/framework_ops.h with ge::op::Data / ge::op::Const) redefines OPPKIT_OP_REGISTER as empty around its
// includes (push_macro / pop_macro): macros expand where OP_END_FACTORY_REG is used, so those REG_OPs define their
// classes only. This matters in an op library: a parser plugin that builds GE graphs from the built-in op classes
// must not publish the built-in prototypes again through its own plugin tables (CANN's DISABLE_COMPILE_V1 does the
// same for its registrar). Such classes are unknown to OperatorFactory, which knows the ops registered in its own
// library or program.
//
// Attr types: Int, Float, Bool, String, AscendString, Type, ListInt, ListFloat, ListBool, ListString,
// ListAscendString, ListType, ListListInt, ListListFloat (the C++ types are ge::Operator::Op<Type>), and Tensor for
// optional attrs (`ATTR(value, Tensor, Tensor())`, Const's): a Tensor attr is kept by the operator and carried by
// the graph description for Const, but a prototype published through the plugin ABI leaves it out (the ABI has no
// tensor attr kind); REQUIRED_ATTR(x, Tensor) does not compile. CANN's ListTensor, NamedAttrs and Bytes attrs are
// not supported: the plugin ABI carries none of them.
//
// V1 functions (at the end of this file): IMPLEMT_INFERFUNC, IMPLEMT_COMMON_INFERFUNC, IMPLEMT_VERIFIER,
// IMPLEMT_INFERFORMAT_FUNC define them on a ge::Operator; INFER_FUNC_REG, COMMON_INFER_FUNC_REG, VERIFY_FUNC_REG and
// INFER_FORMAT_FUNC_REG register them; ELMTWISE_INFER_SHAPEANDTYPE and BROADCAST_INFER are CANN's ready-made ones
// (docs/v1_functions.md).
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/graph.h"
#include "graph/operator.h"
#include "graph/operator_factory.h"
#include "graph/tensor.h"
#include "graph/types.h"

namespace ge {
// CANN's operator_reg.h makes these visible in namespace ge; op sources rely on it.
using std::function;
using std::string;
using std::vector;

/// The object the REG_OP chain is written on (Note [How REG_OP expands]).
class OpReg {
 public:
  OpReg& N() { return *this; }
};
}  // namespace ge

namespace oppkit {
namespace detail {
/// Creates an instance of a REG_OP class; its constructor records the IR.
using OpProtoCreator = ge::Operator (*)(const ge::AscendString& name);
/// Records the IR of a REG_OP class into a sink without creating operator state (Note [IR capture]).
using OpIrCaptureFn = void (*)(IrSink* sink);

/// The registrar OP_END_FACTORY_REG defines: records \p creator and \p capture for \p op_type with the REG_OP's
/// location in the library's prototype registry. The prototype itself is read lazily, through \p capture, when
/// the plugin tables are built.
class OpProtoRegistrar {
 public:
  OpProtoRegistrar(const char* op_type, OpProtoCreator creator, OpIrCaptureFn capture, const char* source_file,
                   uint32_t source_line) noexcept;
  /// Without a capture function the IR is read from an instance made by \p creator.
  OpProtoRegistrar(const char* op_type, OpProtoCreator creator, const char* source_file, uint32_t source_line) noexcept
      : OpProtoRegistrar(op_type, creator, nullptr, source_file, source_line) {}
};
}  // namespace detail
}  // namespace oppkit

#define OPPKIT_REG_PASTE_INNER(a, b) a##b
#define OPPKIT_REG_PASTE(a, b) OPPKIT_REG_PASTE_INNER(a, b)

/// Starts an op prototype; write it inside `namespace ge { ... }`. See the file comment for a full example.
#define REG_OP(x)                                                                                     \
  namespace op {                                                                                      \
  class x : public ::ge::Operator {                                                                   \
    typedef x _THIS_TYPE;                                                                             \
    static constexpr int kOppkitAttrCounterBase_ = __COUNTER__;                                       \
                                                                                                      \
   public:                                                                                            \
    explicit x(const std::string& name) : ::ge::Operator(name.c_str(), #x) { OppkitIr_(); }           \
    explicit x(const char* name) : ::ge::Operator(name, #x) { OppkitIr_(); }                          \
    explicit x(const ::ge::AscendString& name) : ::ge::Operator(name, #x) { OppkitIr_(); }            \
    x() : ::ge::Operator(#x) { OppkitIr_(); }                                                         \
    /** \p other as this class, sharing its state (the V1 macros: oppkit::detail::SharedOperator). */ \
    x(::oppkit::detail::SharedOperator, const ::ge::Operator& other) : ::ge::Operator(other) {}       \
    /** Where this REG_OP stands (provenance of the prototype). */                                    \
    static const char* OppkitSourceFile() { return __FILE__; }                                        \
    static constexpr uint32_t kOppkitSourceLine = __LINE__;                                           \
    /** Records this op's IR into \p sink only (the plugin's prototype table). */                     \
    static void OppkitCaptureIr(::oppkit::detail::IrSink* sink) {                                     \
      x captured((::oppkit::detail::IrCapture{sink}));                                                \
      (void)captured;                                                                                 \
    }                                                                                                 \
                                                                                                      \
   private:                                                                                           \
    explicit x(const ::oppkit::detail::IrCapture& capture) : ::ge::Operator(capture) { OppkitIr_(); } \
    void OppkitIr_() {                                                                                \
      ::ge::OpReg()

// Note [Attr indexes]
// An op's host functions read attrs by index: the IR attrs in REG_OP declaration order, then the private attrs of
// its IMPL_OP blocks in declaration order. REG_OP numbers its attrs at compile time so that host code can take
// the indexes from the prototype instead of keeping them by hand: `ge::op::T::kOppkitAttrIndex_<name>` is the
// index of IR attr <name>, and `ge::op::T::kOppkitIrAttrCount` the number of IR attrs, i.e. the index of the first
// private attr. REG_OP takes a __COUNTER__ value as its base, every ATTR / REQUIRED_ATTR one more, and
// OP_END_FACTORY_REG the last (its registrar's); no other macro of the chain uses __COUNTER__. Host code gets the
// class without a second registration as all_ops.h does (Note [Op classes without registration]).
// Example: `constexpr size_t kAttrPadding = ge::op::Conv2D::kOppkitIrAttrCount;   // PrivateAttr("padding")`
#define OPPKIT_ATTR_INDEX(x) \
  static constexpr size_t kOppkitAttrIndex_##x = static_cast<size_t>(__COUNTER__ - kOppkitAttrCounterBase_ - 1);

// Extra members CANN generates for string-typed attrs (AscendString views); empty for other types.
#define OPPKIT_ATTR_EXTRA_Int(x, ...)
#define OPPKIT_ATTR_EXTRA_Float(x, ...)
#define OPPKIT_ATTR_EXTRA_Bool(x, ...)
#define OPPKIT_ATTR_EXTRA_Type(x, ...)
#define OPPKIT_ATTR_EXTRA_ListInt(x, ...)
#define OPPKIT_ATTR_EXTRA_ListFloat(x, ...)
#define OPPKIT_ATTR_EXTRA_ListBool(x, ...)
#define OPPKIT_ATTR_EXTRA_ListType(x, ...)
#define OPPKIT_ATTR_EXTRA_ListListInt(x, ...)
#define OPPKIT_ATTR_EXTRA_ListListFloat(x, ...)
#define OPPKIT_ATTR_EXTRA_Tensor(x, ...)
#define OPPKIT_ATTR_EXTRA_String(x, ...)                          \
  ::ge::graphStatus get_attr_##x(::ge::AscendString& ret) const { \
    std::string value = OpString(__VA_ARGS__);                    \
    (void)::ge::Operator::GetAttr(#x, value);                     \
    ret = ::ge::AscendString(value.c_str());                      \
    return ::ge::GRAPH_SUCCESS;                                   \
  }                                                               \
  _THIS_TYPE& set_attr_##x(const char* v) {                       \
    ::ge::Operator::SetAttr(#x, v);                               \
    return *this;                                                 \
  }
#define OPPKIT_ATTR_EXTRA_ListString(x, ...)                                   \
  ::ge::graphStatus get_attr_##x(std::vector<::ge::AscendString>& ret) const { \
    std::vector<std::string> values = OpListString(__VA_ARGS__);               \
    (void)::ge::Operator::GetAttr(#x, values);                                 \
    ret.clear();                                                               \
    for (const std::string& v : values) ret.emplace_back(v.c_str());           \
    return ::ge::GRAPH_SUCCESS;                                                \
  }                                                                            \
  _THIS_TYPE& set_attr_##x(const std::vector<::ge::AscendString>& v) {         \
    ::ge::Operator::SetAttr(#x, v);                                            \
    return *this;                                                              \
  }
#define OPPKIT_ATTR_EXTRA_AscendString(x, ...)                    \
  ::ge::graphStatus get_attr_##x(::ge::AscendString& ret) const { \
    ret = get_attr_##x();                                         \
    return ::ge::GRAPH_SUCCESS;                                   \
  }
#define OPPKIT_ATTR_EXTRA_ListAscendString(x, ...)                             \
  ::ge::graphStatus get_attr_##x(std::vector<::ge::AscendString>& ret) const { \
    ret = get_attr_##x();                                                      \
    return ::ge::GRAPH_SUCCESS;                                                \
  }

#define OPPKIT_REQUIRED_ATTR_EXTRA_Int(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_Float(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_Bool(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_Type(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListInt(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListFloat(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListBool(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListType(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListListInt(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListListFloat(x)
#define OPPKIT_REQUIRED_ATTR_EXTRA_String(x)                         \
  ::ge::graphStatus get_attr_##x(::ge::AscendString& ret) const {    \
    std::string value;                                               \
    if (::ge::Operator::GetAttr(#x, value) != ::ge::GRAPH_SUCCESS) { \
      return ::ge::GRAPH_FAILED;                                     \
    }                                                                \
    ret = ::ge::AscendString(value.c_str());                         \
    return ::ge::GRAPH_SUCCESS;                                      \
  }                                                                  \
  _THIS_TYPE& set_attr_##x(const char* v) {                          \
    ::ge::Operator::SetAttr(#x, v);                                  \
    return *this;                                                    \
  }
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListString(x)                               \
  ::ge::graphStatus get_attr_##x(std::vector<::ge::AscendString>& ret) const { \
    return ::ge::Operator::GetAttr(#x, ret);                                   \
  }                                                                            \
  _THIS_TYPE& set_attr_##x(const std::vector<::ge::AscendString>& v) {         \
    ::ge::Operator::SetAttr(#x, v);                                            \
    return *this;                                                              \
  }
#define OPPKIT_REQUIRED_ATTR_EXTRA_AscendString(x) \
  ::ge::graphStatus get_attr_##x(::ge::AscendString& ret) const { return ::ge::Operator::GetAttr(#x, ret); }
#define OPPKIT_REQUIRED_ATTR_EXTRA_ListAscendString(x)                         \
  ::ge::graphStatus get_attr_##x(std::vector<::ge::AscendString>& ret) const { \
    return ::ge::Operator::GetAttr(#x, ret);                                   \
  }

/// An optional attr with a default: `.ATTR(pads, ListInt, {0, 0, 0, 0})`, `.ATTR(cell_type, String, "LSTM")`.
/// Generates `name_attr_<x>()`, `get_attr_<x>()` (the value set, else the default) and `set_attr_<x>(v)`.
#define ATTR(x, Type, ...)                                                                         \
  N();                                                                                             \
  OppkitIrAttr_##x();                                                                              \
  }                                                                                                \
                                                                                                   \
 public:                                                                                           \
  static const std::string name_attr_##x() { return #x; }                                          \
  static void name_attr_##x(::ge::AscendString& attr_name) { attr_name = ::ge::AscendString(#x); } \
  OPPKIT_ATTR_INDEX(x)                                                                             \
  OPPKIT_ATTR_EXTRA_##Type(x, __VA_ARGS__) Op##Type get_attr_##x() const {                         \
    Op##Type ret = Op##Type(__VA_ARGS__);                                                          \
    (void)::ge::Operator::GetAttr(#x, ret);                                                        \
    return ret;                                                                                    \
  }                                                                                                \
  _THIS_TYPE& set_attr_##x(const Op##Type& v) {                                                    \
    ::ge::Operator::SetAttr(#x, v);                                                                \
    return *this;                                                                                  \
  }                                                                                                \
                                                                                                   \
 private:                                                                                          \
  void OppkitIrAttr_##x() {                                                                        \
    ::ge::Operator::AttrRegister(#x, Op##Type(__VA_ARGS__));                                       \
    (void)::ge::OpReg()

/// An attr without default that every node must set: `.REQUIRED_ATTR(strides, ListInt)`.
/// `get_attr_<x>()` returns a value-initialised Op<Type> while it is unset.
#define REQUIRED_ATTR(x, Type)                                                                     \
  N();                                                                                             \
  OppkitIrAttr_##x();                                                                              \
  }                                                                                                \
                                                                                                   \
 public:                                                                                           \
  static const std::string name_attr_##x() { return #x; }                                          \
  static void name_attr_##x(::ge::AscendString& attr_name) { attr_name = ::ge::AscendString(#x); } \
  OPPKIT_ATTR_INDEX(x)                                                                             \
  OPPKIT_REQUIRED_ATTR_EXTRA_##Type(x) Op##Type get_attr_##x() const {                             \
    Op##Type ret{};                                                                                \
    (void)::ge::Operator::GetAttr(#x, ret);                                                        \
    return ret;                                                                                    \
  }                                                                                                \
  _THIS_TYPE& set_attr_##x(const Op##Type& v) {                                                    \
    ::ge::Operator::SetAttr(#x, v);                                                                \
    return *this;                                                                                  \
  }                                                                                                \
                                                                                                   \
 private:                                                                                          \
  void OppkitIrAttr_##x() {                                                                        \
    ::ge::Operator::RequiredAttrRegister(#x, ::oppkit::detail::AttrTypeOf<Op##Type>::value);       \
    (void)::ge::OpReg()

/// Defines the dtype symbol \p x: `.DATATYPE(T, TensorType::BasicType())` (all instances of inputs/outputs typed
/// "T" share one dtype from the set) or `.DATATYPE(T, ListTensorType(...))` (instances of a dynamic IO may differ).
#define DATATYPE(x, t)                       \
  N();                                       \
  OppkitIrDtype_##x();                       \
  }                                          \
                                             \
 private:                                    \
  void OppkitIrDtype_##x() {                 \
    ::ge::Operator::DataTypeRegister(#x, t); \
    (void)::ge::OpReg()

/// A required input: `.INPUT(x, "T")` (dtype symbol) or `.INPUT(x, TensorType({DT_FLOAT, DT_FLOAT16}))`.
/// Generates `name_in_<x>()`, `set_input_<x>(op)`, `set_input_<x>(op, src_output_name)`,
/// `set_input_<x>(op, src_output_index)` and `set_input_<x>_by_name(op, src_output_name)`.
#define INPUT(x, t)                                                                              \
  N();                                                                                           \
  OppkitIrIn_##x();                                                                              \
  }                                                                                              \
                                                                                                 \
 public:                                                                                         \
  static const std::string name_in_##x() { return #x; }                                          \
  static void name_in_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }           \
  _THIS_TYPE& set_input_##x(::ge::Operator& v, const std::string& srcName) {                     \
    ::ge::Operator::SetInput(#x, v, srcName.c_str());                                            \
    return *this;                                                                                \
  }                                                                                              \
  _THIS_TYPE& set_input_##x##_by_name(::ge::Operator& v, const char* srcName) {                  \
    ::ge::Operator::SetInput(#x, v, srcName);                                                    \
    return *this;                                                                                \
  }                                                                                              \
  _THIS_TYPE& set_input_##x(::ge::Operator& v, uint32_t index) {                                 \
    ::ge::Operator::SetInput(#x, v, index);                                                      \
    return *this;                                                                                \
  }                                                                                              \
  _THIS_TYPE& set_input_##x(::ge::Operator& v) {                                                 \
    ::ge::Operator::SetInput(#x, v);                                                             \
    return *this;                                                                                \
  }                                                                                              \
                                                                                                 \
  ::ge::TensorDesc get_input_desc_##x() const { return ::ge::Operator::GetInputDescByName(#x); } \
  ::ge::graphStatus update_input_desc_##x(const ::ge::TensorDesc& tensorDesc) {                  \
    return ::ge::Operator::UpdateInputDesc(#x, tensorDesc);                                      \
  }                                                                                              \
                                                                                                 \
 private:                                                                                        \
  void OppkitIrIn_##x() {                                                                        \
    ::ge::Operator::InputRegister(#x, t);                                                        \
    (void)::ge::OpReg()

/// An input that a node may leave unconnected: `.OPTIONAL_INPUT(bias, TensorType({DT_FLOAT}))`. Same members as
/// INPUT.
#define OPTIONAL_INPUT(x, t)                                                                     \
  N();                                                                                           \
  OppkitIrIn_##x();                                                                              \
  }                                                                                              \
                                                                                                 \
 public:                                                                                         \
  static const std::string name_in_##x() { return #x; }                                          \
  static void name_in_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }           \
  _THIS_TYPE& set_input_##x(::ge::Operator& v) {                                                 \
    ::ge::Operator::SetInput(#x, v);                                                             \
    return *this;                                                                                \
  }                                                                                              \
  _THIS_TYPE& set_input_##x(::ge::Operator& v, const std::string& srcName) {                     \
    ::ge::Operator::SetInput(#x, v, srcName.c_str());                                            \
    return *this;                                                                                \
  }                                                                                              \
  _THIS_TYPE& set_input_##x##_by_name(::ge::Operator& v, const char* srcName) {                  \
    ::ge::Operator::SetInput(#x, v, srcName);                                                    \
    return *this;                                                                                \
  }                                                                                              \
  _THIS_TYPE& set_input_##x(::ge::Operator& v, uint32_t index) {                                 \
    ::ge::Operator::SetInput(#x, v, index);                                                      \
    return *this;                                                                                \
  }                                                                                              \
                                                                                                 \
  ::ge::TensorDesc get_input_desc_##x() const { return ::ge::Operator::GetInputDescByName(#x); } \
  ::ge::graphStatus update_input_desc_##x(const ::ge::TensorDesc& tensorDesc) {                  \
    return ::ge::Operator::UpdateInputDesc(#x, tensorDesc);                                      \
  }                                                                                              \
                                                                                                 \
 private:                                                                                        \
  void OppkitIrIn_##x() {                                                                        \
    ::ge::Operator::OptionalInputRegister(#x, t);                                                \
    (void)::ge::OpReg()

/// An input with any number of instances: `.DYNAMIC_INPUT(x, "T")`. Generates `create_dynamic_input_<x>(n)`,
/// `create_dynamic_input_byindex_<x>(n, index)` and `set_dynamic_input_<x>(i, op[, src_output_name])`.
#define DYNAMIC_INPUT(x, t)                                                                             \
  N();                                                                                                  \
  OppkitIrIn_##x();                                                                                     \
  }                                                                                                     \
                                                                                                        \
 public:                                                                                                \
  static const std::string name_in_##x() { return #x; }                                                 \
  static void name_in_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }                  \
  _THIS_TYPE& create_dynamic_input_##x(uint32_t num, bool isPushBack = true) {                          \
    ::ge::Operator::DynamicInputRegister(#x, num, isPushBack);                                          \
    return *this;                                                                                       \
  }                                                                                                     \
  _THIS_TYPE& create_dynamic_input_byindex_##x(uint32_t num, size_t index) {                            \
    ::ge::Operator::DynamicInputRegisterByIndex(#x, num, index);                                        \
    return *this;                                                                                       \
  }                                                                                                     \
  _THIS_TYPE& set_dynamic_input_##x(uint32_t dstIndex, ::ge::Operator& v) {                             \
    ::ge::Operator::SetInput(#x, dstIndex, v);                                                          \
    return *this;                                                                                       \
  }                                                                                                     \
  _THIS_TYPE& set_dynamic_input_##x(uint32_t dstIndex, ::ge::Operator& v, const std::string& srcName) { \
    ::ge::Operator::SetInput(#x, dstIndex, v, srcName.c_str());                                         \
    return *this;                                                                                       \
  }                                                                                                     \
  _THIS_TYPE& set_dynamic_input_##x(uint32_t dstIndex, ::ge::Operator& v, const char* srcName) {        \
    ::ge::Operator::SetInput(#x, dstIndex, v, srcName);                                                 \
    return *this;                                                                                       \
  }                                                                                                     \
                                                                                                        \
  ::ge::TensorDesc get_dynamic_input_desc_##x(uint32_t index) const {                                   \
    return ::ge::Operator::GetDynamicInputDesc(#x, index);                                              \
  }                                                                                                     \
  ::ge::graphStatus update_dynamic_input_desc_##x(uint32_t index, const ::ge::TensorDesc& tensorDesc) { \
    return ::ge::Operator::UpdateDynamicInputDesc(#x, index, tensorDesc);                               \
  }                                                                                                     \
                                                                                                        \
 private:                                                                                               \
  void OppkitIrIn_##x() {                                                                               \
    ::ge::Operator::DynamicInputIrRegister(#x, t);                                                      \
    (void)::ge::OpReg()

/// An output: `.OUTPUT(y, "T")`, `.OUTPUT(y, "dst_type")` (dtype from an attr) or `.OUTPUT(y, TensorType(...))`.
#define OUTPUT(x, t)                                                                               \
  N();                                                                                             \
  OppkitIrOut_##x();                                                                               \
  }                                                                                                \
                                                                                                   \
 public:                                                                                           \
  static const std::string name_out_##x() { return #x; }                                           \
  static void name_out_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }            \
                                                                                                   \
  ::ge::TensorDesc get_output_desc_##x() const { return ::ge::Operator::GetOutputDescByName(#x); } \
  ::ge::graphStatus update_output_desc_##x(const ::ge::TensorDesc& tensorDesc) {                   \
    return ::ge::Operator::UpdateOutputDesc(#x, tensorDesc);                                       \
  }                                                                                                \
                                                                                                   \
 private:                                                                                          \
  void OppkitIrOut_##x() {                                                                         \
    ::ge::Operator::OutputRegister(#x, t);                                                         \
    (void)::ge::OpReg()

/// An output with any number of instances: `.DYNAMIC_OUTPUT(y, "T")`. Generates `create_dynamic_output_<x>(n)`.
#define DYNAMIC_OUTPUT(x, t)                                                                             \
  N();                                                                                                   \
  OppkitIrOut_##x();                                                                                     \
  }                                                                                                      \
                                                                                                         \
 public:                                                                                                 \
  static const std::string name_out_##x() { return #x; }                                                 \
  static void name_out_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }                  \
  _THIS_TYPE& create_dynamic_output_##x(uint32_t num, bool isPushBack = true) {                          \
    ::ge::Operator::DynamicOutputRegister(#x, num, isPushBack);                                          \
    return *this;                                                                                        \
  }                                                                                                      \
                                                                                                         \
  ::ge::TensorDesc get_dynamic_output_desc_##x(uint32_t index) const {                                   \
    return ::ge::Operator::GetDynamicOutputDesc(#x, index);                                              \
  }                                                                                                      \
  ::ge::graphStatus update_dynamic_output_desc_##x(uint32_t index, const ::ge::TensorDesc& tensorDesc) { \
    return ::ge::Operator::UpdateDynamicOutputDesc(#x, index, tensorDesc);                               \
  }                                                                                                      \
                                                                                                         \
 private:                                                                                                \
  void OppkitIrOut_##x() {                                                                               \
    ::ge::Operator::DynamicOutputIrRegister(#x, t);                                                      \
    (void)::ge::OpReg()

/// A subgraph (control-flow ops): `.GRAPH(then_branch)`. Generates `name_graph_<x>()`.
#define GRAPH(x)                                                                                            \
  N();                                                                                                      \
  OppkitIrGraph_##x();                                                                                      \
  }                                                                                                         \
                                                                                                            \
 public:                                                                                                    \
  static const std::string name_graph_##x() { return #x; }                                                  \
  static void name_graph_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }                   \
                                                                                                            \
  ::ge::SubgraphBuilder get_subgraph_builder_##x() const { return ::ge::Operator::GetSubgraphBuilder(#x); } \
  _THIS_TYPE& set_subgraph_builder_##x(const ::ge::SubgraphBuilder& v) {                                    \
    ::ge::Operator::SetSubgraphBuilder(#x, 0, v);                                                           \
    return *this;                                                                                           \
  }                                                                                                         \
  ::ge::Graph get_subgraph_##x() const { return ::ge::Operator::GetSubgraph(#x); }                          \
                                                                                                            \
 private:                                                                                                   \
  void OppkitIrGraph_##x() {                                                                                \
    ::ge::Operator::SubgraphRegister(#x, false);                                                            \
    ::ge::Operator::SubgraphCountRegister(#x, 1);                                                           \
    (void)::ge::OpReg()

/// A list of subgraphs: `.DYNAMIC_GRAPH(branches)`. Generates `name_graph_<x>()` and
/// `create_dynamic_subgraph_<x>(n)`.
#define DYNAMIC_GRAPH(x)                                                                                               \
  N();                                                                                                                 \
  OppkitIrGraph_##x();                                                                                                 \
  }                                                                                                                    \
                                                                                                                       \
 public:                                                                                                               \
  static const std::string name_graph_##x() { return #x; }                                                             \
  static void name_graph_##x(::ge::AscendString& name) { name = ::ge::AscendString(#x); }                              \
  _THIS_TYPE& create_dynamic_subgraph_##x(uint32_t num) {                                                              \
    ::ge::Operator::SubgraphCountRegister(#x, num);                                                                    \
    return *this;                                                                                                      \
  }                                                                                                                    \
                                                                                                                       \
  ::ge::SubgraphBuilder get_dynamic_subgraph_builder_##x(uint32_t index) const {                                       \
    return ::ge::Operator::GetDynamicSubgraphBuilder(#x, index);                                                       \
  }                                                                                                                    \
  ::ge::Graph get_dynamic_subgraph_##x(uint32_t index) const { return ::ge::Operator::GetDynamicSubgraph(#x, index); } \
  _THIS_TYPE& set_dynamic_subgraph_builder_##x(uint32_t index, const ::ge::SubgraphBuilder& v) {                       \
    ::ge::Operator::SetSubgraphBuilder(#x, index, v);                                                                  \
    return *this;                                                                                                      \
  }                                                                                                                    \
                                                                                                                       \
 private:                                                                                                              \
  void OppkitIrGraph_##x() {                                                                                           \
    ::ge::Operator::SubgraphRegister(#x, true);                                                                        \
    (void)::ge::OpReg()

#define OPPKIT_OP_END_IMPL(x, counter)                                                                            \
  N();                                                                                                            \
  }                                                                                                               \
  static_assert(std::is_same<x, _THIS_TYPE>::value, "OP_END_FACTORY_REG(" #x ") must name the op of its REG_OP"); \
                                                                                                                  \
 public:                                                                                                          \
  /** The number of IR attrs: the RuntimeAttrs index of the first private attr (Note [Attr indexes]). */         \
  static constexpr size_t kOppkitIrAttrCount = static_cast<size_t>((counter) - kOppkitAttrCounterBase_ - 1);      \
  static ::ge::Operator OppkitCreate(const ::ge::AscendString& name) { return x(name); }                          \
  }                                                                                                               \
  ;                                                                                                               \
  OPPKIT_OP_REGISTER(x, counter)                                                                                  \
  }

/// The registrar of a REG_OP (Note [Op classes without registration]).
#define OPPKIT_OP_REGISTER(x, counter)                                                           \
  static const ::oppkit::detail::OpProtoRegistrar OPPKIT_REG_PASTE(g_oppkit_op_proto_, counter)( \
      #x, &x::OppkitCreate, &x::OppkitCaptureIr, x::OppkitSourceFile(), x::kOppkitSourceLine);

/// Ends a REG_OP chain and registers the prototype (Note [One translation unit per prototype header]).
/// Example: `REG_OP(Relu).INPUT(x, "T").OUTPUT(y, "T").DATATYPE(T,
/// TensorType::RealNumberType()).OP_END_FACTORY_REG(Relu)`
#define OP_END_FACTORY_REG(x) OPPKIT_OP_END_IMPL(x, __COUNTER__)

// --- V1 functions (docs/v1_functions.md) ------------------------------------------------------------------------
// As CANN spells them; write them inside `namespace ge`. A function of a REG_OP class (`op::Add& op`) reads the
// operator through the generated accessors (get_input_desc_x, update_output_desc_y, get_attr_...).

/// Defines the V1 InferShape \p func_name of op \p op_name: `IMPLEMT_INFERFUNC(Add, AddInfer) { ... }`.
#define IMPLEMT_INFERFUNC(op_name, func_name) \
  GE_FUNC_DEV_VISIBILITY GE_FUNC_HOST_VISIBILITY static ::ge::graphStatus func_name(::ge::op::op_name& op)
/// Defines a V1 InferShape on a plain ge::Operator (shared by several ops).
#define IMPLEMT_COMMON_INFERFUNC(func_name) \
  GE_FUNC_DEV_VISIBILITY GE_FUNC_HOST_VISIBILITY static ::ge::graphStatus func_name(::ge::Operator& op)
/// Defines the V1 InferFormat \p func_name of op \p op_name.
#define IMPLEMT_INFERFORMAT_FUNC(op_name, func_name) \
  GE_FUNC_DEV_VISIBILITY GE_FUNC_HOST_VISIBILITY static ::ge::graphStatus func_name(::ge::op::op_name& op)
/// Defines the verifier \p func_name of op \p op_name (it takes the operator by value, as in CANN).
#define IMPLEMT_VERIFIER(op_name, func_name) \
  GE_FUNC_DEV_VISIBILITY GE_FUNC_HOST_VISIBILITY static ::ge::graphStatus func_name(::ge::op::op_name op)

// A function of op class X gets a real X sharing the operator's state (CANN casts the reference instead).
#define INFER_VERIFY_FUNC(op_name, x)                                            \
  [](::ge::Operator& v) {                                                        \
    ::ge::op::op_name typed(::oppkit::detail::SharedOperator{}, v);              \
    return x(typed);                                                             \
  }
#define COMMON_INFER_VERIFY_FUNC(x) [](::ge::Operator& v) { return x(v); }
#define INFER_FORMAT_FUNC(op_name, x) INFER_VERIFY_FUNC(op_name, x)

#define __INFER_FUNC_REG_IMPL__(op_name, x, n) \
  static const ::ge::InferShapeFuncRegister OPPKIT_REG_PASTE(if_register, n)(#op_name, x, __FILE__, __LINE__)
#define __VERIFY_FUNC_REG_IMPL__(op_name, x, n) \
  static const ::ge::VerifyFuncRegister OPPKIT_REG_PASTE(vf_register, n)(#op_name, x, __FILE__, __LINE__)
#define __INFER_FORMAT_FUNC_REG_IMPL__(op_name, x, n) \
  static const ::ge::InferFormatFuncRegister OPPKIT_REG_PASTE(ff_register, n)(#op_name, x, __FILE__, __LINE__)

/// Registers \p x (an IMPLEMT_INFERFUNC of \p op_name) as the op's V1 InferShape.
#define INFER_FUNC_REG(op_name, x) __INFER_FUNC_REG_IMPL__(op_name, INFER_VERIFY_FUNC(op_name, x), __COUNTER__)
/// Registers \p x (an IMPLEMT_COMMON_INFERFUNC, or a lambda such as ELMTWISE_INFER_SHAPEANDTYPE) for \p op_name.
#define COMMON_INFER_FUNC_REG(op_name, x) __INFER_FUNC_REG_IMPL__(op_name, COMMON_INFER_VERIFY_FUNC((x)), __COUNTER__)
/// Registers \p x (an IMPLEMT_VERIFIER of \p op_name) as the op's verifier.
#define VERIFY_FUNC_REG(op_name, x) __VERIFY_FUNC_REG_IMPL__(op_name, INFER_VERIFY_FUNC(op_name, x), __COUNTER__)
/// Registers \p x (an IMPLEMT_INFERFORMAT_FUNC of \p op_name) as the op's V1 InferFormat.
#define INFER_FORMAT_FUNC_REG(op_name, x) \
  __INFER_FORMAT_FUNC_REG_IMPL__(op_name, INFER_FORMAT_FUNC(op_name, x), __COUNTER__)

/// The V1 InferShape of element-wise ops: output \p out_name takes the shape, dtype and range of input \p in_name.
#define ELMTWISE_INFER_SHAPEANDTYPE(in_name, out_name)                          \
  [](::ge::Operator op) -> ::ge::graphStatus {                                 \
    auto x_input_desc = op.GetInputDescByName(in_name);                        \
    auto x_shape = x_input_desc.GetShape().GetDims();                          \
    auto x_type = x_input_desc.GetDataType();                                  \
    std::vector<std::pair<int64_t, int64_t>> x_shape_range;                    \
    (void)x_input_desc.GetShapeRange(x_shape_range);                           \
    ::ge::TensorDesc op_output_desc = op.GetOutputDescByName(out_name);        \
    op_output_desc.SetShape(::ge::Shape(x_shape));                             \
    op_output_desc.SetOriginShape(::ge::Shape(x_shape));                       \
    op_output_desc.SetDataType(x_type);                                        \
    if (!x_shape_range.empty()) op_output_desc.SetShapeRange(x_shape_range);   \
    return op.UpdateOutputDesc(out_name, op_output_desc);                      \
  }

namespace ge {
/// Broadcasts two shapes (numpy rules, -1 and [-2] kept unknown) and hands the result to \p set_out_shape;
/// GRAPH_FAILED (logged) if they do not broadcast. BROADCAST_INFER uses it.
graphStatus BroadCastInfer(const std::function<std::vector<int64_t>()>& get_in1_shape,
                           const std::function<std::vector<int64_t>()>& get_in2_shape,
                           const std::function<void(const std::vector<int64_t>& y_shape)>& set_out_shape);
}  // namespace ge

/// The V1 InferShape of broadcasting binary ops: output \p out_name gets the broadcast shape of the two inputs.
#define BROADCAST_INFER(in1_name, in2_name, out_name)                                                             \
  [](::ge::Operator op) -> ::ge::graphStatus {                                                                    \
    return ::ge::BroadCastInfer([&]() { return op.GetInputDescByName(in1_name).GetShape().GetDims(); },           \
                                [&]() { return op.GetInputDescByName(in2_name).GetShape().GetDims(); },           \
                                [&](const std::vector<int64_t>& y_shape) {                                        \
                                  ::ge::TensorDesc op_output_desc = op.GetOutputDescByName(out_name);             \
                                  op_output_desc.SetShape(::ge::Shape(y_shape));                                  \
                                  (void)op.UpdateOutputDesc(out_name, op_output_desc);                            \
                                });                                                                               \
  }
