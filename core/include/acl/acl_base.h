/*
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * ACL-compatible base types of the C API: error codes, data types, formats, tensor descriptions and data
 * buffers, with the names, signatures and numeric values of CANN's `acl/acl_base.h`, so that single-op query code
 * written against ACL compiles unchanged. Only the host-side subset that single-op shape queries need is here
 * (no devices, streams or memory management).
 *
 * Plain C (C89 declarations); every function is safe to call with NULL arguments: it then returns
 * ACL_ERROR_INVALID_PARAM (or 0 / NULL / an UNDEFINED value for functions that return no aclError) and records a
 * message that aclGetRecentErrMsg() returns.
 */
#ifndef OPPKIT_ACL_ACL_BASE_H_
#define OPPKIT_ACL_ACL_BASE_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * Marks a function of the ACL C API as exported from liboppkit_core (CANN's spelling). A GNU attribute rather
 * than OPPKIT_CORE_API, whose C++11 attribute syntax a C compiler rejects.
 */
#ifndef ACL_FUNC_VISIBILITY
#if defined(_WIN32)
#define ACL_FUNC_VISIBILITY __declspec(dllexport)
#else
#define ACL_FUNC_VISIBILITY __attribute__((visibility("default")))
#endif
#endif

/** Result of an ACL call: ACL_SUCCESS (0) or one of the ACL_ERROR_* codes below. */
typedef int aclError;

/** Success (both spellings exist in CANN). */
static const int ACL_SUCCESS = 0;
static const int ACL_ERROR_NONE = 0;

/* Parameter and usage errors (CANN's 1xxxxx range). */
static const int ACL_ERROR_INVALID_PARAM = 100000;
static const int ACL_ERROR_UNINITIALIZE = 100001;
static const int ACL_ERROR_REPEAT_INITIALIZE = 100002;
static const int ACL_ERROR_INVALID_FILE = 100003;
static const int ACL_ERROR_WRITE_FILE = 100004;
static const int ACL_ERROR_INVALID_FILE_SIZE = 100005;
static const int ACL_ERROR_PARSE_FILE = 100006;
static const int ACL_ERROR_FILE_MISSING_ATTR = 100007;
static const int ACL_ERROR_FILE_ATTR_INVALID = 100008;
static const int ACL_ERROR_OP_TYPE_NOT_MATCH = 100020;
static const int ACL_ERROR_OP_INPUT_NOT_MATCH = 100021;
static const int ACL_ERROR_OP_OUTPUT_NOT_MATCH = 100022;
static const int ACL_ERROR_OP_ATTR_NOT_MATCH = 100023;
static const int ACL_ERROR_OP_NOT_FOUND = 100024;
static const int ACL_ERROR_OP_LOAD_FAILED = 100025;
static const int ACL_ERROR_UNSUPPORTED_DATA_TYPE = 100026;
static const int ACL_ERROR_FORMAT_NOT_MATCH = 100027;
static const int ACL_ERROR_INVALID_OPP_PATH = 148049;
static const int ACL_ERROR_OP_UNSUPPORTED_DYNAMIC = 148050;

/* Resource errors (2xxxxx). */
static const int ACL_ERROR_BAD_ALLOC = 200000;
static const int ACL_ERROR_API_NOT_SUPPORT = 200001;
static const int ACL_ERROR_FEATURE_UNSUPPORTED = 200006;

/* Internal errors (5xxxxx). */
static const int ACL_ERROR_INTERNAL_ERROR = 500000;
static const int ACL_ERROR_FAILURE = 500001;
static const int ACL_ERROR_GE_FAILURE = 500002;

/** aclGetTensorDescNumDims() of a tensor of unknown rank (shape `{-2}`). */
#define ACL_UNKNOWN_RANK 0xFFFFFFFFFFFFFFFE
/** Number of values per dim in a shape range: `{min, max}`. */
#define ACL_TENSOR_SHAPE_RANGE_NUM 2
/** Dim value of an unknown dim. */
#define ACL_UNKNOWN_DIM (-1)
/** Single dim value of an unknown-rank shape. */
#define ACL_UNKNOWN_DIM_NUM (-2)

