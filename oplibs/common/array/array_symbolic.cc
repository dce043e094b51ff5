// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "common/array/array_symbolic.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <numeric>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "common/symbolic_rules.h"
#include "common/symbolic_values.h"
#include "graph/symbolizer/symbol_checker.h"

namespace oppkit::ops {
namespace {

const std::vector<ge::Expression>* InputDims(gert::InferSymbolShapeContext* context, size_t index) {
  const gert::SymbolShape* shape = context->GetInputSymbolShape(index);
  return shape == nullptr ? nullptr : &shape->GetDims();
}

// Writes output 0: \p dims, and \p values when given.
ge::graphStatus SetOutput(gert::InferSymbolShapeContext* context, std::vector<ge::Expression> dims,
                          const std::vector<ge::Expression>* values = nullptr) {
  gert::SymbolTensor* y = context->GetOutputSymbolTensor(0);
  if (y == nullptr) return ge::GRAPH_FAILED;
  y->MutableOriginSymbolShape().MutableDims() = std::move(dims);
  if (values != nullptr && static_cast<int64_t>(values->size()) <= kMaxSymbolicValues) {
    y->SetSymbolicValue(std::make_unique<std::vector<ge::Expression>>(*values));
  }
  return ge::GRAPH_SUCCESS;
}

ge::graphStatus MissingInput(gert::InferSymbolShapeContext* context, const char* name) {
  OPPKIT_OP_LOGE(context, "input %s has no symbolic shape", name);
  return ge::GRAPH_FAILED;
}

// The constant value of a one-element input \p index (an axis), or nullopt.
bool ConstantScalarInput(gert::InferSymbolShapeContext* context, size_t index, int64_t* value) {
  const std::vector<ge::Expression>* values = InputSymbolicValues(context, index);
  return values != nullptr && values->size() == 1 && (*values)[0].GetConstValue(*value);
}

// The constant values of input \p index, or false.
bool ConstantInput(gert::InferSymbolShapeContext* context, size_t index, std::vector<int64_t>* out) {
  const std::vector<ge::Expression>* values = InputSymbolicValues(context, index);
  return values != nullptr && ConstantValues(*values, out);
}

// \p list (a ListInt attr) as a vector, empty when absent.
std::vector<int64_t> ListAttr(gert::InferSymbolShapeContext* context, size_t index) {
  const gert::TypedContinuousVector<int64_t>* list = GetListIntAttr(context->GetAttrs(), index);
  if (list == nullptr) return {};
  return std::vector<int64_t>(list->GetData(), list->GetData() + list->GetSize());
}

bool IsConstant(const ge::Expression& e, int64_t expected) {
  int64_t value = 0;
  return e.GetConstValue(value) && value == expected;
}

// The values of the tensors \p parts joined along \p axis into a tensor of shape \p shape (Concat; Pack, whose parts
// are viewed with a dim of 1 at the axis): nullopt unless every part has values.
std::optional<std::vector<ge::Expression>> JoinValues(const std::vector<std::optional<ValueView>>& parts, size_t axis,
                                                      const std::vector<int64_t>& shape, bool stacked) {
  std::vector<int64_t> starts;  // each part's first index along the axis
  int64_t start = 0;
  for (const std::optional<ValueView>& part : parts) {
    if (!part) return std::nullopt;
    starts.push_back(start);
    start += stacked ? 1 : part->shape[axis];
  }
  std::vector<int64_t> at;
  return MakeValues(shape, [&](const std::vector<int64_t>& index) -> std::optional<ge::Expression> {
    const int64_t along = index[axis];
    size_t k = static_cast<size_t>(std::upper_bound(starts.begin(), starts.end(), along) - starts.begin()) - 1;
    at.assign(index.begin(), index.end());
    if (stacked) {
      at.erase(at.begin() + static_cast<std::ptrdiff_t>(axis));
    } else {
      at[axis] = along - starts[k];
    }
    return parts[k]->At(at);
  });
}

}  // namespace

const std::vector<ge::Expression>* InputSymbolicValues(const gert::InferSymbolShapeContext* context, size_t index) {
  const gert::SymbolTensor* tensor = context->GetInputSymbolTensor(index);
  return tensor == nullptr ? nullptr : tensor->GetSymbolicValue();
}

bool ConstantValues(const std::vector<ge::Expression>& values, std::vector<int64_t>* out) {
  out->clear();
  for (const ge::Expression& v : values) {
    int64_t value = 0;
    if (!v.GetConstValue(value)) return false;
    out->push_back(value);
  }
  return true;
}

ge::Expression ClampSliceBound(const ge::Expression& bound, const ge::Expression& dim) {
  constexpr int64_t kToTheEnd = int64_t{1} << 31;
  int64_t value = 0;
  if (bound.GetConstValue(value)) {
    if (value >= kToTheEnd) return dim;
    if (value < 0) {
      const ge::Expression from_end = dim + ge::Symbol(value);
      return EXPECT_SYMBOL_GE(from_end, ge::Symbol(0)) ? from_end : ge::Symbol(0);
    }
  }
  return EXPECT_SYMBOL_LE(bound, dim) ? bound : dim;
}

ge::Expression SymbolicProduct(const std::vector<ge::Expression>& dims, size_t begin, size_t end) {
  ge::Expression product = ge::Symbol(1);
  for (size_t k = begin; k < end && k < dims.size(); ++k) product = product * dims[k];
  return product;
}

ge::graphStatus InferSymbolShapeOfShape(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  return SetOutput(context, {ge::Symbol(static_cast<int64_t>(x->size()))}, x);
}

ge::graphStatus InferSymbolShapeOfSize(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  const std::vector<ge::Expression> value{SymbolicProduct(*x, 0, x->size())};
  return SetOutput(context, {}, &value);
}

ge::graphStatus InferSymbolShapeOfRank(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  const std::vector<ge::Expression> value{ge::Symbol(static_cast<int64_t>(x->size()))};
  return SetOutput(context, {}, &value);
}

ge::graphStatus InferSymbolShapeGather(gert::InferSymbolShapeContext* context, const GatherSymbolSpec& spec) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  const std::vector<ge::Expression>* indices = InputDims(context, 1);
  if (x == nullptr) return MissingInput(context, "x");
  if (indices == nullptr) return MissingInput(context, "indices");
  int64_t axis = 0;
  if (spec.axis_input >= 0 && !ConstantScalarInput(context, static_cast<size_t>(spec.axis_input), &axis)) {
    return ge::UNSUPPORTED;
  }
  if (spec.axis_attr >= 0) axis = GetIntAttr(context->GetAttrs(), static_cast<size_t>(spec.axis_attr), 0);
  const auto rank = static_cast<int64_t>(x->size());
  int64_t batch_dims =
      spec.batch_dims_attr < 0 ? 0 : GetIntAttr(context->GetAttrs(), static_cast<size_t>(spec.batch_dims_attr), 0);
  if (batch_dims < 0) batch_dims += static_cast<int64_t>(indices->size());
  if (!NormalizeAxis(axis, rank, &axis) || batch_dims < 0 || batch_dims > static_cast<int64_t>(indices->size()) ||
      batch_dims > axis) {
    OPPKIT_OP_LOGE(context, "axis %lld or batch_dims %lld does not fit x of rank %lld", static_cast<long long>(axis),
                   static_cast<long long>(batch_dims), static_cast<long long>(rank));
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims(x->begin(), x->begin() + axis);
  dims.insert(dims.end(), indices->begin() + batch_dims, indices->end());
  dims.insert(dims.end(), x->begin() + axis + 1, x->end());

  // Values: x's values picked by constant indices (batch_dims 0), at any rank.
  const ge::graphStatus status = SetOutput(context, std::move(dims));
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  const std::optional<ValueView> picks = InputValueView(context, 1);
  const std::optional<std::vector<int64_t>> y_shape = OutputConstantShape(context);
  std::vector<int64_t> indices_values;
  if (status != ge::GRAPH_SUCCESS || batch_dims != 0 || !x_values || !picks || !y_shape ||
      !ConstantValues(*picks->values, &indices_values)) {
    return status;
  }
  const int64_t length = x_values->shape[static_cast<size_t>(axis)];
  for (int64_t& pick : indices_values) {
    if (pick < 0) pick += length;
    if (pick < 0 || pick >= length) {
      OPPKIT_OP_LOGE(context, "index %lld is out of range for dim %lld of x (%lld)", static_cast<long long>(pick),
                     static_cast<long long>(axis), static_cast<long long>(length));
      return ge::GRAPH_FAILED;
    }
  }
  const size_t index_rank = picks->shape.size();
  std::vector<int64_t> at(x_values->shape.size());
  std::vector<int64_t> pick_at(index_rank);
  SetOutputValues(context, MakeValues(*y_shape, [&](const std::vector<int64_t>& index) {
    // y index: x's dims before axis, the indices' dims, x's dims after axis.
    const auto a = static_cast<size_t>(axis);
    for (size_t d = 0; d < a; ++d) at[d] = index[d];
    for (size_t d = 0; d < index_rank; ++d) pick_at[d] = index[a + d];
    int64_t flat = 0;
    for (size_t d = 0; d < index_rank; ++d) flat += pick_at[d] * picks->strides[d];
    at[a] = indices_values[static_cast<size_t>(flat)];
    for (size_t d = a + 1; d < at.size(); ++d) at[d] = index[d - 1 + index_rank];
    return std::optional<ge::Expression>(x_values->At(at));
  }));
  return status;
}

ge::graphStatus InferSymbolShapeConcat(gert::InferSymbolShapeContext* context, size_t x_ir, int axis_ir,
                                       size_t axis_attr) {
  int64_t axis = 0;
  if (axis_ir >= 0) {
    const gert::SymbolTensor* axis_tensor = context->GetRequiredInputSymbolTensor(static_cast<size_t>(axis_ir));
    const std::vector<ge::Expression>* values = axis_tensor == nullptr ? nullptr : axis_tensor->GetSymbolicValue();
    if (values == nullptr || values->size() != 1 || !(*values)[0].GetConstValue(axis)) return ge::UNSUPPORTED;
  } else {
    axis = GetIntAttr(context->GetAttrs(), axis_attr, 0);
  }
  const gert::AnchorInstanceInfo* info = context->GetIrInputInstanceInfo(x_ir);
  const size_t count = info == nullptr ? 0 : info->GetInstanceNum();
  if (count == 0) {
    OPPKIT_OP_LOGE(context, "%s", "x has no instances");
    return ge::GRAPH_FAILED;
  }
  std::vector<ge::Expression> dims;
  for (size_t k = 0; k < count; ++k) {
    const gert::SymbolTensor* t = context->GetDynamicInputSymbolTensor(x_ir, k);
    if (t == nullptr) return MissingInput(context, "x");
    const std::vector<ge::Expression>& d = t->GetOriginSymbolShape().GetDims();
    if (k == 0) {
      dims = d;
      if (!NormalizeAxis(axis, static_cast<int64_t>(dims.size()), &axis)) {
        OPPKIT_OP_LOGE(context, "concat_dim %lld does not fit rank %zu", static_cast<long long>(axis), dims.size());
        return ge::GRAPH_FAILED;
      }
    } else {
      if (d.size() != dims.size()) {
        OPPKIT_OP_LOGE(context, "x instance %zu has rank %zu, instance 0 rank %zu", k, d.size(), dims.size());
        return ge::GRAPH_FAILED;
      }
      dims[static_cast<size_t>(axis)] = dims[static_cast<size_t>(axis)] + d[static_cast<size_t>(axis)];
    }
  }
  const ge::graphStatus status = SetOutput(context, std::move(dims));
  const std::optional<std::vector<int64_t>> shape = OutputConstantShape(context);
  if (status != ge::GRAPH_SUCCESS || !shape) return status;
  std::vector<std::optional<ValueView>> parts;
  const size_t first = context->GetIrInputInstanceInfo(x_ir)->GetInstanceStart();
  for (size_t k = 0; k < count; ++k) parts.push_back(InputValueView(context, first + k));
  SetOutputValues(context, JoinValues(parts, static_cast<size_t>(axis), *shape, /*stacked=*/false));
  return status;
}

ge::graphStatus InferSymbolShapePack(gert::InferSymbolShapeContext* context) {
  const gert::AnchorInstanceInfo* info = context->GetIrInputInstanceInfo(0);
  const size_t count = info == nullptr ? 0 : info->GetInstanceNum();
  const gert::SymbolTensor* first = count == 0 ? nullptr : context->GetDynamicInputSymbolTensor(0, 0);
  if (first == nullptr) return MissingInput(context, "x");
  std::vector<ge::Expression> dims = first->GetOriginSymbolShape().GetDims();
  int64_t axis = GetIntAttr(context->GetAttrs(), 0, 0);
  if (!NormalizeAxis(axis, static_cast<int64_t>(dims.size()) + 1, &axis)) {
    OPPKIT_OP_LOGE(context, "axis %lld does not fit rank %zu", static_cast<long long>(axis), dims.size() + 1);
    return ge::GRAPH_FAILED;
  }
  dims.insert(dims.begin() + axis, ge::Symbol(static_cast<int64_t>(count)));
  const ge::graphStatus status = SetOutput(context, std::move(dims));
  const std::optional<std::vector<int64_t>> shape = OutputConstantShape(context);
  if (status != ge::GRAPH_SUCCESS || !shape) return status;
  std::vector<std::optional<ValueView>> parts;
  const size_t start = context->GetIrInputInstanceInfo(0)->GetInstanceStart();
  for (size_t k = 0; k < count; ++k) parts.push_back(InputValueView(context, start + k));
  SetOutputValues(context, JoinValues(parts, static_cast<size_t>(axis), *shape, /*stacked=*/true));
  return status;
}

ge::graphStatus InferSymbolShapeUnsqueeze(gert::InferSymbolShapeContext* context, int axes_input) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  std::vector<int64_t> axes;
  if (axes_input < 0) {
    axes = ListAttr(context, 0);
  } else if (!ConstantInput(context, static_cast<size_t>(axes_input), &axes)) {
    return ge::UNSUPPORTED;
  }
  const auto rank = static_cast<int64_t>(x->size() + axes.size());
  std::vector<bool> inserted(static_cast<size_t>(rank), false);
  for (int64_t axis : axes) {
    if (!NormalizeAxis(axis, rank, &axis) || inserted[static_cast<size_t>(axis)]) {
      OPPKIT_OP_LOGE(context, "axis %lld is out of range or repeated for output rank %lld",
                     static_cast<long long>(axis), static_cast<long long>(rank));
      return ge::GRAPH_FAILED;
    }
    inserted[static_cast<size_t>(axis)] = true;
  }
  std::vector<ge::Expression> dims;
  size_t next = 0;
  for (bool one : inserted) dims.push_back(one ? ge::Symbol(1) : (*x)[next++]);
  return SetOutput(context, std::move(dims), InputSymbolicValues(context, 0));
}

