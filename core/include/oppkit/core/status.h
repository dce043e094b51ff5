// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// oppkit::Status and oppkit::Result<T>: how the core reports errors. The core never throws; every error carries
// a stable id from the one table below (ErrorCode) and a message that names its subject (package, op, node,
// input index). Messages read `[<id>] <subject>: <what>`, e.g.
// `[load.abi_mismatch] 'libfoo.so': plugin ABI 2.0, core supports 1.x`.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

#include "oppkit/core/export.h"

namespace oppkit {

// X-macro: enumerator, stable id. Append only; ids are pinned by tests and read by scripts.
#define OPPKIT_ERROR_CODES(X)                                                                          \
  X(kOk, "ok")                                                                                         \
  /* loading an OPP tree or a package */                                                               \
  X(kLoadOppRootMissing, "load.opp_root_missing")                                                      \
  X(kLoadConfigMalformed, "load.config_malformed")                                                     \
  X(kLoadVendorMissing, "load.vendor_missing")                                                         \
  X(kLoadNotSharedLibrary, "load.not_shared_library")                                                  \
  X(kLoadDlopenFailed, "load.dlopen_failed")                                                           \
  X(kLoadNoEntry, "load.no_entry")                                                                     \
  X(kLoadAbiMismatch, "load.abi_mismatch")                                                             \
  X(kLoadBadPluginInfo, "load.bad_plugin_info")                                                        \
  X(kLoadEntryFailed, "load.entry_failed")                                                             \
  X(kLoadDuplicatePackage, "load.duplicate_package")                                                   \
  X(kLoadTruncatedLibrary, "load.truncated_library")                                                   \
  /* the registry */                                                                                   \
  X(kRegistryDuplicateOp, "registry.duplicate_op")                                                     \
  X(kRegistryUnknownOp, "registry.unknown_op")                                                         \
  /* single-op queries */                                                                              \
  X(kInferUnknownOp, "infer.unknown_op")                                                               \
  X(kInferNoPrototype, "infer.no_prototype")                                                           \
  X(kInferBadRequest, "infer.bad_request")                                                             \
  X(kInferInputCount, "infer.input_count")                                                             \
  X(kInferMissingInput, "infer.missing_input")                                                         \
  X(kInferDynamicInput, "infer.dynamic_input")                                                         \
  X(kInferBadDtype, "infer.bad_dtype")                                                                 \
  X(kInferDtypeMismatch, "infer.dtype_mismatch")                                                       \
  X(kInferBadFormat, "infer.bad_format")                                                               \
  X(kInferRankTooLarge, "infer.rank_too_large")                                                        \
  X(kInferBadShape, "infer.bad_shape")                                                                 \
  X(kInferBadValue, "infer.bad_value")                                                                 \
  X(kInferMissingValue, "infer.missing_value")                                                         \
  X(kInferBadRange, "infer.bad_range")                                                                 \
  X(kInferMissingAttr, "infer.missing_attr")                                                           \
  X(kInferAttrType, "infer.attr_type")                                                                 \
  X(kInferUnknownAttr, "infer.unknown_attr")                                                           \
  X(kInferShapeOverflow, "infer.shape_overflow")                                                       \
  X(kInferNoShapeFunc, "infer.no_infershape")                                                          \
  X(kInferNoDtypeRule, "infer.no_dtype_rule")                                                          \
  X(kInferOpFailed, "infer.op_failed")                                                                 \
  X(kInferOpThrew, "infer.op_threw")                                                                   \
  X(kInferBadOutput, "infer.bad_output")                                                               \
  X(kInferBadStorageFormat, "infer.bad_storage_format")                                               \
  /* tiling */                                                                                         \
  X(kTilingNoFunc, "tiling.no_func")                                                                   \
  X(kTilingParseFailed, "tiling.parse_failed")                                                         \
  X(kTilingFailed, "tiling.failed")                                                                    \
  X(kTilingDataOverflow, "tiling.data_overflow")                                                       \
  X(kTilingModeMixed, "tiling.mode_mixed")                                                             \
  X(kTilingBadOutput, "tiling.bad_output")                                                             \
  X(kTilingBadPlatform, "tiling.bad_platform")                                                         \
  /* oppkit doctor: findings about an OPP tree (opp_doctor.h) */                                        \
  X(kDoctorNoVersionInfo, "doctor.no_version_info")                                                    \
  X(kDoctorUnlistedVendor, "doctor.unlisted_vendor")                                                   \
  X(kDoctorEmptyPackage, "doctor.empty_package")                                                       \
  X(kDoctorNoPrototype, "doctor.no_prototype")                                                         \
  X(kDoctorNoInferShape, "doctor.no_infershape")                                                       \
  X(kDoctorOverride, "doctor.override")                                                                \
  X(kDoctorAbiMinor, "doctor.abi_minor")                                                               \
  /* C API and CLI */                                                                                  \
  X(kApiNullArgument, "api.null_argument")                                                             \
  X(kApiBadArgument, "api.bad_argument")                                                               \
  X(kCliUsage, "cli.usage")                                                                            \
  X(kCliBadJson, "cli.bad_json")                                                                       \
  X(kIoError, "io.error")                                                                              \
  X(kInternal, "internal")                                                                             \
  /* whole-graph inference (graph.h, graph_inference.h) */                                             \
  X(kGraphBadJson, "graph.bad_json")                                                                   \
  X(kGraphBadNode, "graph.bad_node")                                                                   \
  X(kGraphDuplicateNode, "graph.duplicate_node")                                                       \
  X(kGraphUnknownNode, "graph.unknown_node")                                                           \
  X(kGraphBadEdge, "graph.bad_edge")                                                                   \
  X(kGraphCycle, "graph.cycle")                                                                        \
  X(kGraphNodeFailed, "graph.node_failed")                                                             \
  X(kGraphBadInputShape, "graph.bad_input_shape")                                                      \
  X(kGraphUnsupported, "graph.unsupported")                                                           \
  X(kGraphBadSubgraph, "graph.bad_subgraph")                                                           \
  X(kGraphSubgraphMismatch, "graph.subgraph_mismatch")                                                 \
  X(kGraphNoConvergence, "graph.no_convergence")                                                       \
  X(kGraphRepassLimit, "graph.repass_limit")                                                           \
  X(kGraphFormatFailed, "graph.format_failed")                                                         \
  X(kGraphBadOption, "graph.bad_option")                                                             \
  /* a ge::Graph or plain-C graph description as a whole (ge_graph.h) */                               \
  X(kGraphBadGraph, "graph.bad_graph")                                                                 \
  X(kGraphBadStorageFormat, "graph.bad_storage_format")                                                 \
  /* ONNX import (onnx_import.h) and framework parser checks of `oppkit doctor` */                      \
  X(kOnnxBadModel, "onnx.bad_model")                                                                   \
  X(kOnnxUnmappedOp, "onnx.unmapped_op")                                                               \
  X(kOnnxUnsupported, "onnx.unsupported")                                                              \
  X(kOnnxParserFailed, "onnx.parser_failed")                                                           \
  X(kOnnxBadMapping, "onnx.bad_mapping")                                                               \
  X(kOnnxNotBuilt, "onnx.not_built")                                                                   \
  X(kDoctorParserNoPrototype, "doctor.parser_no_prototype")                                            \
  X(kDoctorParserUnsupported, "doctor.parser_unsupported")                                             \
  /* run-time plans (infer_plan.h) */                                                                  \
  X(kPlanCompileFailed, "plan.compile_failed")                                                         \
  X(kPlanUnknownTensor, "plan.unknown_tensor")                                                         \
  X(kPlanBadInput, "plan.bad_input")                                                                   \
  X(kPlanInputOutOfRange, "plan.input_out_of_range")                                                   \
  X(kPlanNodeFailed, "plan.node_failed")                                                               \
  X(kPlanBadStorageFormat, "plan.bad_storage_format")                                                  \
  X(kPlanDependsOnCompute, "plan.depends_on_compute")                                                  \
  X(kPlanBadState, "plan.bad_state")                                                                   \
  /* the registry, continued: registrations that do not fit the winning ones (op_registry.h DroppedRecord) */ \
  X(kRegistryIncompatiblePrototype, "registry.incompatible_prototype")                                 \
  X(kRegistrySplitTiling, "registry.split_tiling")                                                     \
  /* loading, continued */                                                                             \
  X(kLoadUntrusted, "load.untrusted")                                                                   \
  X(kLoadProbeFailed, "load.probe_failed")                                                              \
  /* oppkit doctor, continued */                                                                        \
  X(kDoctorNoPackages, "doctor.no_packages")                                                            \
  /* symbolic shapes (symbolic_query.h) */                                                              \
  X(kInferNoSymbolicRule, "infer.no_symbolic_rule")                                                     \
  X(kGraphSymbolicFailed, "graph.symbolic_failed")                                                      \
  X(kGraphSymbolicEval, "graph.symbolic_eval")                                                         \
  X(kInferVerifyFailed, "infer.verify_failed")                                                         \
  X(kInferBadRule, "infer.bad_rule")                                                                   \
  /* oppkit new */                                                                                      \
  X(kNewBadDescription, "new.bad_description")

/// Every error the core reports. The id string (ErrorId) is the stable contract, not the numeric value.
enum class ErrorCode : uint32_t {
#define OPPKIT_ERROR_ENUM(name, id) name,
  OPPKIT_ERROR_CODES(OPPKIT_ERROR_ENUM)
#undef OPPKIT_ERROR_ENUM
};

/// The stable id of an error code, e.g. `"load.abi_mismatch"`.
OPPKIT_CORE_API const char* ErrorId(ErrorCode code);

/// The outcome of an operation: ok, or an error code with a message.
class [[nodiscard]] OPPKIT_CORE_API Status {
 public:
  /// An ok status.
  Status() = default;
  /// An error; \p message is prefixed with `[<id>] ` (see ErrorId()).
  Status(ErrorCode code, const std::string& message);

