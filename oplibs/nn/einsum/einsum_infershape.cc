// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Einsum InferShape.
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
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "common/attr_utils.h"
#include "common/broadcast.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kInputX = 0;
constexpr size_t kAttrEquation = 0;
constexpr size_t kAttrN = 1;
constexpr size_t kLabelSpace = 128;  // labels are ASCII letters

// One term: its labels in order and the position of the ellipsis among them (before labels[ellipsis_at]; -1 if
// none; labels.size() if it comes last).
struct Term {
  std::string labels;
  int ellipsis_at = -1;
};

struct Equation {
  std::vector<Term> inputs;
  Term output;
  bool explicit_output = false;
};

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

// The dims of an operand's ellipsis, appended to \p out.
void AppendDims(const gert::Shape& shape, size_t begin, size_t count, gert::Shape* out) {
  for (size_t i = 0; i < count; ++i) out->AppendDim(shape.GetDim(begin + i));
}

// What the operands fixed so far: the broadcast dim and use count of each label, and the broadcast ellipsis dims.
struct LabelDims {
  std::array<int64_t, kLabelSpace> dims;
  std::array<int, kLabelSpace> uses{};
  gert::Shape ellipsis;
  bool any_ellipsis = false;
  bool ellipsis_unknown = false;
};

// Reads the equation and N attrs and parses the equation into *eq; logs and returns false on a bad one.
bool ReadEquation(const gert::InferShapeContext* context, size_t count, const char** equation, Equation* eq) {
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

// Reads the dim of each label of operand k (equal dims where a label repeats: a diagonal) into local/seen and its
// ellipsis dims into own_ellipsis; the rank is already checked against the term.
bool ReadOperandDims(const gert::InferShapeContext* context, size_t k, const gert::Shape& shape, const Term& term,
                     std::array<int64_t, kLabelSpace>* local, std::array<bool, kLabelSpace>* seen,
                     gert::Shape* own_ellipsis) {
  const size_t named = term.labels.size();
  const size_t ellipsis_rank = shape.GetDimNum() - named;
  size_t axis = 0;
  for (size_t i = 0; i <= named; ++i) {
    if (static_cast<int>(i) == term.ellipsis_at) {
      AppendDims(shape, axis, ellipsis_rank, own_ellipsis);
      axis += ellipsis_rank;
    }
    if (i == named) break;
    const size_t c = static_cast<size_t>(term.labels[i]);
    const int64_t d = shape.GetDim(axis++);
    if ((*seen)[c] && !MergeDim((*local)[c], d, &(*local)[c])) {
      OPPKIT_OP_LOGE(context, "input x instance %zu %s: label '%c' repeats with dims %lld and %lld", k,
                     ShapeToString(shape).c_str(), term.labels[i], static_cast<long long>((*local)[c]),
                     static_cast<long long>(d));
      return false;
    }
    if (!(*seen)[c]) (*local)[c] = d;
    (*seen)[c] = true;
  }
  return true;
}

// Broadcasts operand k (its shape and term) into *state (Note [Einsum shapes]); logs and returns false on a clash.
bool FoldOperand(const gert::InferShapeContext* context, const char* equation, size_t k, const gert::Shape& shape,
                 const Term& term, LabelDims* state) {
  const bool has_ellipsis = term.ellipsis_at >= 0;
  state->any_ellipsis = state->any_ellipsis || has_ellipsis;
  for (char c : term.labels) ++state->uses[static_cast<size_t>(c)];
  if (IsUnknownRank(shape)) {
    state->ellipsis_unknown = state->ellipsis_unknown || has_ellipsis;
    for (char label : term.labels) {
      int64_t& dim = state->dims[static_cast<size_t>(label)];
      BroadcastDim(dim, ge::UNKNOWN_DIM, &dim);  // never fails: an unknown dim matches anything
    }
    return true;
  }
  const size_t rank = shape.GetDimNum();
  const size_t named = term.labels.size();
  if (has_ellipsis ? rank < named : rank != named) {
    OPPKIT_OP_LOGE(context, "input x instance %zu %s has rank %zu but term %zu of attr equation '%s' names %s%zu dims",
                   k, ShapeToString(shape).c_str(), rank, k, equation, has_ellipsis ? "at least " : "", named);
    return false;
  }
  std::array<int64_t, kLabelSpace> local{};
  std::array<bool, kLabelSpace> seen{};
  gert::Shape own_ellipsis;
  if (!ReadOperandDims(context, k, shape, term, &local, &seen, &own_ellipsis)) return false;
  for (char label : term.labels) {
    const size_t c = static_cast<size_t>(label);
    if (!seen[c]) continue;
    seen[c] = false;  // once per label
    const int64_t before = state->dims[c];
    if (!BroadcastDim(before, local[c], &state->dims[c])) {
      OPPKIT_OP_LOGE(context,
                     "label '%c' of attr equation '%s' is %lld in input x instance %zu %s but %lld in an "
                     "earlier instance",
                     label, equation, static_cast<long long>(local[c]), k, ShapeToString(shape).c_str(),
                     static_cast<long long>(before));
      return false;
    }
  }
  if (has_ellipsis && !state->ellipsis_unknown) {
    const gert::Shape before = state->ellipsis;
    if (!BroadcastShapes(before, own_ellipsis, &state->ellipsis)) {
      OPPKIT_OP_LOGE(context, "the '...' dims %s of input x instance %zu %s cannot broadcast with %s",
                     ShapeToString(own_ellipsis).c_str(), k, ShapeToString(shape).c_str(),
                     ShapeToString(before).c_str());
      return false;
    }
  }
  return true;
}

// The output term: the explicit one (each label once, each used by an input), else the implicit one.
bool OutputTerm(const gert::InferShapeContext* context, const char* equation, const Equation& eq,
                const LabelDims& state, Term* out) {
  if (!eq.explicit_output) {
    for (size_t c = 0; c < kLabelSpace; ++c) {
      if (state.uses[c] == 1) out->labels.push_back(static_cast<char>(c));
    }
    out->ellipsis_at = state.any_ellipsis ? 0 : -1;
    return true;
  }
  *out = eq.output;
  std::array<bool, kLabelSpace> listed{};
  for (char label : out->labels) {
    const size_t c = static_cast<size_t>(label);
    if (state.uses[c] == 0) {
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

// InferShape of Einsum; see Note [Einsum shapes].
ge::graphStatus InferShapeForEinsum(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const gert::AnchorInstanceInfo* x_info = context->GetIrInputInstanceInfo(kInputX);
  OPS_CHECK_NULL_WITH_CONTEXT(context, x_info);
  const size_t count = x_info->GetInstanceNum();
  const char* equation = nullptr;
  Equation eq;
  if (!ReadEquation(context, count, &equation, &eq)) return ge::GRAPH_FAILED;

  LabelDims state;
  state.dims.fill(1);  // the neutral element of broadcasting
  for (size_t k = 0; k < count; ++k) {
    const gert::Shape* shape = context->GetDynamicInputShape(kInputX, k);
    OPS_CHECK_NULL_WITH_CONTEXT(context, shape);
    if (!FoldOperand(context, equation, k, *shape, eq.inputs[k], &state)) return ge::GRAPH_FAILED;
  }

  Term out;
  if (!OutputTerm(context, equation, eq, state, &out)) return ge::GRAPH_FAILED;
  if (out.ellipsis_at >= 0 && state.ellipsis_unknown) {
    SetUnknownRank(y);
    return ge::GRAPH_SUCCESS;
  }
  const gert::Shape& ellipsis = state.ellipsis;
  const size_t out_rank = out.labels.size() + (out.ellipsis_at >= 0 ? ellipsis.GetDimNum() : 0);
  if (out_rank > gert::Shape::kMaxDimNum) {
    OPPKIT_OP_LOGE(context, "the output of attr equation '%s' would have rank %zu (at most %zu)", equation, out_rank,
                   gert::Shape::kMaxDimNum);
    return ge::GRAPH_FAILED;
  }
  y->SetDimNum(0);
  for (size_t i = 0; i <= out.labels.size(); ++i) {
    if (static_cast<int>(i) == out.ellipsis_at) AppendDims(ellipsis, 0, ellipsis.GetDimNum(), y);
    if (i < out.labels.size()) y->AppendDim(state.dims[static_cast<size_t>(out.labels[i])]);
  }
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Einsum).InferShape(oppkit::ops::InferShapeForEinsum);
