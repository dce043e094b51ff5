/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * CANN-compatible guards: the facts an InferSymbolShape function relies on (`EXPECT_SYMBOL_EQ(s0, s1)` where a
 * broadcast needs equal dims, `ASSERT_SYMBOL_GT(k, 0)`). A condition decided statically is answered; an undecided
 * one is answered from the symbols' hint values (a sample input size) when the host gave them, else assumed to hold,
 * and recorded as a guard either way (docs/symbolic.md#conditions-and-guards).
 */
#pragma once

#include <cstdint>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/ge_error_codes.h"
#include "graph/symbolizer/symbolic.h"

/// True when e0 == e1 (statically, by the hints, or assumed); records the guard.
#define EXPECT_SYMBOL_EQ(e0, e1) ge::sym::ExpectSymbolEq(e0, e1, __FILE__, __LINE__)
#define EXPECT_SYMBOL_NE(e0, e1) ge::sym::ExpectSymbolNe(e0, e1, __FILE__, __LINE__)
#define EXPECT_SYMBOL_LT(e0, e1) EXPECT_SYMBOL_CHECK(ge::sym::Lt(e0, e1), __FILE__, __LINE__)
#define EXPECT_SYMBOL_LE(e0, e1) EXPECT_SYMBOL_CHECK(ge::sym::Le(e0, e1), __FILE__, __LINE__)
#define EXPECT_SYMBOL_GT(e0, e1) EXPECT_SYMBOL_CHECK(ge::sym::Gt(e0, e1), __FILE__, __LINE__)
#define EXPECT_SYMBOL_GE(e0, e1) EXPECT_SYMBOL_CHECK(ge::sym::Ge(e0, e1), __FILE__, __LINE__)
/// Returns ErrorResult() (GRAPH_FAILED from a host function) unless e0 == e1 may hold; records the guard.
#define ASSERT_SYMBOL_EQ(e0, e1)                                \
  do {                                                          \
    if (!ge::sym::AssertSymbolEq(e0, e1, __FILE__, __LINE__)) { \
      return ::ErrorResult();                                   \
    }                                                           \
  } while (false)
#define ASSERT_SYMBOL_NE(e0, e1) ASSERT_SYMBOL_CHECK(ge::sym::Ne(e0, e1), __FILE__, __LINE__)
#define ASSERT_SYMBOL_LT(e0, e1) ASSERT_SYMBOL_CHECK(ge::sym::Lt(e0, e1), __FILE__, __LINE__)
#define ASSERT_SYMBOL_LE(e0, e1) ASSERT_SYMBOL_CHECK(ge::sym::Le(e0, e1), __FILE__, __LINE__)
#define ASSERT_SYMBOL_GT(e0, e1) ASSERT_SYMBOL_CHECK(ge::sym::Gt(e0, e1), __FILE__, __LINE__)
#define ASSERT_SYMBOL_GE(e0, e1) ASSERT_SYMBOL_CHECK(ge::sym::Ge(e0, e1), __FILE__, __LINE__)
#define EXPECT_SYMBOL_CHECK(expr, file, line) ge::sym::ExpectSymbolBool(expr, file, line)
#define ASSERT_SYMBOL_CHECK(expr, file, line)           \
  do {                                                  \
    if (!ge::sym::AssertSymbolBool(expr, file, line)) { \
      return ::ErrorResult();                           \
    }                                                   \
  } while (false)

#ifndef OPPKIT_ERROR_RESULT_DEFINED
#define OPPKIT_ERROR_RESULT_DEFINED
/// What a failing ASSERT_SYMBOL_* returns: GRAPH_FAILED from a function returning a status, false from one
/// returning bool (GE defines it in its internal checker header).
struct ErrorResult {
  operator uint32_t() const { return ge::GRAPH_FAILED; }  // NOLINT(google-explicit-constructor)
  operator bool() const { return false; }                 // NOLINT(google-explicit-constructor)
};
#endif

namespace ge {
namespace sym {
bool ExpectSymbolEq(const Expression &e0, const Expression &e1, const char_t *file, const int64_t line);
bool AssertSymbolEq(const Expression &e0, const Expression &e1, const char_t *file, const int64_t line);
bool ExpectSymbolNe(const Expression &e0, const Expression &e1, const char_t *file, const int64_t line);
/// The decision on the condition \p expr (false for an invalid expression or one that is not a condition).
bool ExpectSymbolBool(const Expression &expr, const char_t *file, const int64_t line);
/// False only when \p expr is false (statically or by the hints); an error is logged then.
bool AssertSymbolBool(const Expression &expr, const char_t *file, const int64_t line);
}  // namespace sym
}  // namespace ge
