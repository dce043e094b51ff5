// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Einsum's equation attr, parsed once for its InferShape and InferSymbolShape (Note [Einsum shapes] in
// einsum_equation.cc).
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <vector>

#include "common/op_host.h"

namespace oppkit::ops::einsum {

/// IR index of the dynamic input x.
constexpr size_t kInputX = 0;
/// Labels are ASCII letters.
constexpr size_t kLabelSpace = 128;

/// One term: its labels in order and the position of the ellipsis among them (before labels[ellipsis_at]; -1 if
/// none; labels.size() if it comes last).
struct Term {
  std::string labels;
  int ellipsis_at = -1;
};

/// A parsed equation.
struct Equation {
  std::vector<Term> inputs;
  Term output;
  bool explicit_output = false;
  /// How often each label appears over the input terms (a repeat inside one term counts).
  std::array<int, kLabelSpace> uses{};
  /// True if any input term has the ellipsis.
  bool any_ellipsis = false;
};

/// Reads the equation and N attrs of a node with \p count instances of x and parses the equation into \p eq
/// (\p equation: its text); false with a message logged for a bad one.
bool ReadEquation(const gert::ExtendedKernelContext* context, size_t count, const char** equation, Equation* eq);

/// The output term: the explicit one (each label once, each used by an input), else the implicit one; false with a
/// message logged.
bool OutputTerm(const gert::ExtendedKernelContext* context, const char* equation, const Equation& eq, Term* out);

}  // namespace oppkit::ops::einsum
