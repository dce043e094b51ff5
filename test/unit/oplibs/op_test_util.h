// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// A small fixture for the built-in ops' unit tests: describe a node (inputs, attrs, instance counts), build the
// context through the CANN-style context builders, run the host function the op type registered (or a given one) and
// read the result back as text ("[4, 8, 16]", as ops-nn's tests do).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "base/context_builder/context_holder.h"
#include "exe_graph/runtime/infer_datatype_context.h"
#include "exe_graph/runtime/infer_symbol_shape_context.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/infer_shape_range_context.h"
#include "graph/infer_format_context.h"
#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/symbolic_guards.h"
#include "register/op_impl_registry.h"

namespace oppkit::test {

/// What OpCase::InferShape() and friends return when the op function fails.
inline const std::string kFailed = "FAILED";
/// What the symbolic runs (InferSymbolShape(), InferSymbolShapes(), InferSymbolValue()) return when the function
/// returned ge::UNSUPPORTED: it does not cover the node, and the graph pass falls back to fresh symbols.
inline const std::string kUnsupported = "UNSUPPORTED";

/// The error messages (GELOGE) the op functions logged during the last OpCase run, joined by newlines. OpCase routes
/// the ops' log to itself (instead of stderr) the first time it runs an op.
std::string LastOpErrors();

/// Routes the ops' log to LastOpErrors() (if not yet) and clears it, for tests that call op functions without an
/// OpCase (TilingParse, Tiling).
void ResetOpErrors();

/// The host functions the IMPL_OP blocks of \p op_type registered in this test executable (CANN's
/// `gert::OpImplRegistry::GetInstance().GetOpImpl(op_type)`); throws if there are none, failing the test.
const gert::OpImplKernelRegistry::OpImplFunctions& OpImplOf(const std::string& op_type);

/// One node to run an op function on. Inputs are given per instance in IR order; attrs in IR order.
///
/// Example:
/// `CHECK(OpCase("Add").Input({4, 1}).Input({3}).InferShape() == "[4, 3]");`
/// The function-less forms run the function the op type registered (OpImplOf); the others run \p fn.
class OpCase {
 public:
  /// Host function types.
  using InferShapeFn = ge::graphStatus (*)(gert::InferShapeContext*);
  using InferShapeRangeFn = ge::graphStatus (*)(gert::InferShapeRangeContext*);
  using InferDataTypeFn = ge::graphStatus (*)(gert::InferDataTypeContext*);
  using InferFormatFn = ge::graphStatus (*)(gert::InferFormatContext*);

  explicit OpCase(std::string op_type) : op_type_(std::move(op_type)) {}

  /// The op type the case runs.
  const std::string& op_type() const { return op_type_; }

  /// Appends an input instance without values (origin shape = storage shape; origin format = storage format).
  OpCase& Input(std::vector<int64_t> shape, ge::DataType dtype = ge::DT_FLOAT, ge::Format format = ge::FORMAT_ND);
  /// Appends an input instance whose range is [min, max] (for InferShapeRange); its shape is \p min.
  OpCase& RangeInput(std::vector<int64_t> min, std::vector<int64_t> max, ge::DataType dtype = ge::DT_FLOAT);
  /// Appends a 1-D int input instance holding \p values (shape [values.size()]).
  OpCase& ValueInput(std::vector<int64_t> values, ge::DataType dtype = ge::DT_INT64);
  /// Appends an int input instance of shape \p shape holding \p values (e.g. a scalar: shape {}).
  OpCase& ValueInput(std::vector<int64_t> shape, std::vector<int64_t> values, ge::DataType dtype);
  /// Appends a 1-D DT_FLOAT input instance holding \p values (scales, bounds).
  OpCase& FloatValueInput(std::vector<float> values);
  /// Appends an input instance with a symbolic shape, each dim an expression in the grammar of docs/symbolic.md
  /// ("n", "(H + 1)//2", "4"), for InferSymbolShape().
  OpCase& SymbolicInput(std::vector<std::string> dims, ge::DataType dtype = ge::DT_FLOAT,
                        ge::Format format = ge::FORMAT_ND);
  /// Appends a 1-D int input instance whose symbolic values are \p values (expressions, as SymbolicInput's dims),
  /// its symbolic shape `[values.size()]`: a shape tensor for InferSymbolShape().
  OpCase& SymbolicValueInput(std::vector<std::string> values, ge::DataType dtype = ge::DT_INT64);
  /// Hint values of symbols for InferSymbolShape() (what decides its guards).
  OpCase& Hints(std::map<std::string, int64_t> hints);
  /// Sets the instance counts per IR input and output (default: one per input given, one output).
  OpCase& InstanceNum(std::vector<uint32_t> inputs, std::vector<uint32_t> outputs);
  /// Appends the next IR attr.
  OpCase& Attr(AttrValue value);
  /// Sets the attr \p name: the builders order the attrs by the op's prototype and fill in defaults, so the
  /// prototype must be linked into the test (Note [Attrs by name] in base/context_builder/op_context_builder_base.h).
  /// Do not mix with Attr(value).
  OpCase& Attr(std::string name, AttrValue value);
  /// Sets the formats of output instance \p index (for InferFormat; default ND/ND).
  OpCase& OutputFormat(size_t index, ge::Format origin_format, ge::Format storage_format);