ge::graphStatus InferSymbolShapeSqueeze(gert::InferSymbolShapeContext* context, int axes_input) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  std::vector<int64_t> axes;
  if (axes_input < 0) {
    axes = ListAttr(context, 0);
  } else if (const gert::SymbolTensor* given = context->GetOptionalInputSymbolTensor(static_cast<size_t>(axes_input))) {
    if (given->GetSymbolicValue() == nullptr || !ConstantValues(*given->GetSymbolicValue(), &axes)) {
      return ge::UNSUPPORTED;
    }
  }
  const auto rank = static_cast<int64_t>(x->size());
  std::vector<bool> removed(x->size(), false);
  if (axes.empty()) {
    for (size_t d = 0; d < x->size(); ++d) {
      if (!(*x)[d].IsConstExpr()) return ge::UNSUPPORTED;  // a symbol may or may not be 1
      removed[d] = IsConstant((*x)[d], 1);
    }
  }
  for (int64_t axis : axes) {
    if (!NormalizeAxis(axis, rank, &axis)) {
      OPPKIT_OP_LOGE(context, "axis %lld is out of range for rank %lld", static_cast<long long>(axis),
                     static_cast<long long>(rank));
      return ge::GRAPH_FAILED;
    }
    const ge::Expression& dim = (*x)[static_cast<size_t>(axis)];
    if (!SymbolRequired(ge::sym::Eq(dim, ge::Symbol(1)))) {
      OPPKIT_OP_LOGE(context, "dim %lld is %s, not 1", static_cast<long long>(axis), dim.Str().get());
      return ge::GRAPH_FAILED;
    }
    removed[static_cast<size_t>(axis)] = true;
  }
  std::vector<ge::Expression> dims;
  for (size_t d = 0; d < x->size(); ++d) {
    if (!removed[d]) dims.push_back((*x)[d]);
  }
  return SetOutput(context, std::move(dims), InputSymbolicValues(context, 0));
}

