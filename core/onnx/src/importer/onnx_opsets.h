// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Which definition of an ai.onnx op is in force at an opset (onnx_opsets.cc; docs/onnx.md#opsets).
#pragma once

#include <cstdint>
#include <string_view>

namespace oppkit::detail {

/// The newest ai.onnx opset whose op revisions oppkit knows (ONNX 1.16).
inline constexpr int64_t kNewestKnownOpset = 21;

/// The opset at which ONNX introduced the definition of ai.onnx op \p op that is in force at \p opset (the
/// `since_version` of the newest schema at or below \p opset; revisions that only add element types after opset 17
/// do not count). 0 if \p op has no definition at \p opset, or \p opset is beyond kNewestKnownOpset.
int64_t DefinitionSince(std::string_view op, int64_t opset);

}  // namespace oppkit::detail
