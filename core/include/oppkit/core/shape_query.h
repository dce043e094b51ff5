// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Single-op queries in the style of `aclopInferShape`: describe an op's inputs (dtype, origin shape, format,
// optional host value, optional shape range) and attrs, get back its outputs' dtype, shape, format and range.
// The C++ API below is what the `oppkit infer` command and the ACL C API are built on.
//
// Example:
//   oppkit::OpQuery q;
//   q.op_type = "Add";
//   q.inputs = {oppkit::TensorDesc{ge::DT_FLOAT16, {8, 1, 32}}, oppkit::TensorDesc{ge::DT_FLOAT16, {4, 32}}};
//   oppkit::Result<oppkit::QueryResult> r = oppkit::InferOp(registry, q);
//   if (r.ok()) use(r->outputs[0].descs[0].shape);   // {8, 4, 32}
//   else report(r.status().message());               // "[infer.bad_dtype] 'Add': input 1 (x2): ..."
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "graph/types.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/export.h"
#include "oppkit/core/status.h"

namespace oppkit {

class OpRegistry;
class RegistrySnapshot;

/// A per-dim shape range: `{min, max}` for each dim, `max == -1` meaning unbounded.
using ShapeRange = std::vector<std::pair<int64_t, int64_t>>;

/// One tensor of a query: an input instance of a request, or an output instance of its answer (the one tensor
/// description of the query layer).
struct TensorDesc {
  /// Element type.
  ge::DataType dtype = ge::DT_UNDEFINED;
  /// Origin shape: `-1` is an unknown dim, `{-2}` an unknown rank, `{}` a scalar.
  std::vector<int64_t> shape;
  /// Origin format.
  ge::Format format = ge::FORMAT_ND;
  /// Host value: raw bytes in `dtype`, row-major, exactly `shape size * dtype size` bytes. Only for known shapes.
  /// Data-dependent inputs (IMPL_OP `InputsDataDependency`) pass it to the op; without it the op sees a tensor
  /// with null data (as CANN does for a non-const input) and usually answers with `-1` dims. Answers carry none.
  std::optional<std::vector<uint8_t>> value;
  /// Per-dim range (`range.size() == shape.size()`). In a request: used when the shape has unknown dims; in an
  /// answer: set only when the shape has `-1` dims and a range is known.
  std::optional<ShapeRange> range;
  /// Storage (run-time) format, if it differs from the origin format. In a request the op's contexts then see the
  /// storage shape GE derives for it (oppkit::DeriveStorageShape in oppkit/format_transfer.h); an impossible transfer
  /// is infer.bad_storage_format. In an answer: the format OutputHint::storage_format asked for.
  std::optional<ge::Format> storage_format;
  /// In an answer, set when storage_format is: the origin shape expanded by the default reshape type and
  /// transferred to the storage format (oppkit::DeriveStorageShape, docs/formats.md §2.6), e.g. NCHW
  /// [8, 512, 5, 5] fp16 in NC1HWC0 -> [8, 32, 5, 5, 16]. Unknown dims stay -1, an unknown rank stays [-2].
  /// Ignored in a request (the engine derives storage shapes itself).
  std::optional<std::vector<int64_t>> storage_shape;
  /// Optional tensor name (ACL's aclSetTensorDescName); used in messages only.
  std::string name;

  TensorDesc() = default;
  /// A tensor of \p dtype with origin shape \p shape in \p format.
  TensorDesc(ge::DataType dtype, std::vector<int64_t> shape, ge::Format format = ge::FORMAT_ND)
      : dtype(dtype), shape(std::move(shape)), format(format) {}
};

/// The argument given for one IR input: absent (an optional input left out), one tensor, or the instances of a
/// dynamic input. A list is accepted only for a dynamic input, and a dynamic input takes only a list
/// (`InputArg::List({x})` for one instance; one tensor is infer.dynamic_input: it is more often a misread prototype
/// than a list of one); absent counts as no instances.
struct InputArg {
  /// What the argument holds.
  enum class Kind : uint8_t { kAbsent, kTensor, kList };

