// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Note [Einsum shapes]
// The equation attr follows numpy/torch: comma-separated input terms, optionally "->" and the output term. A term
// is letters (a-z, A-Z; each a label naming one dim) and at most one "..." (the ellipsis: all dims not named by a
// label, in order); spaces are ignored. There must be one input term per instance of x (and attr N, when set, must
// equal the instance count). A term without ellipsis names exactly the operand's rank; with one, at most it.
// A label repeated inside one term (a diagonal, "ii->i") needs equal dims there. Across operands a label's dims
// broadcast (1 stretches to the other size; an unknown dim is 1 or the other size, so with a known d != 1 it gives
// d) and the ellipsis dims broadcast numpy-style (Note [Broadcasting unknown dims]); a known clash is an error naming
// the label (or the ellipsis) and the input instance. The explicit output lists each label at most once and only
// labels of the inputs; ellipsis dims left out of it are summed, as in torch. Without "->" the output is the
// ellipsis dims (if any term has one) followed by the labels used exactly once, in ASCII order (uppercase first).
// An operand of unknown rank leaves its labels unknown (-1 unless another operand fixes them) and, if its term has
// the ellipsis, makes the ellipsis part unknown: an output containing it has unknown rank.
#include "nn/einsum/einsum_equation.h"

#include <string_view>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "exe_graph/runtime/extended_kernel_context.h"

namespace oppkit::ops::einsum {
namespace {

constexpr size_t kAttrEquation = 0;
constexpr size_t kAttrN = 1;

bool IsLabel(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

bool ParseTerm(std::string_view text, Term* term, std::string* why) {
  for (size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (IsLabel(c)) {
      term->labels.push_back(c);
      ++i;
    } else if (text.substr(i, 3) == "...") {
      if (term->ellipsis_at >= 0) {
        *why = "term '" + std::string(text) + "' has more than one ellipsis";
        return false;
      }
      term->ellipsis_at = static_cast<int>(term->labels.size());
      i += 3;
    } else {
      *why = "term '" + std::string(text) + "' has an invalid character '" + std::string(1, c) + "'";
      return false;
    }
  }
  return true;
}

bool ParseEquation(const char* text, Equation* eq, std::string* why) {
  std::string s;
  for (const char* p = text; *p != '\0'; ++p) {
    if (*p != ' ') s.push_back(*p);
  }
  const size_t arrow = s.find("->");
  if (arrow != std::string::npos && s.find("->", arrow + 2) != std::string::npos) {
    *why = "more than one '->'";
    return false;
  }
  const std::string lhs = arrow == std::string::npos ? s : s.substr(0, arrow);
  size_t start = 0;
  while (true) {
    const size_t comma = lhs.find(',', start);
    Term term;
    if (!ParseTerm(std::string_view(lhs).substr(start, comma == std::string::npos ? std::string::npos : comma - start),
                   &term, why)) {
      return false;
    }
    for (char c : term.labels) ++eq->uses[static_cast<size_t>(c)];
    eq->any_ellipsis = eq->any_ellipsis || term.ellipsis_at >= 0;
    eq->inputs.push_back(term);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (arrow != std::string::npos) {
    eq->explicit_output = true;
    if (!ParseTerm(std::string_view(s).substr(arrow + 2), &eq->output, why)) return false;
  }
  return true;
}

}  // namespace

bool ReadEquation(const gert::ExtendedKernelContext* context, size_t count, const char** equation, Equation* eq) {
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  *equation = GetStrAttr(attrs, kAttrEquation, nullptr);
  if (*equation == nullptr) {
    OPPKIT_OP_LOGE(context, "attr equation is missing");
    return false;
  }
  const int64_t n_attr = GetIntAttr(attrs, kAttrN, static_cast<int64_t>(count));
  if (n_attr != static_cast<int64_t>(count)) {
    OPPKIT_OP_LOGE(context, "attr N %lld differs from the %zu instances of input x", static_cast<long long>(n_attr),
                   count);
    return false;
  }
  std::string why;
  if (!ParseEquation(*equation, eq, &why)) {
    OPPKIT_OP_LOGE(context, "attr equation '%s' is invalid: %s", *equation, why.c_str());
    return false;
  }
  if (eq->inputs.size() != count) {
    OPPKIT_OP_LOGE(context, "attr equation '%s' has %zu input terms but input x has %zu instances", *equation,
                   eq->inputs.size(), count);
    return false;
  }
  return true;
}

bool OutputTerm(const gert::ExtendedKernelContext* context, const char* equation, const Equation& eq, Term* out) {
  if (!eq.explicit_output) {
    for (size_t c = 0; c < kLabelSpace; ++c) {
      if (eq.uses[c] == 1) out->labels.push_back(static_cast<char>(c));
    }
    out->ellipsis_at = eq.any_ellipsis ? 0 : -1;
    return true;
  }
  *out = eq.output;
  std::array<bool, kLabelSpace> listed{};
  for (char label : out->labels) {
    const size_t c = static_cast<size_t>(label);
    if (eq.uses[c] == 0) {
      OPPKIT_OP_LOGE(context, "output label '%c' of attr equation '%s' is not in any input term", label, equation);
      return false;
    }
    if (listed[c]) {
      OPPKIT_OP_LOGE(context, "output label '%c' of attr equation '%s' appears more than once", label, equation);
      return false;
    }
    listed[c] = true;
  }
  return true;
}

}  // namespace oppkit::ops::einsum