ge::graphStatus InferSymbolShapeTranspose(gert::InferSymbolShapeContext* context, int perm_input) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  std::vector<int64_t> perm;
  if (perm_input < 0) {
    perm = ListAttr(context, 0);
  } else if (!ConstantInput(context, static_cast<size_t>(perm_input), &perm)) {
    return ge::UNSUPPORTED;
  }
  const auto rank = static_cast<int64_t>(x->size());
  if (perm.size() != x->size()) {
    OPPKIT_OP_LOGE(context, "perm has %zu entries for x of rank %zu", perm.size(), x->size());
    return ge::GRAPH_FAILED;
  }
  std::vector<bool> used(x->size(), false);
  std::vector<ge::Expression> dims;
  std::vector<int64_t> normalized;
  for (int64_t p : perm) {
    if (!NormalizeAxis(p, rank, &p) || used[static_cast<size_t>(p)]) {
      OPPKIT_OP_LOGE(context, "perm entry %lld is out of range or repeated", static_cast<long long>(p));
      return ge::GRAPH_FAILED;
    }
    used[static_cast<size_t>(p)] = true;
    dims.push_back((*x)[static_cast<size_t>(p)]);
    normalized.push_back(p);
  }
  const ge::graphStatus status = SetOutput(context, std::move(dims));
  const std::optional<ValueView> x_values = InputValueView(context, 0);
  const std::optional<std::vector<int64_t>> shape = OutputConstantShape(context);
  if (status != ge::GRAPH_SUCCESS || !x_values || !shape) return status;
  std::vector<int64_t> at(normalized.size());
  SetOutputValues(context, MakeValues(*shape, [&](const std::vector<int64_t>& index) {
    // y's dim d is x's dim perm[d].
    for (size_t d = 0; d < normalized.size(); ++d) at[static_cast<size_t>(normalized[d])] = index[d];
    return std::optional<ge::Expression>(x_values->At(at));
  }));
  return status;
}

