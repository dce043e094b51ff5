// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// acl/acl_base.h: data buffers, tensor descriptions and the per-thread error message.
//
// Note [C API boundary]
// Every function here is `extern "C"` and must neither throw nor crash on NULL: each body runs inside
// `Guarded(...)`, which turns std::bad_alloc into ACL_ERROR_BAD_ALLOC and anything else into
// ACL_ERROR_INTERNAL_ERROR, and every pointer argument is checked first. Failures record a message with the
// stable error id (`[api.null_argument] aclGetTensorDescDimV2: desc is NULL`) for aclGetRecentErrMsg().
#include <cstring>
#include <limits>
#include <memory>
#include <new>
#include <string>
#include <type_traits>

#include "capi/acl_objects.h"
#include "graph/types.h"
#include "util/recent_error.h"

namespace oppkit::capi {
namespace {

constexpr size_t kMaxDims = 25;

// Checks a shape given as (numDims, dims) and copies it into \p out.
aclError CopyShape(const char* function, int num_dims, const int64_t* dims, std::vector<int64_t>* out) {
  if (num_dims < 0) return BadArgument(function, "numDims is negative (" + std::to_string(num_dims) + ")");
  if (num_dims > 0 && dims == nullptr) return NullArgument(function, "dims");
  if (static_cast<size_t>(num_dims) > kMaxDims) {
    return SetError(ACL_ERROR_INVALID_PARAM,
                    Status(ErrorCode::kInferRankTooLarge, std::string(function) + ": " + std::to_string(num_dims) +
                                                              " dims, at most 25 are supported"));
  }
  out->assign(dims, dims + num_dims);
  return ACL_SUCCESS;
}

bool UnknownRank(const aclTensorDesc& d) { return d.dims.size() == 1 && d.dims[0] == ACL_UNKNOWN_DIM_NUM; }

}  // namespace

aclError SetError(aclError code, const Status& status) {
  detail::SetRecentError(status.message());  // Note [Recent error message] in core/src/util/recent_error.h
  return code;
}

aclError NullArgument(const char* function, const char* what) {
  return SetError(ACL_ERROR_INVALID_PARAM,
                  Status(ErrorCode::kApiNullArgument, std::string(function) + ": " + what + " is NULL"));
}

aclError BadArgument(const char* function, const std::string& what) {
  return SetError(ACL_ERROR_INVALID_PARAM, Status(ErrorCode::kApiBadArgument, std::string(function) + ": " + what));
}

aclError AclErrorOf(ErrorCode code) {
  switch (code) {
    case ErrorCode::kOk:
      return ACL_SUCCESS;
    case ErrorCode::kInferUnknownOp:
    case ErrorCode::kInferNoPrototype:
    case ErrorCode::kInferNoShapeFunc:
    case ErrorCode::kRegistryUnknownOp:
      return ACL_ERROR_OP_NOT_FOUND;
    case ErrorCode::kInferInputCount:
    case ErrorCode::kInferMissingInput:
    case ErrorCode::kInferDynamicInput:
      return ACL_ERROR_OP_INPUT_NOT_MATCH;
    case ErrorCode::kInferBadOutput:
      return ACL_ERROR_OP_OUTPUT_NOT_MATCH;
    case ErrorCode::kInferMissingAttr:
    case ErrorCode::kInferAttrType:
    case ErrorCode::kInferUnknownAttr:
      return ACL_ERROR_OP_ATTR_NOT_MATCH;
    case ErrorCode::kInferBadDtype:
    case ErrorCode::kInferDtypeMismatch:
    case ErrorCode::kInferNoDtypeRule:
      return ACL_ERROR_UNSUPPORTED_DATA_TYPE;
    case ErrorCode::kInferBadFormat:
      return ACL_ERROR_FORMAT_NOT_MATCH;
    case ErrorCode::kInferOpFailed:
    case ErrorCode::kInferOpThrew:
      return ACL_ERROR_GE_FAILURE;
    case ErrorCode::kInternal:
      return ACL_ERROR_INTERNAL_ERROR;
    default:
      break;
  }
  const std::string id = ErrorId(code);
  if (id.rfind("load.", 0) == 0) return ACL_ERROR_OP_LOAD_FAILED;
  return ACL_ERROR_INVALID_PARAM;  // api.*, infer.bad_shape / bad_value / bad_range / ..., cli.*
}

}  // namespace oppkit::capi

using oppkit::capi::BadArgument;
using oppkit::capi::CopyShape;
using oppkit::capi::Guarded;
using oppkit::capi::NullArgument;
using oppkit::capi::UnknownRank;