/** Tensor element types; values equal CANN's (and ge::DataType's, except ACL_DT_UNDEFINED). */
typedef enum {
  ACL_DT_UNDEFINED = -1,
  ACL_FLOAT = 0,
  ACL_FLOAT16 = 1,
  ACL_INT8 = 2,
  ACL_INT32 = 3,
  ACL_UINT8 = 4,
  ACL_INT16 = 6,
  ACL_UINT16 = 7,
  ACL_UINT32 = 8,
  ACL_INT64 = 9,
  ACL_UINT64 = 10,
  ACL_DOUBLE = 11,
  ACL_BOOL = 12,
  ACL_STRING = 13,
  ACL_COMPLEX64 = 16,
  ACL_COMPLEX128 = 17,
  ACL_BF16 = 27,
  ACL_INT4 = 29,
  ACL_UINT1 = 30,
  ACL_COMPLEX32 = 33,
  ACL_HIFLOAT8 = 34,
  ACL_FLOAT8_E5M2 = 35,
  ACL_FLOAT8_E4M3FN = 36,
  ACL_FLOAT8_E8M0 = 37,
  ACL_FLOAT6_E3M2 = 38,
  ACL_FLOAT6_E2M3 = 39,
  ACL_FLOAT4_E2M1 = 40,
  ACL_FLOAT4_E1M2 = 41
} aclDataType;

/** Tensor formats; values equal CANN's (and ge::Format's, except ACL_FORMAT_UNDEFINED). */
typedef enum {
  ACL_FORMAT_UNDEFINED = -1,
  ACL_FORMAT_NCHW = 0,
  ACL_FORMAT_NHWC = 1,
  ACL_FORMAT_ND = 2,
  ACL_FORMAT_NC1HWC0 = 3,
  ACL_FORMAT_FRACTAL_Z = 4,
  ACL_FORMAT_NC1HWC0_C04 = 12,
  ACL_FORMAT_HWCN = 16,
  ACL_FORMAT_NDHWC = 27,
  ACL_FORMAT_FRACTAL_NZ = 29,
  ACL_FORMAT_NCDHW = 30,
  ACL_FORMAT_NDC1HWC0 = 32,
  ACL_FRACTAL_Z_3D = 33,
  ACL_FORMAT_NC = 35,
  ACL_FORMAT_NCL = 47,
  ACL_FORMAT_FRACTAL_NZ_C0_16 = 50,
  ACL_FORMAT_FRACTAL_NZ_C0_32 = 51,
  ACL_FORMAT_FRACTAL_NZ_C0_2 = 52,
  ACL_FORMAT_FRACTAL_NZ_C0_4 = 53,
  ACL_FORMAT_FRACTAL_NZ_C0_8 = 54
} aclFormat;

/** Opaque description of a tensor: dtype, shape, format, optional name, shape range and constant value. */
typedef struct aclTensorDesc aclTensorDesc;
/** Opaque (pointer, size) pair describing caller-owned memory. */
typedef struct aclDataBuffer aclDataBuffer;

/* ---- Data buffers ------------------------------------------------------------------------------------------ */

/**
 * Wraps caller-owned memory (not copied; the memory must outlive the buffer). \p data may be NULL with size 0.
 * Returns NULL on allocation failure.
 */
ACL_FUNC_VISIBILITY aclDataBuffer *aclCreateDataBuffer(void *data, size_t size);
/** Destroys a buffer (not the memory it points to). NULL: ACL_ERROR_INVALID_PARAM. */
ACL_FUNC_VISIBILITY aclError aclDestroyDataBuffer(const aclDataBuffer *dataBuffer);
/** The wrapped address, or NULL (also for a NULL buffer). */
ACL_FUNC_VISIBILITY void *aclGetDataBufferAddr(const aclDataBuffer *dataBuffer);
/** The wrapped size in bytes, or 0 (also for a NULL buffer). */
ACL_FUNC_VISIBILITY size_t aclGetDataBufferSizeV2(const aclDataBuffer *dataBuffer);

/* ---- Tensor descriptions ----------------------------------------------------------------------------------- */

/** Bytes of one element of \p dataType (0 for sub-byte, variable-size or unknown types). */
ACL_FUNC_VISIBILITY size_t aclDataTypeSize(aclDataType dataType);

/**
 * Creates a tensor description. \p dims holds \p numDims dims (`-1` unknown dim; `{-2}` unknown rank); it may be
 * NULL when \p numDims is 0 (a scalar). An absent optional input of aclopInferShape is described by a desc of type
 * ACL_DT_UNDEFINED (ACL's convention) or by a NULL entry. Returns NULL on bad arguments (negative \p numDims, NULL
 * \p dims with \p numDims > 0, more than 25 dims) or allocation failure; see aclGetRecentErrMsg().
 */
ACL_FUNC_VISIBILITY aclTensorDesc *aclCreateTensorDesc(aclDataType dataType, int numDims, const int64_t *dims,
                                                       aclFormat format);