// Note [Symbolic Reshape]
// ~~~~~~~~~~~~~~~~~~~~~~~
// The shape input's values, each a formula: a constant 0 copies x's dim at the same position (as the numeric rule,
// Note in array/reshape/reshape_infershape.cc, for the default axis 0 and num_axes -1; other ranges are UNSUPPORTED),
// a constant -1 is inferred. The -1 is x's element count divided by the other output dims, after cancelling the
// factors both sides share: the copied dims, and any output dim equal to an input dim (x [b, s, 64] reshaped to
// [-1, 64] gives b*s, not (b*s*64)//64's uncancelled form); constants are divided out when they divide evenly, else
// the quotient is a floor division, guarded by an exact-division condition.
ge::graphStatus InferSymbolShapeReshape(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  const std::vector<ge::Expression>* shape = InputSymbolicValues(context, 1);
  if (shape == nullptr) return ge::UNSUPPORTED;
  const gert::RuntimeAttrs* attrs = context->GetAttrs();
  if (GetIntAttr(attrs, 0, 0) != 0 || GetIntAttr(attrs, 1, -1) != -1) return ge::UNSUPPORTED;

  std::vector<ge::Expression> dims(shape->size());
  std::vector<ge::Expression> remaining_in(*x);  // factors of x's element count not yet cancelled
  std::vector<ge::Expression> remaining_out;     // output factors the -1 divides by
  int infer_at = -1;
  for (size_t i = 0; i < shape->size(); ++i) {
    const ge::Expression& v = (*shape)[i];
    if (IsConstant(v, 0)) {
      if (i >= x->size()) {
        OPPKIT_OP_LOGE(context, "shape value %zu is 0 but x has rank %zu", i, x->size());
        return ge::GRAPH_FAILED;
      }
      dims[i] = (*x)[i];
      remaining_out.push_back((*x)[i]);
    } else if (IsConstant(v, -1)) {
      if (infer_at >= 0) {
        OPPKIT_OP_LOGE(context, "shape has more than one -1 (at %d and %zu)", infer_at, i);
        return ge::GRAPH_FAILED;
      }
      infer_at = static_cast<int>(i);
    } else {
      int64_t value = 0;
      if (v.GetConstValue(value) && value < -1) {
        OPPKIT_OP_LOGE(context, "shape value %zu is %lld", i, static_cast<long long>(value));
        return ge::GRAPH_FAILED;
      }
      dims[i] = v;
      remaining_out.push_back(v);
    }
  }
  if (infer_at >= 0) {
    // Cancel equal factors, then constants.
    std::vector<ge::Expression> out_left;
    for (const ge::Expression& o : remaining_out) {
      const auto it = std::find(remaining_in.begin(), remaining_in.end(), o);
      if (it != remaining_in.end()) {
        remaining_in.erase(it);
      } else {
        out_left.push_back(o);
      }
    }
    int64_t in_const = 1;
    int64_t out_const = 1;
    std::vector<ge::Expression> in_symbols;
    std::vector<ge::Expression> out_symbols;
    for (const ge::Expression& e : remaining_in) {
      int64_t c = 0;
      if (e.GetConstValue(c)) {
        in_const *= c;
      } else {
        in_symbols.push_back(e);
      }
    }
    for (const ge::Expression& e : out_left) {
      int64_t c = 0;
      if (e.GetConstValue(c)) {
        out_const *= c;
      } else {
        out_symbols.push_back(e);
      }
    }
    if (out_const == 0) {
      OPPKIT_OP_LOGE(context, "%s", "cannot infer the -1 of shape: the other dims hold a 0");
      return ge::GRAPH_FAILED;
    }
    ge::Expression numerator = SymbolicProduct(in_symbols, 0, in_symbols.size());
    ge::Expression denominator = SymbolicProduct(out_symbols, 0, out_symbols.size());
    const int64_t common = std::gcd(in_const, out_const);  // 6/4 is 3/2
    if (common > 1) {
      in_const /= common;
      out_const /= common;
    }
    if (in_const % out_const == 0) {
      numerator = numerator * ge::Symbol(in_const / out_const);
    } else {
      numerator = numerator * ge::Symbol(in_const);
      denominator = denominator * ge::Symbol(out_const);
    }
    if (!IsConstant(denominator, 1)) {
      if (!SymbolRequired(ge::sym::Eq(ge::sym::Mod(numerator, denominator), ge::Symbol(0)))) {  // x fills y exactly
        OPPKIT_OP_LOGE(context, "x's %s elements do not fill the other dims (%s)", numerator.Str().get(),
                       denominator.Str().get());
        return ge::GRAPH_FAILED;
      }
      numerator = ge::sym::Div(numerator, denominator);
    }
    dims[static_cast<size_t>(infer_at)] = numerator;
  }
  return SetOutput(context, std::move(dims), InputSymbolicValues(context, 0));
}

