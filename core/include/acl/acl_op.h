/*
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * ACL-compatible single-op API: op attributes and aclopInferShape, with the names and signatures of CANN's
 * `acl/acl_op.h`. Host-only: the op's prototype and host functions come from the OPP tree (loaded on first use).
 *
 * Example (C):
 *   int64_t x_dims[] = {8, 1, 32}, y_dims[] = {4, 32};
 *   aclTensorDesc *in[2] = {aclCreateTensorDesc(ACL_FLOAT16, 3, x_dims, ACL_FORMAT_ND),
 *                           aclCreateTensorDesc(ACL_FLOAT16, 2, y_dims, ACL_FORMAT_ND)};
 *   aclTensorDesc *out[1] = {aclCreateTensorDesc(ACL_DT_UNDEFINED, 0, NULL, ACL_FORMAT_ND)};
 *   aclopAttr *attr = aclopCreateAttr();
 *   if (aclopInferShape("Add", 2, in, NULL, 1, out, attr) != ACL_SUCCESS) puts(aclGetRecentErrMsg());
 *   // out[0]: ACL_FLOAT16, [8, 4, 32]
 */
#ifndef OPPKIT_ACL_ACL_OP_H_
#define OPPKIT_ACL_ACL_OP_H_

#include "acl/acl_base.h"

#ifdef __cplusplus
extern "C" {
#endif

/** Opaque set of named op attributes. Setting a name twice replaces its value. */
typedef struct aclopAttr aclopAttr;

/** Creates an empty attribute set; NULL on allocation failure. */
ACL_FUNC_VISIBILITY aclopAttr *aclopCreateAttr(void);
/** Destroys an attribute set; NULL is ignored. */
ACL_FUNC_VISIBILITY void aclopDestroyAttr(const aclopAttr *attr);

/*
 * Attribute setters. Each returns ACL_SUCCESS, or ACL_ERROR_INVALID_PARAM for a NULL attr set or name, a negative
 * count, or a NULL array with a positive count. Values are copied. When the op runs, values are coerced to the
 * prototype's declared types (an Int for a Float attr, a DataType for a dtype-valued Int attr such as Cast's
 * `dst_type`, ...).
 */

/** Bool attr (0 = false, anything else = true). */
ACL_FUNC_VISIBILITY aclError aclopSetAttrBool(aclopAttr *attr, const char *attrName, uint8_t attrValue);
/** Int attr. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrInt(aclopAttr *attr, const char *attrName, int64_t attrValue);
/** Float attr. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrFloat(aclopAttr *attr, const char *attrName, float attrValue);
/** String attr (copied; NULL \p attrValue is an error). */
ACL_FUNC_VISIBILITY aclError aclopSetAttrString(aclopAttr *attr, const char *attrName, const char *attrValue);
/** DataType attr (REG_OP `Type`). ACL_DT_UNDEFINED is an error. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrDataType(aclopAttr *attr, const char *attrName, aclDataType attrValue);
/** ListDataType attr. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListDataType(aclopAttr *attr, const char *attrName, int numValues,
                                                      const aclDataType values[]);
/** ListBool attr. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListBool(aclopAttr *attr, const char *attrName, int numValues,
                                                  const uint8_t *values);
/** ListInt attr. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListInt(aclopAttr *attr, const char *attrName, int numValues,
                                                 const int64_t *values);
/** ListFloat attr. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListFloat(aclopAttr *attr, const char *attrName, int numValues,
                                                   const float *values);
/** ListString attr (every string must be non-NULL). */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListString(aclopAttr *attr, const char *attrName, int numValues,
                                                    const char **values);
/** ListListInt attr: \p numLists lists, list k has `numValues[k]` values at `values[k]`. */
ACL_FUNC_VISIBILITY aclError aclopSetAttrListListInt(aclopAttr *attr, const char *attrName, int numLists,
                                                     const int *numValues, const int64_t *const values[]);

/**
 * Infers the outputs of one op from its inputs' descriptions (and values) and attrs, and writes them into
 * \p outputDesc in place: dtype, shape and shape range; the format too when the caller left it
 * ACL_FORMAT_UNDEFINED. Results follow ACL: an exact shape; or `-1` dims with a range (aclGetTensorDescDimRange);
 * or `{-2}` (unknown rank).
 *
 * - \p inputDesc holds \p numInputs descs in the prototype's input order. An absent optional input is a NULL entry
 *   or a desc of type ACL_DT_UNDEFINED; trailing absent optional inputs may be left out. Named descs are matched to
 *   IR inputs by name (`x`, or `x<k>` for instances of a dynamic input `x`); a DYNAMIC_INPUT's instances must be
 *   named, as ACL requires.
 * - \p inputs (may be NULL, and so may each entry) holds host buffers with input values. A value is taken from
 *   aclSetTensorConst() first, else from a non-empty buffer for the inputs the op declares data-dependent.
 * - \p outputDesc holds \p numOutputs descs in the prototype's output order; a dynamic output's instances are named
 *   like dynamic inputs, and their number is the instance count. A desc's dtype (if not ACL_DT_UNDEFINED) is the
 *   dtype hint used where the op has no dtype rule.
 * - \p attr may be NULL (no attrs).
 *
 * The default OPP tree (`ASCEND_OPP_PATH`, else the tree installed beside liboppkit_core) is loaded on the first
 * call, once per process and thread-safely; packages that fail to load are skipped (see aclGetRecentErrMsg() of a
 * failing call). Thread-safe for distinct descs.
 *
 * Returns ACL_SUCCESS, or: ACL_ERROR_INVALID_PARAM (NULL/ill-formed arguments, bad shapes/values/ranges),
 * ACL_ERROR_OP_NOT_FOUND (unknown op), ACL_ERROR_OP_INPUT_NOT_MATCH, ACL_ERROR_OP_OUTPUT_NOT_MATCH,
 * ACL_ERROR_OP_ATTR_NOT_MATCH, ACL_ERROR_UNSUPPORTED_DATA_TYPE, ACL_ERROR_FORMAT_NOT_MATCH, ACL_ERROR_GE_FAILURE
 * (the op's function failed), ACL_ERROR_OP_LOAD_FAILED (no OPP tree could be loaded). The message
 * (aclGetRecentErrMsg) carries the stable error id, e.g. `[infer.missing_attr]`.
 */
ACL_FUNC_VISIBILITY aclError aclopInferShape(const char *opType, int numInputs, aclTensorDesc *inputDesc[],
                                             aclDataBuffer *inputs[], int numOutputs, aclTensorDesc *outputDesc[],
                                             aclopAttr *attr);

#ifdef __cplusplus
}
#endif

#endif /* OPPKIT_ACL_ACL_OP_H_ */
