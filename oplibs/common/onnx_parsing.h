// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Shared helpers of the built-in ONNX parser package (libops_all_onnx_plugin.so, `<opp>/built-in/framework/onnx/`):
// origin op type lists, readers of op_src's typed attrs (Note [Parse calls] in register/register.h) and the ONNX ->
// GE attr conversions several op families share. Parsers depend on the SDK only.
//
// Note [Parsers in op folders]
// The parsers of a GE op live in its op folder (Note [Op folders] in cmake/OppkitOpPackage.cmake): <folder>_onnx.cc
// holds the parse functions and REGISTER_CUSTOM_OP blocks of the registrations that name that op, listed as ONNX in
// the folder's op.cmake; adding a mapping is adding a registration there (or the file). What several folders share is
// here and in onnx_expansion.h. Registrations name every opset they handle (CANN's origin op types match the model's
// opset exactly); an op whose ONNX semantics change at an opset registers one parse function per range.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/operator.h"
#include "graph/types.h"
#include "register/register.h"

namespace oppkit::onnx_plugin {

/// The opsets every registration of the built-in package covers (part of this range for ops new since 11).
inline constexpr int kFirstOpset = 11;
inline constexpr int kLastOpset = 17;
/// The oldest opset the built-in package maps (Note [Older opsets]).
inline constexpr int kOldestOpset = 7;

// Note [Older opsets]
// Models of opsets 7 to 10 import too. An op whose definition in force at such an opset is the one in force at 11
// needs nothing (Note [Opset resolution] in core/onnx/src/importer/op_node_import.cc); where ONNX revised it in
// between, its registration starts earlier when the parser reads the older definition the same way (Conv 1 and 11
// differ in wording only; Concat 4 in negative axes; MaxPool 8 and 10 add attrs whose defaults are the older
// behaviour), from kOldestOpset or from the op's first definition. The older forms that read differently have
// registrations of their own: attributes that became inputs (Clip's min / max, Pad's pads and value, Slice's starts /
// ends / axes, TopK's k) become Consts of an expansion, and Upsample and Resize of opset 10 become Resize (Note [ONNX
// Upsample]). A float attribute that became an input (Clip's bounds, Pad's value) becomes a float32 Const, so those
// two forms take float32 data. docs/onnx.md#older-opsets lists them.

/// `{"ai.onnx::<first>::<op>", ..., "ai.onnx::<last>::<op>"}`: the origin op types of one registration.
std::vector<ge::AscendString> OnnxOpsets(const char* op, int first = kFirstOpset, int last = kLastOpset);

/// A parse function for GE ops without attrs to set (ONNX Relu -> Relu): returns SUCCESS.
domi::Status ParseNoAttrs(const ge::Operator& op_src, ge::Operator& op_dest);

/// Typed op_src attrs with defaults (an attr the node does not have, or of another type, gives \p fallback).
int64_t GetInt(const ge::Operator& op_src, const char* name, int64_t fallback);
float GetFloat(const ge::Operator& op_src, const char* name, float fallback);
std::string GetString(const ge::Operator& op_src, const char* name, const std::string& fallback);
std::vector<int64_t> GetInts(const ge::Operator& op_src, const char* name, const std::vector<int64_t>& fallback = {});
std::vector<float> GetFloats(const ge::Operator& op_src, const char* name, const std::vector<float>& fallback = {});
/// True if the node's `activations` attr (ListString, of an ONNX recurrent op) is absent or names exactly
/// \p defaults in order, once or (a bidirectional node) twice.
bool HasDefaultActivations(const ge::Operator& op_src, std::initializer_list<const char*> defaults);
/// True if the node has attribute \p name (of any type).
bool HasAttr(const ge::Operator& op_src, const char* name);

/// The node's input / output value names (op_src's "input" / "output"; "" for an omitted optional one).
std::vector<std::string> NodeInputs(const ge::Operator& op_src);
std::vector<std::string> NodeOutputs(const ge::Operator& op_src);
/// Number of inputs given (non-empty names).
size_t GivenInputs(const ge::Operator& op_src);
/// True if the node gives input \p index (a non-empty name).
bool HasInput(const ge::Operator& op_src, size_t index);

/// Logs why the node cannot be parsed (`<origin> node '<name>': <why>`) and returns domi::PARAM_INVALID. \p op_src
/// may be an expansion's op_dest (its "op_type" attr names the origin op type).
domi::Status Refuse(const ge::Operator& op_src, const char* format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/// ONNX's per-spatial-dim list of an op with \p spatial spatial dims (strides, dilations) as GE's channels-first
/// vector `[1, 1, d0, d1, ...]`; \p fallback for each dim when absent. False if the list has another length.
bool SpatialToNc(const std::vector<int64_t>& values, size_t spatial, int64_t fallback, std::vector<int64_t>* out);
/// SpatialToNc for a 2-D op: `[1, 1, h, w]`.
bool SpatialToNchw(const std::vector<int64_t>& values, int64_t fallback, std::vector<int64_t>* out);

/// ONNX pads `[d0_begin, d1_begin, ..., d0_end, d1_end, ...]` as GE's per-dim pairs `[d0_begin, d0_end, d1_begin,
/// ...]` (2-D: `[top, bottom, left, right]`; 3-D: `[front, back, top, bottom, left, right]`); zeros when absent.
/// False if the list does not have 2 * \p spatial entries.
bool PadsToGe(const std::vector<int64_t>& onnx_pads, size_t spatial, std::vector<int64_t>* out);
/// PadsToGe for a 2-D op.
bool PadsToGe(const std::vector<int64_t>& onnx_pads, std::vector<int64_t>* out);

/// The ge::DataType of an ONNX element type (TensorProto::DataType: 1 FLOAT, 7 INT64, ...), DT_UNDEFINED if none.
ge::DataType GeDataType(int64_t onnx_elem_type);

/// Declares NCHW (origin format and format) on op_dest's inputs \p inputs and outputs \p outputs (instance indices),
/// as CANN's ONNX parsers do for the data layout of convolution, pooling and batch-norm nodes: the FormatRefiner
/// takes these as anchors (Note [Declared formats] in oppkit/graph/graph.h).
void DeclareNchw(ge::Operator& op_dest, std::initializer_list<uint32_t> inputs,
                 std::initializer_list<uint32_t> outputs);

/// Reads `auto_pad` (NOTSET, VALID, SAME_UPPER, SAME_LOWER); false for another value.
enum class AutoPad { kNotSet, kValid, kSameUpper, kSameLower };
bool ReadAutoPad(const ge::Operator& op_src, AutoPad* out);

/// Registers \p ge_op (a string) as the GE op of ONNX op \p onnx_op in opsets \p first to kLastOpset, for the ops
/// without attrs to convert (ParseNoAttrs). A statement inside namespace oppkit::onnx_plugin.
#define OPPKIT_ONNX_NO_ATTRS(ge_op, onnx_op, first)         \
  REGISTER_CUSTOM_OP(ge_op)                                  \
      .FrameworkType(domi::ONNX)                             \
      .OriginOpType(OnnxOpsets(onnx_op, first, kLastOpset))  \
      .ParseParamsByOperatorFn(ParseNoAttrs)                 \
      .ImplyType(domi::ImplyType::TVM)

}  // namespace oppkit::onnx_plugin
