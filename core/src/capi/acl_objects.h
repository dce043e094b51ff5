// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The objects behind the ACL C API's opaque handles, and the per-thread error state. Internal to core/src/capi.
#pragma once

#include <cstdint>
#include <new>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "acl/acl_base.h"
#include "acl/acl_op.h"
#include "oppkit/attr_value.h"
#include "oppkit/core/status.h"

/// A tensor description: what aclCreateTensorDesc and the setters fill in, and aclopInferShape writes back.
struct aclTensorDesc {
  aclDataType dtype = ACL_DT_UNDEFINED;
  std::vector<int64_t> dims;  ///< `{-2}`: unknown rank
  aclFormat format = ACL_FORMAT_UNDEFINED;
  std::string name;
  std::vector<std::pair<int64_t, int64_t>> range;  ///< empty or one {min, max} per dim
  bool is_const = false;
  std::vector<uint8_t> const_data;  ///< aclSetTensorConst's copy
};

/// Caller-owned memory: not copied, not freed.
struct aclDataBuffer {
  void* data = nullptr;
  size_t size = 0;
};

/// Named attr values in the order first set; setting a name again replaces its value in place.
struct aclopAttr {
  std::vector<std::pair<std::string, oppkit::AttrValue>> values;

  void Set(const char* name, oppkit::AttrValue value) {
    for (auto& entry : values) {
      if (entry.first == name) {
        entry.second = std::move(value);
        return;
      }
    }
    values.emplace_back(name, std::move(value));
  }
};

namespace oppkit::capi {

/// Records \p status as this thread's most recent error (for aclGetRecentErrMsg) and returns \p code.
aclError SetError(aclError code, const Status& status);
/// Shorthand for SetError(ACL_ERROR_INVALID_PARAM, Status(kApiNullArgument, "<function>: <what> is NULL")).
aclError NullArgument(const char* function, const char* what);
/// Shorthand for SetError(ACL_ERROR_INVALID_PARAM, Status(kApiBadArgument, "<function>: <what>")).
aclError BadArgument(const char* function, const std::string& what);
/// The ACL error code for a core error id (ACL_ERROR_OP_NOT_FOUND for infer.unknown_op, ...).
aclError AclErrorOf(ErrorCode code);

// Runs \p fn; an exception becomes a recorded error and \p on_error (for aclError results: the matching code).
template <typename R, typename Fn>
R Guarded(R on_error, Fn&& fn) {
  aclError code = ACL_ERROR_INTERNAL_ERROR;
  try {
    return fn();
  } catch (const std::bad_alloc&) {
    code = SetError(ACL_ERROR_BAD_ALLOC, Status(ErrorCode::kInternal, "out of memory"));
  } catch (...) {
    code = SetError(ACL_ERROR_INTERNAL_ERROR, Status(ErrorCode::kInternal, "unexpected exception in the C API"));
  }
  if constexpr (std::is_same_v<R, aclError>) return code;
  return on_error;
}

}  // namespace oppkit::capi