ge::graphStatus InferSymbolShapeFill(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* dims = InputSymbolicValues(context, 0);
  if (dims == nullptr) return ge::UNSUPPORTED;
  // A filled integer value (ONNX ConstantOfShape's ones, which torch's expand(-1) turns into a shape) is kept when
  // the count is a small constant.
  std::vector<int64_t> sizes;
  const std::vector<ge::Expression>* fill = context->GetComputeNodeInputNum() > 1 ? InputSymbolicValues(context, 1)
                                                                                  : nullptr;
  std::vector<ge::Expression> attr_fill;  // FillV2's attr value (attr 0), when it is an integer
  if (context->GetComputeNodeInputNum() == 1) {
    const float value = GetFloatAttr(context->GetAttrs(), 0, 0.0f);
    if (std::fabs(value) < 1e18f && value == std::trunc(value)) {  // no NaN, no overflow of the cast
      attr_fill.push_back(ge::Symbol(static_cast<int64_t>(value)));
      fill = &attr_fill;
    }
  }
  if (fill != nullptr && fill->size() == 1 && ConstantShape(*dims, &sizes)) {
    const std::vector<ge::Expression> values(static_cast<size_t>(ElementCount(sizes)), (*fill)[0]);
    return SetOutput(context, *dims, &values);
  }
  return SetOutput(context, *dims);
}