/** Destroys a description created by aclCreateTensorDesc(); NULL is ignored. */
ACL_FUNC_VISIBILITY void aclDestroyTensorDesc(const aclTensorDesc *desc);

/**
 * Sets the per-dim range `{min, max}` (max -1: unbounded) of the unknown dims. \p dimsCount must equal the number
 * of dims; 0 clears the range.
 */
ACL_FUNC_VISIBILITY aclError aclSetTensorShapeRange(aclTensorDesc *desc, size_t dimsCount,
                                                    int64_t dimsRange[][ACL_TENSOR_SHAPE_RANGE_NUM]);

/**
 * Marks the tensor as a constant with the given host value (copied): \p length bytes of row-major data in the
 * desc's dtype. Data-dependent inputs (e.g. Reshape's `shape`) are read from it.
 */
ACL_FUNC_VISIBILITY aclError aclSetTensorConst(aclTensorDesc *desc, void *dataBuffer, size_t length);

/**
 * Names the tensor. aclopInferShape matches dynamic inputs/outputs by name: instances of a DYNAMIC_INPUT `x` are
 * named `x` or `x<k>` (`x0`, `x1`, ...), as ACL requires. NULL \p name clears it.
 */
ACL_FUNC_VISIBILITY void aclSetTensorDescName(aclTensorDesc *desc, const char *name);
/** The name set by aclSetTensorDescName(), or "" (NULL for a NULL desc). */
ACL_FUNC_VISIBILITY const char *aclGetTensorDescName(aclTensorDesc *desc);

/** Replaces the shape (same rules as aclCreateTensorDesc()); clears a range of another rank. */
ACL_FUNC_VISIBILITY aclError aclSetTensorShape(aclTensorDesc *desc, int numDims, const int64_t *dims);
/** Replaces the format. */
ACL_FUNC_VISIBILITY aclError aclSetTensorFormat(aclTensorDesc *desc, aclFormat format);

/** The element type (ACL_DT_UNDEFINED for a NULL desc). */
ACL_FUNC_VISIBILITY aclDataType aclGetTensorDescType(const aclTensorDesc *desc);
/** The format (ACL_FORMAT_UNDEFINED for a NULL desc). */
ACL_FUNC_VISIBILITY aclFormat aclGetTensorDescFormat(const aclTensorDesc *desc);
/** The number of dims; ACL_UNKNOWN_RANK for a shape of unknown rank; 0 for a scalar or a NULL desc. */
ACL_FUNC_VISIBILITY size_t aclGetTensorDescNumDims(const aclTensorDesc *desc);
/** Dim \p index into \p dimSize. Out-of-range index, unknown rank or NULL: ACL_ERROR_INVALID_PARAM. */
ACL_FUNC_VISIBILITY aclError aclGetTensorDescDimV2(const aclTensorDesc *desc, size_t index, int64_t *dimSize);
/**
 * The range of dim \p index into `dimRange[0..1]` (min, max; max -1 unbounded). \p dimRangeNum is the capacity of
 * \p dimRange and must be at least ACL_TENSOR_SHAPE_RANGE_NUM. A dim without a range reports `{d, d}` for a known
 * dim and `{0, -1}` for an unknown one.
 */
ACL_FUNC_VISIBILITY aclError aclGetTensorDescDimRange(const aclTensorDesc *desc, size_t index, size_t dimRangeNum,
                                                      int64_t *dimRange);
/** Product of the dims; 0 for a NULL desc or a shape with unknown dims; 1 for a scalar. */
ACL_FUNC_VISIBILITY size_t aclGetTensorDescElementCount(const aclTensorDesc *desc);
/** Element count times aclDataTypeSize() (rounded up for sub-byte types); 0 if unknown. */
ACL_FUNC_VISIBILITY size_t aclGetTensorDescSize(const aclTensorDesc *desc);

/* ---- Errors ------------------------------------------------------------------------------------------------ */

/**
 * The message of the most recent failed ACL call on this thread, e.g.
 * `"[infer.bad_dtype] Add: input 1 (x2): ..."`: it starts with the stable error id in brackets. Returns NULL when
 * no error happened since the last retrieval (the message is handed out once, as ACL does). The pointer stays
 * valid until the next aclGetRecentErrMsg() call on the same thread.
 */
ACL_FUNC_VISIBILITY const char *aclGetRecentErrMsg(void);

#ifdef __cplusplus
}
#endif

#endif /* OPPKIT_ACL_ACL_BASE_H_ */