  /// The ok status.
  static Status Ok() { return Status(); }

  bool ok() const { return code_ == ErrorCode::kOk; }
  ErrorCode code() const { return code_; }
  /// The stable id of code().
  const char* id() const { return ErrorId(code_); }
  /// `[<id>] <subject>: <what>`; empty for ok.
  const std::string& message() const { return message_; }
  /// message() without the `[<id>] ` prefix.
  std::string detail() const;

 private:
  ErrorCode code_ = ErrorCode::kOk;
  std::string message_;
};

/// A value or an error status (C++17 has no std::expected).
template <typename T>
class [[nodiscard]] Result {
 public:
  /// A result holding \p value.
  Result(T value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  /// A failed result; \p status must not be ok.
  Result(Status status) : value_(std::move(status)) {}  // NOLINT(google-explicit-constructor)

  bool ok() const { return std::holds_alternative<T>(value_); }
  /// The error (an ok Status if the result holds a value).
  Status status() const { return ok() ? Status() : std::get<Status>(value_); }
  /// The value; requires ok().
  T& value() & { return std::get<T>(value_); }
  const T& value() const& { return std::get<T>(value_); }
  T&& value() && { return std::get<T>(std::move(value_)); }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::variant<T, Status> value_;
};

}  // namespace oppkit

/// Returns the status of \p expr from the enclosing function if it is an error.
/// Example: `OPPKIT_RETURN_IF_ERROR(LoadPackage(dir, registry));`
#define OPPKIT_RETURN_IF_ERROR(expr)            \
  do {                                          \
    ::oppkit::Status oppkit_status_ = (expr);   \
    if (!oppkit_status_.ok()) return oppkit_status_; \
  } while (0)