ge::graphStatus InferSymbolShapeExpand(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  const std::vector<ge::Expression>* shape = InputSymbolicValues(context, 1);
  if (shape == nullptr) return ge::UNSUPPORTED;
  std::vector<ge::Expression> dims;
  std::string why;
  if (!BroadcastSymbolShapes(*x, *shape, &dims, &why)) {
    OPPKIT_OP_LOGE(context, "x and shape: %s", why.c_str());
    return ge::GRAPH_FAILED;
  }
  const ge::graphStatus status = SetOutput(context, std::move(dims));
  if (status == ge::GRAPH_SUCCESS) WriteBroadcastValues(context, 0);
  return status;
}

ge::graphStatus InferSymbolShapeBroadcastTo(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  const std::vector<ge::Expression>* shape = InputSymbolicValues(context, 1);
  if (shape == nullptr) return ge::UNSUPPORTED;
  if (x->size() > shape->size()) {
    OPPKIT_OP_LOGE(context, "x has rank %zu, shape %zu values", x->size(), shape->size());
    return ge::GRAPH_FAILED;
  }
  // y is the shape whenever the op succeeds; a -1 takes x's aligned dim, and so does a constant x dim other than 1
  // (the shape's element must equal it): no guard chooses between the two.
  std::vector<ge::Expression> dims;
  const size_t offset = shape->size() - x->size();
  for (size_t i = 0; i < shape->size(); ++i) {
    const ge::Expression* x_dim = i >= offset ? &(*x)[i - offset] : nullptr;
    int64_t x_value = 0;
    if (x_dim != nullptr && (IsConstant((*shape)[i], -1) || (x_dim->GetConstValue(x_value) && x_value != 1))) {
      dims.push_back(*x_dim);
    } else if (IsConstant((*shape)[i], -1)) {
      OPPKIT_OP_LOGE(context, "shape[%zu] is -1 with no dim of x aligned to it", i);
      return ge::GRAPH_FAILED;
    } else {
      dims.push_back((*shape)[i]);
    }
  }
  const ge::graphStatus status = SetOutput(context, std::move(dims));
  if (status == ge::GRAPH_SUCCESS) WriteBroadcastValues(context, 0);
  return status;
}

