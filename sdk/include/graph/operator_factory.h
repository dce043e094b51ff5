// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::OperatorFactory and ge::OperatorCreatorRegister: create operators by type from the prototypes registered in
// this library (REG_OP's OP_END_FACTORY_REG registers a creator for every op; graph/operator_reg.h).
//
// The factory is package-local: it sees the ops compiled into the same library (or executable) only, because
// the registry behind it is a hidden singleton of each op library (docs/design.md §3.2).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/operator.h"

namespace ge {

/// A creator of an operator instance given its name.
using OpCreator = std::function<Operator(const std::string&)>;
using OpCreatorV2 = std::function<Operator(const AscendString&)>;

/// Creates operators of the types registered in this library.
///
/// Example: `ge::Operator add = ge::OperatorFactory::CreateOperator("add1", "Add");`
class OperatorFactory {
 public:
  /// A new operator of type \p operator_type named \p operator_name; an empty Operator if the type is unknown.
  static Operator CreateOperator(const char_t* operator_name, const char_t* operator_type);
  /// All registered op types, sorted.
  static graphStatus GetOpsTypeList(std::vector<AscendString>& all_ops);
  /// True if \p operator_type has a registered creator.
  static bool IsExistOp(const char_t* operator_type);
};

/// Registers a creator at static-initialisation time. OP_END_FACTORY_REG defines one per op; a hand-written
/// registration works the same way and its prototype is read from the operator the creator returns.
///
/// Example: `static ge::OperatorCreatorRegister g_reg("MyOp", [](const ge::AscendString& n) { return MyOp(n); });`
class OperatorCreatorRegister {
 public:
  OperatorCreatorRegister(const std::string& operator_type, const OpCreator& op_creator);
  OperatorCreatorRegister(const char_t* operator_type, const OpCreatorV2& op_creator);
  ~OperatorCreatorRegister() = default;
};

// V1 functions (CANN's operator_factory.h): written on a ge::Operator, for ops without the V2 functions of
// register/op_impl_registry.h. The INFER_FUNC_REG family of graph/operator_reg.h registers them through the classes
// below; the host runs them when the op has no V2 InferShape / InferFormat (docs/v1_functions.md).

/// Infers the output descs (shape, dtype, range) of an operator from its input descs and attrs.
using InferShapeFunc = std::function<graphStatus(Operator&)>;
/// Infers the output formats of an operator.
using InferFormatFunc = std::function<graphStatus(Operator&)>;
/// Checks an operator before inference; a failure refuses the node.
using VerifyFunc = std::function<graphStatus(Operator&)>;

/// Registers the V1 InferShape of \p operator_type in this library (INFER_FUNC_REG, COMMON_INFER_FUNC_REG). The
/// first registration of an op type wins; a later one is logged and ignored. \p file and \p line (oppkit additions,
/// passed by the macros) say where it stands.
class InferShapeFuncRegister {
 public:
  InferShapeFuncRegister(const std::string& operator_type, const InferShapeFunc& infer_shape_func);
  InferShapeFuncRegister(const char_t* operator_type, const InferShapeFunc& infer_shape_func,
                         const char_t* file = nullptr, uint32_t line = 0);
  ~InferShapeFuncRegister() = default;
};

/// Registers the V1 InferFormat of \p operator_type (INFER_FORMAT_FUNC_REG), as InferShapeFuncRegister does.
class InferFormatFuncRegister {
 public:
  InferFormatFuncRegister(const std::string& operator_type, const InferFormatFunc& infer_format_func);
  InferFormatFuncRegister(const char_t* operator_type, const InferFormatFunc& infer_format_func,
                          const char_t* file = nullptr, uint32_t line = 0);
  ~InferFormatFuncRegister() = default;
};

/// Registers the verifier of \p operator_type (VERIFY_FUNC_REG), as InferShapeFuncRegister does.
class VerifyFuncRegister {
 public:
  VerifyFuncRegister(const std::string& operator_type, const VerifyFunc& verify_func);
  VerifyFuncRegister(const char_t* operator_type, const VerifyFunc& verify_func, const char_t* file = nullptr,
                     uint32_t line = 0);
  ~VerifyFuncRegister() = default;
};

}  // namespace ge
