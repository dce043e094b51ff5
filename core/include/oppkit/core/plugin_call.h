// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Calling plugin code safely. An op function must not throw, but a plugin is foreign code: every call into it
// goes through GuardPluginCall, which turns a thrown exception into an infer.op_threw Status naming the package,
// the op and the function, and a failing ge::graphStatus into an error of the caller's choice.
//
// The Call* helpers are the run-time path: resolve the OpEntry once, then call as often as needed. On success
// they neither allocate nor format anything; error messages are built only when something went wrong.
//
// Example:
//   const oppkit::OpEntry* entry = snapshot->Find("Reshape");     // once
//   oppkit::Status st = oppkit::CallInferShape(*entry, ctx);       // many times
//   if (!st.ok()) log(st.message());   // "[infer.op_failed] 'Reshape' InferShape (package 'built-in'): ..."
#pragma once

#include <exception>
#include <string_view>
#include <type_traits>
#include <utility>

#include "graph/ge_error_codes.h"
#include "oppkit/core/export.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/status.h"

namespace oppkit {
namespace detail {

/// `[infer.op_threw] '<op>' <function> (package '<package>'): threw: <what>`; \p what may be null (not a
/// std::exception).
OPPKIT_CORE_API Status PluginThrew(std::string_view package, std::string_view op_type, std::string_view function,
                                   const char* what);
/// CANN's name of \p status (`"GRAPH_FAILED"`, `"GRAPH_PARAM_INVALID"`, `"PARAM_INVALID"`, ...), or nullptr for a value
/// ge_error_codes.h does not name.
OPPKIT_CORE_API const char* GraphStatusName(ge::graphStatus status);
/// `[<code>] '<op>' <function> (package '<package>'): returned GRAPH_FAILED` (a status without a name: `returned
/// failure status <value>`), then `: <what the op logged>` if it logged errors.
OPPKIT_CORE_API Status PluginFailed(ErrorCode code, std::string_view package, std::string_view op_type,
                                    std::string_view function, ge::graphStatus status);
/// `[<code>] '<op>': no <function> registered`.
OPPKIT_CORE_API Status PluginMissing(ErrorCode code, std::string_view op_type, std::string_view function);

}  // namespace detail

/// Runs \p fn, a callable taking no arguments and returning ge::graphStatus (or void), that calls into a
/// plugin. Returns ok if it returned ge::GRAPH_SUCCESS (or void); an error with \p failure_code if it returned
/// anything else; infer.op_threw if it threw. \p package, \p op_type and \p function name the call in messages.
///
/// Example:
///   oppkit::Status st = oppkit::GuardPluginCall("built-in", "Conv2D", "InferShape",
///                                               [&] { return infer_shape(ctx); });
template <typename Fn>
Status GuardPluginCall(std::string_view package, std::string_view op_type, std::string_view function, Fn&& fn,
                       ErrorCode failure_code = ErrorCode::kInferOpFailed) noexcept {
  try {
    if constexpr (std::is_void_v<decltype(std::forward<Fn>(fn)())>) {
      std::forward<Fn>(fn)();
      return Status();
    } else {
      const ge::graphStatus rc = std::forward<Fn>(fn)();
      if (rc == ge::GRAPH_SUCCESS) return Status();
      return detail::PluginFailed(failure_code, package, op_type, function, rc);
    }
  } catch (const std::exception& e) {
    return detail::PluginThrew(package, op_type, function, e.what());
  } catch (...) {
    return detail::PluginThrew(package, op_type, function, nullptr);
  }
}

namespace detail {

/// Shared body of the Call* helpers: missing -> \p missing_code, failure -> \p failure_code, throw -> op_threw.
template <typename Func, typename Context>
Status CallOpFunction(const OpEntry& entry, OpField field, Func func, Context* context, ErrorCode missing_code,
                      ErrorCode failure_code) noexcept {
  if (func == nullptr) return PluginMissing(missing_code, entry.op_type, OpFieldName(field));
  return GuardPluginCall(
      entry.PackageOf(field), entry.op_type, OpFieldName(field), [func, context] { return func(context); },
      failure_code);
}

}  // namespace detail

/// Calls \p entry's InferShape. Errors: infer.no_infershape (none registered), infer.op_failed, infer.op_threw.
inline Status CallInferShape(const OpEntry& entry, gert::InferShapeContext* context) noexcept {
  return detail::CallOpFunction(entry, OpField::kInferShape, entry.functions.infer_shape, context,
                                ErrorCode::kInferNoShapeFunc, ErrorCode::kInferOpFailed);
}

/// Calls \p entry's InferShapeRange. Errors: infer.no_infershape (none registered), infer.op_failed,
/// infer.op_threw. Callers with a default rule check `entry.functions.infer_shape_range` first.
inline Status CallInferShapeRange(const OpEntry& entry, gert::InferShapeRangeContext* context) noexcept {
  return detail::CallOpFunction(entry, OpField::kInferShapeRange, entry.functions.infer_shape_range, context,
                                ErrorCode::kInferNoShapeFunc, ErrorCode::kInferOpFailed);
}

/// Calls \p entry's InferDataType. Errors: infer.no_dtype_rule (none registered), infer.op_failed,
/// infer.op_threw. Callers with a default rule check `entry.functions.infer_datatype` first.
inline Status CallInferDataType(const OpEntry& entry, gert::InferDataTypeContext* context) noexcept {
  return detail::CallOpFunction(entry, OpField::kInferDataType, entry.functions.infer_datatype, context,
                                ErrorCode::kInferNoDtypeRule, ErrorCode::kInferOpFailed);
}

/// Calls \p entry's InferFormat. Errors: infer.no_infershape (none registered), infer.op_failed,
/// infer.op_threw. Callers with a default rule check `entry.functions.infer_format` first.
inline Status CallInferFormat(const OpEntry& entry, gert::InferFormatContext* context) noexcept {
  return detail::CallOpFunction(entry, OpField::kInferFormat, entry.functions.infer_format, context,
                                ErrorCode::kInferNoShapeFunc, ErrorCode::kInferOpFailed);
}

/// Calls \p entry's Tiling. Errors: tiling.no_func, tiling.failed, infer.op_threw.
inline Status CallTiling(const OpEntry& entry, gert::TilingContext* context) noexcept {
  return detail::CallOpFunction(entry, OpField::kTiling, entry.functions.tiling, context, ErrorCode::kTilingNoFunc,
                                ErrorCode::kTilingFailed);
}

/// Calls \p entry's TilingParse. Errors: tiling.no_func, tiling.parse_failed, infer.op_threw.
inline Status CallTilingParse(const OpEntry& entry, gert::TilingParseContext* context) noexcept {
  return detail::CallOpFunction(entry, OpField::kTilingParse, entry.functions.tiling_parse, context,
                                ErrorCode::kTilingNoFunc, ErrorCode::kTilingParseFailed);
}

}  // namespace oppkit