ge::graphStatus InferSymbolShapeTile(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* x = InputDims(context, 0);
  if (x == nullptr) return MissingInput(context, "x");
  const std::vector<ge::Expression>* multiples = InputSymbolicValues(context, 1);
  if (multiples == nullptr) return ge::UNSUPPORTED;
  if (multiples->size() < x->size()) {
    OPPKIT_OP_LOGE(context, "multiples has %zu values for x of rank %zu", multiples->size(), x->size());
    return ge::GRAPH_FAILED;
  }
  // x is aligned to the right of the multiples, its missing leading dims 1 (Note [Tile semantics]).
  const size_t offset = multiples->size() - x->size();
  std::vector<ge::Expression> dims;
  for (size_t d = 0; d < multiples->size(); ++d) {
    dims.push_back(d < offset ? (*multiples)[d] : (*x)[d - offset] * (*multiples)[d]);
  }
  return SetOutput(context, std::move(dims));
}

ge::graphStatus InferSymbolShapeRange(gert::InferSymbolShapeContext* context) {
  const std::vector<ge::Expression>* start = InputSymbolicValues(context, 0);
  const std::vector<ge::Expression>* limit = InputSymbolicValues(context, 1);
  const std::vector<ge::Expression>* delta = InputSymbolicValues(context, 2);
  int64_t step = 0;
  if (start == nullptr || limit == nullptr || delta == nullptr || start->size() != 1 || limit->size() != 1 ||
      delta->size() != 1 || !(*delta)[0].GetConstValue(step) || step <= 0 ||
      GetBoolAttr(context->GetAttrs(), 0, false)) {
    return ge::UNSUPPORTED;
  }
  const ge::Expression span = (*limit)[0] - (*start)[0];
  if (!EXPECT_SYMBOL_GE(span, ge::Symbol(0))) return ge::UNSUPPORTED;  // an empty range: the numeric rule's 0
  const ge::Expression length = ge::sym::CeilDiv(span, ge::Symbol(step));
  int64_t count = 0;
  if (length.GetConstValue(count) && count <= kMaxSymbolicValues) {
    std::vector<ge::Expression> values;
    for (int64_t k = 0; k < count; ++k) values.push_back((*start)[0] + ge::Symbol(k * step));
    return SetOutput(context, {length}, &values);
  }
  return SetOutput(context, {length});
}

}  // namespace oppkit::ops
