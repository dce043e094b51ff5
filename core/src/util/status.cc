// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "oppkit/core/status.h"

namespace oppkit {
namespace {

constexpr const char* kErrorIds[] = {
#define OPPKIT_ERROR_ID(name, id) id,
    OPPKIT_ERROR_CODES(OPPKIT_ERROR_ID)
#undef OPPKIT_ERROR_ID
};

}  // namespace

const char* ErrorId(ErrorCode code) {
  const auto index = static_cast<size_t>(code);
  return index < sizeof(kErrorIds) / sizeof(kErrorIds[0]) ? kErrorIds[index] : "internal";
}

Status::Status(ErrorCode code, const std::string& message)
    : code_(code), message_(std::string("[") + ErrorId(code) + "] " + message) {}

std::string Status::detail() const {
  const size_t close = message_.find("] ");
  return close == std::string::npos ? message_ : message_.substr(close + 2);
}

}  // namespace oppkit
