// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/recent_error.h"

namespace oppkit::detail {
namespace {

struct ErrorState {
  std::string pending;
  bool has_pending = false;
  std::string handed_out;
};

ErrorState& ThreadErrorState() {
  thread_local ErrorState state;
  return state;
}

}  // namespace

void SetRecentError(const std::string& message) noexcept {
  ErrorState& state = ThreadErrorState();
  try {
    state.pending = message;
  } catch (...) {
    state.pending.clear();
  }
  state.has_pending = true;
}

const char* TakeRecentError() noexcept {
  ErrorState& state = ThreadErrorState();
  if (!state.has_pending) return nullptr;
  state.handed_out.swap(state.pending);
  state.pending.clear();
  state.has_pending = false;
  return state.handed_out.c_str();
}

}  // namespace oppkit::detail
