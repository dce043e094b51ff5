// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Range InferShape: y = [length], the length computed from the values of start, limit and delta (all three declared
// data dependent).
//
// Note [Range length]
// Each input is a scalar (or a 1-element tensor) of float16, bfloat16, float32, float64, int32 or int64. When all three
// are integers the length is exact integer arithmetic: ceil((limit - start) / delta) if that is positive, else 0 (TF,
// PyTorch, ONNX). Otherwise the values are widened to double and the same formula is applied. is_closed includes limit:
// floor((limit - start) / delta) + 1 when that is >= 1. delta == 0 is an error, as is a non-finite value. Without all
// three values the length is -1 (a second-class op).
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

#include "array/range/range_infershape.h"
#include "common/attr_utils.h"
#include "common/op_log.h"
#include "common/shape_utils.h"
#include "exe_graph/runtime/infer_shape_context.h"
#include "exe_graph/runtime/tensor.h"
#include "oppkit/op_check.h"
#include "register/op_impl_registry.h"

namespace oppkit::ops {
namespace {

constexpr size_t kAttrIsClosed = 0;
constexpr const char* kInputNames[] = {"start", "limit", "delta"};

// IEEE half -> float.
double HalfToDouble(uint16_t bits) {
  const int sign = (bits >> 15) & 1;
  const int exponent = (bits >> 10) & 0x1f;
  const int mantissa = bits & 0x3ff;
  double value = 0;
  if (exponent == 0) {
    value = std::ldexp(mantissa, -24);
  } else if (exponent == 31) {
    value = mantissa == 0 ? std::numeric_limits<double>::infinity() : std::numeric_limits<double>::quiet_NaN();
  } else {
    value = std::ldexp(mantissa + 1024, exponent - 25);
  }
  return sign ? -value : value;
}

// bfloat16 -> float: the high half of a float32.
double Bf16ToDouble(uint16_t bits) {
  const uint32_t wide = static_cast<uint32_t>(bits) << 16;
  float value = 0;
  std::memcpy(&value, &wide, sizeof(value));
  return value;
}

// One scalar input's value.
struct Scalar {
  bool is_int = false;
  int64_t i = 0;
  double f = 0;
};

enum class ReadResult { kOk, kNoValue, kError };

ReadResult ReadScalar(const gert::InferShapeContext* context, size_t index, Scalar* out) {
  const char* name = kInputNames[index];
  const gert::Shape* shape = context->GetInputShape(index);
  if (shape != nullptr && !IsUnknownRank(*shape)) {
    const int64_t count = shape->GetShapeSize();
    const bool unknown = IsUnknownShape(*shape);
    if (shape->GetDimNum() > 1 || (!unknown && count != 1)) {
      OPPKIT_OP_LOGE(context, "input %s must be a scalar, got shape %s", name, ShapeToString(*shape).c_str());
      return ReadResult::kError;
    }
  }
  const gert::Tensor* tensor = context->GetInputTensor(index);
  if (tensor == nullptr || tensor->GetAddr() == nullptr) return ReadResult::kNoValue;
  const void* data = tensor->GetAddr();
  const ge::DataType dtype = tensor->GetDataType();
  size_t element = 0;
  switch (dtype) {
    case ge::DT_INT32:
      out->is_int = true;
      out->i = *static_cast<const int32_t*>(data);
      element = 4;
      break;
    case ge::DT_INT64:
      out->is_int = true;
      std::memcpy(&out->i, data, sizeof(int64_t));
      element = 8;
      break;
    case ge::DT_FLOAT: {
      float value = 0;
      std::memcpy(&value, data, sizeof(value));
      out->f = value;
      element = 4;
      break;
    }
    case ge::DT_DOUBLE:
      std::memcpy(&out->f, data, sizeof(double));
      element = 8;
      break;
    case ge::DT_FLOAT16:
    case ge::DT_BF16: {
      uint16_t bits = 0;
      std::memcpy(&bits, data, sizeof(bits));
      out->f = dtype == ge::DT_FLOAT16 ? HalfToDouble(bits) : Bf16ToDouble(bits);
      element = 2;
      break;
    }
    default:
      OPPKIT_OP_LOGE(context, "input %s has dtype %d, not a Range dtype", name, static_cast<int>(dtype));
      return ReadResult::kError;
  }
  if (tensor->GetSize() != 0 && tensor->GetSize() < element) {
    OPPKIT_OP_LOGE(context, "input %s holds %zu bytes, too few for one value", name, tensor->GetSize());
    return ReadResult::kError;
  }
  if (out->is_int) out->f = static_cast<double>(out->i);
  if (!std::isfinite(out->f)) {
    OPPKIT_OP_LOGE(context, "input %s = %g is not finite", name, out->f);
    return ReadResult::kError;
  }
  return ReadResult::kOk;
}

}  // namespace

int64_t RangeLengthInt(int64_t start, int64_t limit, int64_t delta, bool is_closed) {
  const __int128 diff = static_cast<__int128>(limit) - start;
  const __int128 step = delta;
  if (diff != 0 && ((diff > 0) != (step > 0))) return 0;
  __int128 length = 0;
  if (is_closed) {
    length = diff / step + 1;
  } else if (diff != 0) {  // same signs: ceil(diff / step)
    const __int128 magnitude = diff > 0 ? diff : -diff;
    const __int128 step_magnitude = step > 0 ? step : -step;
    length = (magnitude + step_magnitude - 1) / step_magnitude;
  }
  // Range(-2^63, 2^63 - 1, 1) has 2^64 - 1 elements: no int64 length.
  return length > std::numeric_limits<int64_t>::max() ? -1 : static_cast<int64_t>(length);
}

int64_t RangeLengthFloat(double start, double limit, double delta, bool is_closed) {
  const double ratio = (limit - start) / delta;
  if (!std::isfinite(ratio)) return -1;
  const double length = is_closed ? std::floor(ratio) + 1 : std::ceil(ratio);
  if (length <= 0) return 0;
  if (length >= 9.2e18) return -1;
  return static_cast<int64_t>(length);
}

namespace {

// InferShape of Range (data-dependent on inputs 0, 1, 2): y = [length] from the three scalar values; [-1] when a value
// is missing; see Note [Range length].
ge::graphStatus InferShapeForRange(gert::InferShapeContext* context) {
  if (context == nullptr) return ge::GRAPH_FAILED;
  gert::Shape* y = context->GetOutputShape(0);
  OPS_CHECK_NULL_WITH_CONTEXT(context, y);
  const bool is_closed = GetBoolAttr(context->GetAttrs(), kAttrIsClosed, false);
  Scalar values[3];
  bool all = true;
  for (size_t i = 0; i < 3; ++i) {
    const ReadResult result = ReadScalar(context, i, &values[i]);
    if (result == ReadResult::kError) return ge::GRAPH_FAILED;
    if (result == ReadResult::kNoValue) all = false;
  }
  y->SetDimNum(1);
  (*y)[0] = ge::UNKNOWN_DIM;
  if (!all) return ge::GRAPH_SUCCESS;
  const Scalar& start = values[0];
  const Scalar& limit = values[1];
  const Scalar& delta = values[2];
  if (delta.f == 0) {
    OPPKIT_OP_LOGE(context, "input delta must not be 0");
    return ge::GRAPH_FAILED;
  }
  int64_t length = 0;
  if (start.is_int && limit.is_int && delta.is_int) {
    length = RangeLengthInt(start.i, limit.i, delta.i, is_closed);
    if (length < 0) {
      OPPKIT_OP_LOGE(context, "inputs start %lld, limit %lld, delta %lld give a length beyond int64",
                     static_cast<long long>(start.i), static_cast<long long>(limit.i), static_cast<long long>(delta.i));
      return ge::GRAPH_FAILED;
    }
  } else {
    length = RangeLengthFloat(start.f, limit.f, delta.f, is_closed);
    if (length < 0) {
      OPPKIT_OP_LOGE(context, "inputs start %g, limit %g, delta %g give a length beyond int64", start.f, limit.f,
                     delta.f);
      return ge::GRAPH_FAILED;
    }
  }
  (*y)[0] = length;
  return ge::GRAPH_SUCCESS;
}

}  // namespace
}  // namespace oppkit::ops

IMPL_OP(Range).InferShape(oppkit::ops::InferShapeForRange).InputsDataDependency({0, 1, 2});
