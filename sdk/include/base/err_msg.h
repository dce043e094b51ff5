// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN's error-message reporting for op sources (`base/err_msg.h`): REPORT_INNER_ERR_MSG,
// REPORT_USER_DEFINED_ERR_MSG, REPORT_PREDEFINED_ERR_MSG, REG_FORMAT_ERROR_MSG and the error_message:: functions
// behind them.
//
// Note [Error messages]
// CANN's error manager collects these messages and shows them to the user beside the failing op's status. In
// oppkit every report becomes one error-level message of the op library's log (Note [Plugin logging] in
// framework/common/debug/ge_log.h), so it reaches the host's log and, when the op's function then fails, the
// caller's error, as GELOGE's messages do:
//   REPORT_INNER_ERR_MSG("E19999", "dim %d is %ld", i, d)   ->  "E19999: dim 1 is -3 (file.cc:42 Func)"
//   REPORT_USER_DEFINED_ERR_MSG("EU0001", "bad %s", what)  ->  "EU0001: bad axis"
//   REPORT_PREDEFINED_ERR_MSG("E70001", {"op_name", "param_name"}, {"Foo", "x"})
//       -> "E70001: In op[Foo], the mandatory parameter[x] is missed."   when the library registered E70001's
//          format (REG_FORMAT_ERROR_MSG with CANN's JSON: error_info_list[] of ErrCode, ErrMessage with one %s per
//          Arglist name), and "E70001: op_name=Foo, param_name=x" otherwise.
// Formats are registered per op library (each library has its own table, as it has its own log state). CANN
// declares these functions weak because its implementation library may be absent; the SDK always defines them, so
// they are declared as ordinary functions here and a static initializer may call them (REG_FORMAT_ERROR_MSG does).
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "register/register_types.h"  // GE_FUNC_HOST_VISIBILITY, GE_FUNC_DEV_VISIBILITY

#ifndef WEAK_SYMBOL
#define WEAK_SYMBOL __attribute__((weak))
#endif
#ifndef FORMAT_PRINTF
#define FORMAT_PRINTF(format_idx, first_arg) __attribute__((format(printf, (format_idx), (first_arg))))
#endif
#ifndef ATTRIBUTE_USED
#define ATTRIBUTE_USED __attribute__((used))
#endif

/// Reports an internal error with its source position: `REPORT_INNER_ERR_MSG("E19999", "dim %d is %ld", i, d);`
#define REPORT_INNER_ERR_MSG(error_code, format, ...) \
  (void)error_message::ReportInnerErrMsg(__FILE__, __FUNCTION__, __LINE__, (error_code), (format), ##__VA_ARGS__)

/// Reports a user-defined error (codes EU0000 to EU9999): `REPORT_USER_DEFINED_ERR_MSG("EU0001", "bad %s", s);`
#define REPORT_USER_DEFINED_ERR_MSG(error_code, format, ...) \
  (void)error_message::ReportUserDefinedErrMsg((error_code), (format), ##__VA_ARGS__)

#define REPORT_PREDEFINED_ERRMSG_CHOOSER(_1, _2, _3, NAME, ...) NAME
#define REPORT_PREDEFINED_ERRMSG_1PARAMS(error_code) error_message::ReportPredefinedErrMsg(error_code)
#define REPORT_PREDEFINED_ERRMSG_3PARAMS(error_code, key, value) \
  error_message::ReportPredefinedErrMsg((error_code), (key), (value))

/// Reports a predefined error, with or without arguments:
/// `REPORT_PREDEFINED_ERR_MSG("E70001", std::vector<const char*>({"op_name"}), std::vector<const char*>({n}));`
#define REPORT_PREDEFINED_ERR_MSG(...)                                                                         \
  REPORT_PREDEFINED_ERRMSG_CHOOSER(__VA_ARGS__, REPORT_PREDEFINED_ERRMSG_3PARAMS, , REPORT_PREDEFINED_ERRMSG_1PARAMS) \
  (__VA_ARGS__)

/// Registers error formats (CANN's JSON, Note [Error messages]) at static initialisation.
#define REG_FORMAT_ERROR_MSG(error_msg, error_msg_len) \
  REG_FORMAT_ERROR_MSG_UNIQ_HELPER((error_msg), (error_msg_len), __COUNTER__)
#define REG_FORMAT_ERROR_MSG_UNIQ_HELPER(error_msg, error_msg_len, counter) \
  REG_FORMAT_ERROR_MSG_UNIQ((error_msg), (error_msg_len), counter)
#define REG_FORMAT_ERROR_MSG_UNIQ(error_msg, error_msg_len, counter)                  \
  static const auto& register_error_msg_##counter ATTRIBUTE_USED = []() -> int32_t { \
    return error_message::RegisterFormatErrorMessage((error_msg), (error_msg_len));   \
  }()

namespace error_message {

/// CANN's per-stream context of the error manager; kept for source compatibility (oppkit has no streams).
struct ErrorManagerContext {
  uint64_t work_stream_id = 0;
  uint64_t reserved[7] = {0};
};

/// CANN's error-manager modes; kept for source compatibility.
enum class ErrorMessageMode : uint32_t { INTERNAL_MODE = 0U, PROCESS_MODE = 1U, ERR_MSG_MODE_MAX = 10U };

using char_t = char;
using unique_const_char_array = std::unique_ptr<const char_t[]>;

/// Adds the formats of \p error_msg (\p error_msg_len bytes of CANN's JSON: `{"error_info_list": [{"ErrCode":
/// "E70001", "ErrMessage": "In op[%s] ...", "Arglist": "op_name,param_name"}, ...]}`) to this library's table.
/// 0 on success, -1 if the text holds no well-formed entry (an entry without ErrCode or ErrMessage is skipped).
int32_t RegisterFormatErrorMessage(const char* error_msg, size_t error_msg_len);

/// Reports an internal error raised at \p file_name:\p line in \p func. 0 on success, -1 on a null code or format.
int32_t ReportInnerErrMsg(const char* file_name, const char* func, uint32_t line, const char* error_code,
                          const char* format, ...) FORMAT_PRINTF(5, 6);

/// Reports a user-defined error. 0 on success, -1 on a null code or format.
int32_t ReportUserDefinedErrMsg(const char* error_code, const char* format, ...) FORMAT_PRINTF(2, 3);

/// Reports a predefined error with its arguments (\p key[i] names \p value[i]); the message is the registered
/// format with each `%s` replaced by the value its Arglist name gives. -1 if the two lists differ in length.
int32_t ReportPredefinedErrMsg(const char* error_code, const std::vector<const char*>& key,
                               const std::vector<const char*>& value);

/// Reports a predefined error without arguments.
int32_t ReportPredefinedErrMsg(const char* error_code);

}  // namespace error_message

namespace ge {
using error_message::RegisterFormatErrorMessage;
using error_message::ReportInnerErrMsg;
using error_message::ReportPredefinedErrMsg;
using error_message::ReportUserDefinedErrMsg;
}  // namespace ge