  Kind kind = Kind::kAbsent;
  /// One element for kTensor, the instances for kList, none for kAbsent.
  std::vector<TensorDesc> tensors;

  /// An absent (optional) input.
  InputArg() = default;
  /// One tensor. Implicit so that `q.inputs = {x, w, InputArg()}` reads naturally.
  // NOLINTNEXTLINE(google-explicit-constructor)
  InputArg(TensorDesc tensor) : kind(Kind::kTensor), tensors{std::move(tensor)} {}

  /// An absent (optional) input.
  static InputArg Absent() { return InputArg(); }
  /// The instances of a dynamic input (may be empty).
  static InputArg List(std::vector<TensorDesc> instances) {
    InputArg arg;
    arg.kind = Kind::kList;
    arg.tensors = std::move(instances);
    return arg;
  }
};

/// Caller's hints for one IR output (all optional).
struct OutputHint {
  /// Used when the op has no dtype rule for this output (as aclopInferShape uses the caller's output descs).
  std::optional<ge::DataType> dtype;
  /// Origin format the caller already knows (ACL output descs carry one). Without a registered InferFormat, the
  /// default rule takes the first non-ND output format, else the first non-ND input format (docs/formats.md §5).
  std::optional<ge::Format> format;
  /// Storage format wanted for this output; echoed in the result with its storage shape (TensorDesc::storage_shape).
  std::optional<ge::Format> storage_format;
  /// Instance count of a dynamic output. Without it: the instance count of a dynamic input that shares the
  /// output's type symbol (IdentityN), else 1.
  std::optional<uint32_t> count;
};

/// The node attr that holds an inference rule: a JSON string whose expressions give the node's output shapes and
/// dtypes where its op has no V2 function (GE's `_inference_rule`, InferShapeByRule; docs/inference_rules.md). It
/// may stand among a query's or a graph node's attrs; it is not one of the op's attrs.
inline constexpr std::string_view kInferenceRuleAttr = "_inference_rule";

/// One single-op query.
struct OpQuery {
  /// CANN op type, e.g. `"Conv2D"`.
  std::string op_type;
  /// Node name for the op's context and for messages (defaults to op_type when empty).
  std::string node_name;
  /// One argument per IR input, in prototype order. Trailing optional inputs may be left out.
  std::vector<InputArg> inputs;
  /// Empty, or the IR input name of each entry of `inputs` (a request that names its inputs, `"inputs": {"x": ...}`):
  /// the engine then puts them in prototype order, inputs not named being absent. A name the prototype does not
  /// have, or one given twice, is infer.bad_request.
  std::vector<std::string> input_names;
  /// IR attrs and registered private attrs by name. Values are coerced to the declared types (Int -> Float,
  /// ListInt -> ListFloat, a dtype given as String/Int for Type attrs and dtype-valued Int attrs such as Cast's
  /// `dst_type`). Omitted optional attrs take their defaults.
  std::vector<std::pair<std::string, AttrValue>> attrs;
  /// Per IR output hints; may be shorter than the output list (missing = no hint).
  std::vector<OutputHint> outputs;
};

/// The instances of one IR output.
struct OutputArg {
  /// IR output name.
  std::string name;
  /// True for a DYNAMIC_OUTPUT (print as a list even with one instance).
  bool dynamic = false;
  /// One element for a plain output, the instances for a dynamic one.
  std::vector<TensorDesc> descs;
};

/// The answer to an OpQuery.
struct QueryResult {
  std::string op_type;
  /// One entry per IR output, in prototype order.
  std::vector<OutputArg> outputs;
};

/// The formats InferOpFormat settles for one op, every tensor instance flat in IR order.
struct FormatQueryResult {
  /// Origin format of each input instance (absent optional inputs have none).
  std::vector<ge::Format> inputs;
  /// Origin format of each output instance.
  std::vector<ge::Format> outputs;
  /// Name of each output instance: the IR name, with the instance number for a dynamic output (`y`, `output0`).
  std::vector<std::string> output_names;
  /// Instances per IR output (the query's rule: the count hint, a count attr, a dynamic input of the same symbol,
  /// else 1).
  std::vector<uint32_t> output_counts;
};

/// Runs InferDataType, InferShape, InferShapeRange and InferFormat for one op, as registered or by default.
///
/// Errors (ids from status.h) name the op (and node), and the input index / attr name concerned:
/// infer.unknown_op, infer.no_prototype, infer.input_count, infer.missing_input, infer.dynamic_input,
/// infer.bad_request (an attr given twice), infer.bad_dtype, infer.dtype_mismatch, infer.bad_format,
/// infer.rank_too_large, infer.bad_shape, infer.bad_value, infer.bad_range, infer.unknown_attr, infer.attr_type,
/// infer.missing_attr, infer.shape_overflow, infer.no_dtype_rule, infer.no_infershape, infer.op_failed,
/// infer.op_threw, infer.bad_output (an op wrote an invalid shape or range).
/// A data-dependent input without a value is not an error: the op sees a null data pointer (as CANN passes for a
/// non-const input) and typically answers with -1 dims.
/// Thread-safe: it reads one registry snapshot; each thread reuses its own scratch buffers.
OPPKIT_CORE_API Result<QueryResult> InferOp(const OpRegistry& registry, const OpQuery& query);

/// As above, on a snapshot the caller already holds (avoids taking a new one per call).
OPPKIT_CORE_API Result<QueryResult> InferOp(const RegistrySnapshot& snapshot, const OpQuery& query);

/// Runs only InferFormat for one op (GE's InferOriginFormat of a node, docs/formats.md §5): the registered function,
/// else the default rule (every ND tensor takes the first non-ND output format, else the first non-ND input
/// format). The inputs' `format` and the outputs' OutputHint::format are the formats the tensors have now; a registered
/// function may rewrite inputs as well as outputs. Inputs and attrs are checked as by InferOp (infer.* errors),
/// but leniently about what graph inference has not inferred yet: a tensor may have no dtype (DT_UNDEFINED) and
/// an unknown shape, and the prototype's dtype rules are not checked. Errors of the registered function are
/// infer.op_failed / infer.op_threw. Used by the graph's FormatRefiner.
OPPKIT_CORE_API Result<FormatQueryResult> InferOpFormat(const RegistrySnapshot& snapshot, const OpQuery& query);

// --- Names shared by the CLI, the JSON layer and the C API -------------------------------------------------

/// Parses a dtype name: numpy style (`"float16"`, `"float32"`/`"float"`, `"float64"`/`"double"`, `"bfloat16"`,
/// `"int64"`, `"uint8"`, `"bool"`, `"complex64"`, `"qint8"`, ...) or CANN's `"DT_*"` names (case-insensitive).
/// Returns nullopt for an unknown name.
OPPKIT_CORE_API std::optional<ge::DataType> ParseDataType(std::string_view name);

/// The numpy-style name of a dtype (`"float16"`, `"float32"`, `"bfloat16"`, `"bool"`); for types numpy lacks,
/// the CANN name in lower case without `DT_` (`"qint8"`, `"hifloat8"`). `"undefined"` for unknown values.
OPPKIT_CORE_API const char* DataTypeToString(ge::DataType dtype);

/// Parses a format name with or without the `FORMAT_` prefix (`"NCHW"`, `"FORMAT_NC1HWC0"`), case-insensitive.
/// Returns nullopt for an unknown name.
OPPKIT_CORE_API std::optional<ge::Format> ParseFormat(std::string_view name);

/// The name of a format's primary part without prefix (`"NC1HWC0"`); `"RESERVED"` for unknown values.
OPPKIT_CORE_API const char* FormatToString(ge::Format format);

}  // namespace oppkit
