// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Reading IR attrs (by IR index) with the prototype's default when the framework did not pass the attr.
#pragma once

#include <cstddef>
#include <cstdint>

#include "exe_graph/runtime/runtime_attrs.h"

namespace oppkit::ops {

/// Int attr \p index of \p attrs, or \p default_value if \p attrs is null or has no such attr.
inline int64_t GetIntAttr(const gert::RuntimeAttrs* attrs, size_t index, int64_t default_value) {
  const int64_t* value = attrs == nullptr ? nullptr : attrs->GetInt(index);
  return value == nullptr ? default_value : *value;
}

/// Bool attr \p index of \p attrs, or \p default_value if \p attrs is null or has no such attr.
inline bool GetBoolAttr(const gert::RuntimeAttrs* attrs, size_t index, bool default_value) {
  const bool* value = attrs == nullptr ? nullptr : attrs->GetBool(index);
  return value == nullptr ? default_value : *value;
}

/// Float attr \p index of \p attrs, or \p default_value if \p attrs is null or has no such attr.
inline float GetFloatAttr(const gert::RuntimeAttrs* attrs, size_t index, float default_value) {
  const float* value = attrs == nullptr ? nullptr : attrs->GetFloat(index);
  return value == nullptr ? default_value : *value;
}

/// String attr \p index of \p attrs, or \p default_value if \p attrs is null or has no such attr.
inline const char* GetStrAttr(const gert::RuntimeAttrs* attrs, size_t index, const char* default_value) {
  const char* value = attrs == nullptr ? nullptr : attrs->GetStr(index);
  return value == nullptr ? default_value : value;
}

/// ListInt attr \p index of \p attrs, or null if \p attrs is null or has no such attr.
inline const gert::TypedContinuousVector<int64_t>* GetListIntAttr(const gert::RuntimeAttrs* attrs, size_t index) {
  return attrs == nullptr ? nullptr : attrs->GetListInt(index);
}

}  // namespace oppkit::ops