  /// Builds the InferShape context of this node (the caller runs the function; see InferShape()).
  gert::ContextHolder<gert::InferShapeContext> BuildInferShapeContext() const;
  /// Runs \p fn; returns output 0's shape as text, or kFailed if \p fn fails.
  std::string InferShape(InferShapeFn fn) const;
  std::string InferShape() const { return InferShape(Registered(OpImplOf(op_type_).infer_shape, "InferShape")); }
  /// Runs \p fn; returns every output instance's shape, joined by "; " ("[2, 3]; [2, 5]"), or kFailed. For ops
  /// with several outputs (Split, TopK, LayerNorm, ...).
  std::string InferShapes(InferShapeFn fn) const;
  std::string InferShapes() const { return InferShapes(Registered(OpImplOf(op_type_).infer_shape, "InferShape")); }
  /// Runs \p fn; returns output 0's range as "[min] - [max]", or kFailed.
  std::string InferShapeRange(InferShapeRangeFn fn) const;
  std::string InferShapeRange() const {
    return InferShapeRange(Registered(OpImplOf(op_type_).infer_shape_range, "InferShapeRange"));
  }
  /// Runs \p fn; returns output 0's data type, or DT_MAX if \p fn fails.
  ge::DataType InferDataType(InferDataTypeFn fn) const;
  ge::DataType InferDataType() const {
    return InferDataType(Registered(OpImplOf(op_type_).infer_datatype, "InferDataType"));
  }
  /// Runs \p fn; returns "x0=ORIGIN/STORAGE,...;y0=ORIGIN/STORAGE,..." for every input and output instance (format
  /// names without prefix), or kFailed.
  std::string InferFormat(InferFormatFn fn) const;
  std::string InferFormat() const {
    return InferFormat(Registered(OpImplOf(op_type_).infer_format_func, "InferFormat"));
  }
  /// Runs the op's InferSymbolShape on the SymbolicInput()s; returns output 0's symbolic shape ("[n, m*2]"),
  /// followed by ` if <guard>, <guard>` when the function stated guards, kUnsupported, or kFailed.
  std::string InferSymbolShape() const;
  /// As InferSymbolShape(), every output instance's symbolic shape joined by "; " (then the guards).
  std::string InferSymbolShapes() const;
  /// Runs the op's InferSymbolShape; returns output 0's symbolic values ("[n, 64]"), "<none>" when it wrote none, or
  /// kFailed.
  std::string InferSymbolValue() const;

 private:
  // \p fn, or throws (failing the test) if the op registered no such function.
  template <typename Fn>
  Fn Registered(Fn fn, const char* function) const {
    if (fn == nullptr) ThrowNotRegistered(function);
    return fn;
  }
  [[noreturn]] void ThrowNotRegistered(const char* function) const;

  struct InputSpec {
    std::vector<int64_t> shape;
    std::vector<int64_t> max_shape;
    ge::DataType dtype = ge::DT_FLOAT;
    ge::Format format = ge::FORMAT_ND;
    bool has_values = false;
    std::vector<int64_t> values;
    std::vector<float> float_values;  ///< the values of a DT_FLOAT input (FloatValueInput)
    std::vector<std::string> symbolic_dims;  ///< SymbolicInput
    std::optional<std::vector<std::string>> symbolic_values;  ///< SymbolicValueInput
  };
  struct OutputSpec {
    ge::Format origin_format = ge::FORMAT_ND;
    ge::Format storage_format = ge::FORMAT_ND;
  };
  template <typename Builder>
  void AddAttrs(Builder& builder) const;
  // Runs InferSymbolShape and returns \p print(context, guards), or kFailed.
  std::string RunSymbolic(
      const std::function<std::string(gert::InferSymbolShapeContext*, const SymbolicGuardScope&)>& print) const;
  std::vector<uint32_t> InputInstances() const;
  std::vector<uint32_t> OutputInstances() const;

  std::string op_type_;
  std::vector<InputSpec> inputs_;
  std::vector<OutputSpec> outputs_;
  std::vector<AttrValue> attrs_;
  std::vector<std::pair<std::string, AttrValue>> named_attrs_;
  std::vector<uint32_t> input_instances_;
  std::vector<uint32_t> output_instances_;
  std::map<std::string, int64_t> hints_;
};

/// InferSymbolShape of a matrix product \p op (MatMul, BatchMatMulV2, ...) on symbolic x1 and x2 with its two
/// transpose attrs; OpCase::InferSymbolShape()'s text.
std::string SymbolicMatMul(const std::string& op, std::vector<std::string> x1, std::vector<std::string> x2,
                           bool transpose_x1 = false, bool transpose_x2 = false);

/// Runs the cases every op whose y is the symbolic broadcast of x1 and x2 must pass (Note [Broadcasting symbolic
/// dims] in oplibs/common/symbolic_rules.cc) on \p op; returns "" or the first case that failed, with what it gave.
std::string SymbolicBroadcastMismatch(const std::string& op);

}  // namespace oppkit::test