extern "C" {

// ---- data buffers -----------------------------------------------------------------------------------------------

aclDataBuffer* aclCreateDataBuffer(void* data, size_t size) {
  return Guarded<aclDataBuffer*>(nullptr, [&]() -> aclDataBuffer* { return new aclDataBuffer{data, size}; });
}

aclError aclDestroyDataBuffer(const aclDataBuffer* dataBuffer) {
  if (dataBuffer == nullptr) return NullArgument("aclDestroyDataBuffer", "dataBuffer");
  delete dataBuffer;
  return ACL_SUCCESS;
}

void* aclGetDataBufferAddr(const aclDataBuffer* dataBuffer) {
  if (dataBuffer == nullptr) {
    NullArgument("aclGetDataBufferAddr", "dataBuffer");
    return nullptr;
  }
  return dataBuffer->data;
}

size_t aclGetDataBufferSizeV2(const aclDataBuffer* dataBuffer) {
  if (dataBuffer == nullptr) {
    NullArgument("aclGetDataBufferSizeV2", "dataBuffer");
    return 0;
  }
  return dataBuffer->size;
}

// ---- tensor descriptions ----------------------------------------------------------------------------------------

size_t aclDataTypeSize(aclDataType dataType) {
  if (dataType == ACL_DT_UNDEFINED) return 0;
  const int32_t size = ge::GetSizeByDataType(static_cast<ge::DataType>(dataType));
  return size > 0 && size < ge::kDataTypeSizeBitOffset ? static_cast<size_t>(size) : 0;
}

aclTensorDesc* aclCreateTensorDesc(aclDataType dataType, int numDims, const int64_t* dims, aclFormat format) {
  return Guarded<aclTensorDesc*>(nullptr, [&]() -> aclTensorDesc* {
    auto desc = std::make_unique<aclTensorDesc>();
    if (CopyShape("aclCreateTensorDesc", numDims, dims, &desc->dims) != ACL_SUCCESS) return nullptr;
    desc->dtype = dataType;
    desc->format = format;
    return desc.release();
  });
}

void aclDestroyTensorDesc(const aclTensorDesc* desc) { delete desc; }

aclError aclSetTensorShapeRange(aclTensorDesc* desc, size_t dimsCount,
                                int64_t dimsRange[][ACL_TENSOR_SHAPE_RANGE_NUM]) {
  constexpr const char* kFn = "aclSetTensorShapeRange";
  if (desc == nullptr) return NullArgument(kFn, "desc");
  return Guarded<aclError>(ACL_ERROR_BAD_ALLOC, [&]() -> aclError {
    if (dimsCount == 0) {
      desc->range.clear();
      return ACL_SUCCESS;
    }
    if (dimsRange == nullptr) return NullArgument(kFn, "dimsRange");
    if (UnknownRank(*desc) || dimsCount != desc->dims.size()) {
      return BadArgument(
          kFn, "dimsCount " + std::to_string(dimsCount) + " does not match the desc's " +
                   (UnknownRank(*desc) ? std::string("unknown rank") : std::to_string(desc->dims.size()) + " dims"));
    }
    std::vector<std::pair<int64_t, int64_t>> range;
    for (size_t i = 0; i < dimsCount; ++i) {
      const int64_t lo = dimsRange[i][0];
      const int64_t hi = dimsRange[i][1];
      if (lo < 0 || hi < -1 || (hi != -1 && hi < lo)) {
        return oppkit::capi::SetError(
            ACL_ERROR_INVALID_PARAM,
            oppkit::Status(oppkit::ErrorCode::kInferBadRange, std::string(kFn) + ": dim " + std::to_string(i) + ": [" +
                                                                  std::to_string(lo) + ", " + std::to_string(hi) +
                                                                  "] is not a valid range"));
      }
      range.emplace_back(lo, hi);
    }
    desc->range = std::move(range);
    return ACL_SUCCESS;
  });
}

aclError aclSetTensorConst(aclTensorDesc* desc, void* dataBuffer, size_t length) {
  constexpr const char* kFn = "aclSetTensorConst";
  if (desc == nullptr) return NullArgument(kFn, "desc");
  if (dataBuffer == nullptr && length > 0) return NullArgument(kFn, "dataBuffer");
  return Guarded<aclError>(ACL_ERROR_BAD_ALLOC, [&]() -> aclError {
    const auto* bytes = static_cast<const uint8_t*>(dataBuffer);
    desc->const_data.assign(bytes, bytes + length);
    desc->is_const = true;
    return ACL_SUCCESS;
  });
}

void aclSetTensorDescName(aclTensorDesc* desc, const char* name) {
  if (desc == nullptr) {
    NullArgument("aclSetTensorDescName", "desc");
    return;
  }
  Guarded<int>(0, [&] {
    desc->name = name == nullptr ? "" : name;
    return 0;
  });
}

const char* aclGetTensorDescName(aclTensorDesc* desc) {
  if (desc == nullptr) {
    NullArgument("aclGetTensorDescName", "desc");
    return nullptr;
  }
  return desc->name.c_str();
}

aclError aclSetTensorShape(aclTensorDesc* desc, int numDims, const int64_t* dims) {
  if (desc == nullptr) return NullArgument("aclSetTensorShape", "desc");
  return Guarded<aclError>(ACL_ERROR_BAD_ALLOC, [&]() -> aclError {
    std::vector<int64_t> shape;
    const aclError st = CopyShape("aclSetTensorShape", numDims, dims, &shape);
    if (st != ACL_SUCCESS) return st;
    if (shape.size() != desc->range.size()) desc->range.clear();
    desc->dims = std::move(shape);
    return ACL_SUCCESS;
  });
}

aclError aclSetTensorFormat(aclTensorDesc* desc, aclFormat format) {
  if (desc == nullptr) return NullArgument("aclSetTensorFormat", "desc");
  desc->format = format;
  return ACL_SUCCESS;
}

aclDataType aclGetTensorDescType(const aclTensorDesc* desc) {
  if (desc == nullptr) {
    NullArgument("aclGetTensorDescType", "desc");
    return ACL_DT_UNDEFINED;
  }
  return desc->dtype;
}

aclFormat aclGetTensorDescFormat(const aclTensorDesc* desc) {
  if (desc == nullptr) {
    NullArgument("aclGetTensorDescFormat", "desc");
    return ACL_FORMAT_UNDEFINED;
  }
  return desc->format;
}

size_t aclGetTensorDescNumDims(const aclTensorDesc* desc) {
  if (desc == nullptr) {
    NullArgument("aclGetTensorDescNumDims", "desc");
    return 0;
  }
  return UnknownRank(*desc) ? static_cast<size_t>(ACL_UNKNOWN_RANK) : desc->dims.size();
}

aclError aclGetTensorDescDimV2(const aclTensorDesc* desc, size_t index, int64_t* dimSize) {
  constexpr const char* kFn = "aclGetTensorDescDimV2";
  if (desc == nullptr) return NullArgument(kFn, "desc");
  if (dimSize == nullptr) return NullArgument(kFn, "dimSize");
  return Guarded<aclError>(ACL_ERROR_BAD_ALLOC, [&]() -> aclError {
    if (UnknownRank(*desc)) return BadArgument(kFn, "the shape has unknown rank");
    if (index >= desc->dims.size()) {
      return BadArgument(
          kFn, "index " + std::to_string(index) + " out of range (" + std::to_string(desc->dims.size()) + " dims)");
    }
    *dimSize = desc->dims[index];
    return ACL_SUCCESS;
  });
}

aclError aclGetTensorDescDimRange(const aclTensorDesc* desc, size_t index, size_t dimRangeNum, int64_t* dimRange) {
  constexpr const char* kFn = "aclGetTensorDescDimRange";
  if (desc == nullptr) return NullArgument(kFn, "desc");
  if (dimRange == nullptr) return NullArgument(kFn, "dimRange");
  return Guarded<aclError>(ACL_ERROR_BAD_ALLOC, [&]() -> aclError {
    if (dimRangeNum < ACL_TENSOR_SHAPE_RANGE_NUM) {
      return BadArgument(kFn, "dimRangeNum " + std::to_string(dimRangeNum) + " < 2");
    }
    if (UnknownRank(*desc)) return BadArgument(kFn, "the shape has unknown rank");
    if (index >= desc->dims.size()) {
      return BadArgument(
          kFn, "index " + std::to_string(index) + " out of range (" + std::to_string(desc->dims.size()) + " dims)");
    }
    if (index < desc->range.size()) {
      dimRange[0] = desc->range[index].first;
      dimRange[1] = desc->range[index].second;
    } else if (desc->dims[index] >= 0) {
      dimRange[0] = dimRange[1] = desc->dims[index];
    } else {
      dimRange[0] = 0;
      dimRange[1] = -1;
    }
    return ACL_SUCCESS;
  });
}

size_t aclGetTensorDescElementCount(const aclTensorDesc* desc) {
  if (desc == nullptr) {
    NullArgument("aclGetTensorDescElementCount", "desc");
    return 0;
  }
  size_t count = 1;
  for (int64_t d : desc->dims) {
    if (d < 0) return 0;
    if (d != 0 && count > std::numeric_limits<size_t>::max() / static_cast<size_t>(d)) return 0;
    count *= static_cast<size_t>(d);
  }
  return count;
}

size_t aclGetTensorDescSize(const aclTensorDesc* desc) {
  if (desc == nullptr) {
    NullArgument("aclGetTensorDescSize", "desc");
    return 0;
  }
  for (int64_t d : desc->dims) {
    if (d < 0) return 0;
  }
  if (desc->dtype == ACL_DT_UNDEFINED) return 0;
  const int64_t bytes = ge::GetSizeInBytes(static_cast<int64_t>(aclGetTensorDescElementCount(desc)),
                                           static_cast<ge::DataType>(desc->dtype));
  return bytes > 0 ? static_cast<size_t>(bytes) : 0;
}

// ---- errors -----------------------------------------------------------------------------------------------------

const char* aclGetRecentErrMsg(void) { return oppkit::detail::TakeRecentError(); }

}  // extern "C"
