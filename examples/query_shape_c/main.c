/*
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * Single-op shape queries from C through the ACL-compatible API (acl/acl_op.h): the same calls a framework makes
 * to CANN's aclopInferShape. The OPP tree is found as usual (ASCEND_OPP_PATH, else the tree installed beside
 * liboppkit_core) and loaded on the first query.
 *
 * Build: part of the oppkit build (examples/query_shape_c); run: build/bin/query_shape_c
 */
#include <stdio.h>
#include <string.h>

#include "acl/acl_op.h"

static const char *DtypeName(aclDataType dt) {
  switch (dt) {
    case ACL_FLOAT:
      return "float32";
    case ACL_FLOAT16:
      return "float16";
    case ACL_BF16:
      return "bfloat16";
    case ACL_INT32:
      return "int32";
    case ACL_INT64:
      return "int64";
    case ACL_BOOL:
      return "bool";
    case ACL_DT_UNDEFINED:
      return "undefined";
    default:
      return "other";
  }
}

static const char *FormatName(aclFormat format) {
  switch (format) {
    case ACL_FORMAT_NCHW:
      return "NCHW";
    case ACL_FORMAT_NHWC:
      return "NHWC";
    case ACL_FORMAT_ND:
      return "ND";
    case ACL_FORMAT_NC1HWC0:
      return "NC1HWC0";
    case ACL_FORMAT_UNDEFINED:
      return "UNDEFINED";
    default:
      return "other";
  }
}

/* Prints "dtype [d0, d1, ...] format" and, for unknown dims, their ranges. */
static void PrintDesc(const char *label, const aclTensorDesc *desc) {
  size_t num_dims = aclGetTensorDescNumDims(desc);
  size_t i;
  int has_unknown = 0;
  printf("  %s: %s ", label, DtypeName(aclGetTensorDescType(desc)));
  if (num_dims == (size_t)ACL_UNKNOWN_RANK) {
    printf("[-2]");
  } else {
    printf("[");
    for (i = 0; i < num_dims; ++i) {
      int64_t dim = 0;
      aclGetTensorDescDimV2(desc, i, &dim);
      printf("%s%lld", i == 0 ? "" : ", ", (long long)dim);
      if (dim < 0) has_unknown = 1;
    }
    printf("]");
  }
  printf(" %s", FormatName(aclGetTensorDescFormat(desc)));
  if (has_unknown) {
    printf(" range [");
    for (i = 0; i < num_dims; ++i) {
      int64_t range[ACL_TENSOR_SHAPE_RANGE_NUM] = {0, 0};
      aclGetTensorDescDimRange(desc, i, ACL_TENSOR_SHAPE_RANGE_NUM, range);
      printf("%s[%lld, %lld]", i == 0 ? "" : ", ", (long long)range[0], (long long)range[1]);
    }
    printf("]");
  }
  printf("\n");
}

/* Prints the outcome of a query: the ACL code and the stable error id of the message ("[infer.missing_attr]"). */
static void PrintError(aclError err) {
  const char *message = aclGetRecentErrMsg();
  const char *close = message != NULL ? strchr(message, ']') : NULL;
  if (close != NULL) {
    printf("  error %d %.*s\n", err, (int)(close - message + 1), message);
  } else {
    printf("  error %d\n", err);
  }
}

static int failures = 0;

/* Reports a query that should succeed. */
static void Expect(aclError err) {
  if (err != ACL_SUCCESS) {
    PrintError(err);
    ++failures;
  }
}

static void Conv2D(void) {
  int64_t x_dims[] = {1, 3, 224, 224}, w_dims[] = {64, 3, 7, 7};
  int64_t strides[] = {1, 1, 2, 2}, pads[] = {3, 3, 3, 3};
  aclTensorDesc *inputs[2];
  aclTensorDesc *outputs[1];
  aclopAttr *attr = aclopCreateAttr();
  inputs[0] = aclCreateTensorDesc(ACL_FLOAT16, 4, x_dims, ACL_FORMAT_NCHW);
  inputs[1] = aclCreateTensorDesc(ACL_FLOAT16, 4, w_dims, ACL_FORMAT_NCHW);
  outputs[0] = aclCreateTensorDesc(ACL_FLOAT16, 0, NULL, ACL_FORMAT_NCHW);
  aclopSetAttrListInt(attr, "strides", 4, strides);
  aclopSetAttrListInt(attr, "pads", 4, pads);
  aclopSetAttrString(attr, "data_format", "NCHW");

  /* bias and offset_w are optional and left out; dilations and groups take their defaults. */
  printf("Conv2D x[1, 3, 224, 224] filter[64, 3, 7, 7] strides 2 pads 3\n");
  Expect(aclopInferShape("Conv2D", 2, inputs, NULL, 1, outputs, attr));
  PrintDesc("y", outputs[0]);

  /* The same query without the required attr `strides`. */
  aclopDestroyAttr(attr);
  attr = aclopCreateAttr();
  aclopSetAttrListInt(attr, "pads", 4, pads);
  printf("Conv2D without strides\n");
  PrintError(aclopInferShape("Conv2D", 2, inputs, NULL, 1, outputs, attr));

  aclopDestroyAttr(attr);
  aclDestroyTensorDesc(inputs[0]);
  aclDestroyTensorDesc(inputs[1]);
  aclDestroyTensorDesc(outputs[0]);
}

static void MatMulV2(void) {
  int64_t a_dims[] = {128, 512}, b_dims[] = {1024, 512};
  aclTensorDesc *inputs[2];
  aclTensorDesc *outputs[1];
  aclopAttr *attr = aclopCreateAttr();
  inputs[0] = aclCreateTensorDesc(ACL_FLOAT16, 2, a_dims, ACL_FORMAT_ND);
  inputs[1] = aclCreateTensorDesc(ACL_FLOAT16, 2, b_dims, ACL_FORMAT_ND);
  /* Output dtype and format left undefined: aclopInferShape fills them in. */
  outputs[0] = aclCreateTensorDesc(ACL_DT_UNDEFINED, 0, NULL, ACL_FORMAT_UNDEFINED);
  aclopSetAttrBool(attr, "transpose_x1", 0);
  aclopSetAttrBool(attr, "transpose_x2", 1);

  printf("MatMulV2 x1[128, 512] x2[1024, 512] transpose_x2\n");
  Expect(aclopInferShape("MatMulV2", 2, inputs, NULL, 1, outputs, attr));
  PrintDesc("y", outputs[0]);

  aclopDestroyAttr(attr);
  aclDestroyTensorDesc(inputs[0]);
  aclDestroyTensorDesc(inputs[1]);
  aclDestroyTensorDesc(outputs[0]);
}

static void Reshape(void) {
  int64_t x_dims[] = {2, 3, 4}, shape_dims[] = {2};
  int64_t shape_value[] = {0, -1};
  int64_t buffer_value[] = {4, -1};
  aclTensorDesc *inputs[2];
  aclTensorDesc *outputs[1];
  aclDataBuffer *buffers[2];
  inputs[0] = aclCreateTensorDesc(ACL_FLOAT, 3, x_dims, ACL_FORMAT_ND);
  inputs[1] = aclCreateTensorDesc(ACL_INT64, 1, shape_dims, ACL_FORMAT_ND);
  outputs[0] = aclCreateTensorDesc(ACL_FLOAT, 0, NULL, ACL_FORMAT_ND);

  /* The output shape depends on the value of `shape`: given as a constant ... */
  aclSetTensorConst(inputs[1], shape_value, sizeof(shape_value));
  printf("Reshape x[2, 3, 4] shape=const [0, -1]\n");
  Expect(aclopInferShape("Reshape", 2, inputs, NULL, 1, outputs, NULL));
  PrintDesc("y", outputs[0]);
  aclDestroyTensorDesc(inputs[1]);

  /* ... or in a (host) data buffer. */
  inputs[1] = aclCreateTensorDesc(ACL_INT64, 1, shape_dims, ACL_FORMAT_ND);
  buffers[0] = aclCreateDataBuffer(NULL, 0);
  buffers[1] = aclCreateDataBuffer(buffer_value, sizeof(buffer_value));
  printf("Reshape x[2, 3, 4] shape=buffer [4, -1]\n");
  Expect(aclopInferShape("Reshape", 2, inputs, buffers, 1, outputs, NULL));
  PrintDesc("y", outputs[0]);

  aclDestroyDataBuffer(buffers[0]);
  aclDestroyDataBuffer(buffers[1]);
  aclDestroyTensorDesc(inputs[0]);
  aclDestroyTensorDesc(inputs[1]);
  aclDestroyTensorDesc(outputs[0]);
}

static void AddDynamic(void) {
  int64_t a_dims[] = {-1, 1, 8}, b_dims[] = {4, 8};
  int64_t a_range[3][ACL_TENSOR_SHAPE_RANGE_NUM] = {{1, 32}, {1, 1}, {8, 8}};
  aclTensorDesc *inputs[2];
  aclTensorDesc *outputs[1];
  inputs[0] = aclCreateTensorDesc(ACL_FLOAT, 3, a_dims, ACL_FORMAT_ND);
  inputs[1] = aclCreateTensorDesc(ACL_FLOAT, 2, b_dims, ACL_FORMAT_ND);
  outputs[0] = aclCreateTensorDesc(ACL_FLOAT, 0, NULL, ACL_FORMAT_ND);
  aclSetTensorShapeRange(inputs[0], 3, a_range);

  printf("Add x1[-1, 1, 8] range [[1, 32], [1, 1], [8, 8]] x2[4, 8]\n");
  Expect(aclopInferShape("Add", 2, inputs, NULL, 1, outputs, NULL));
  PrintDesc("y", outputs[0]);

  aclDestroyTensorDesc(inputs[0]);
  aclDestroyTensorDesc(inputs[1]);
  aclDestroyTensorDesc(outputs[0]);
}

static void ConcatV2(void) {
  int64_t a_dims[] = {2, 3}, b_dims[] = {2, 5}, axis_dims[] = {1};
  int32_t axis = 1;
  aclTensorDesc *inputs[3];
  aclTensorDesc *outputs[1];
  aclopAttr *attr = aclopCreateAttr();
  inputs[0] = aclCreateTensorDesc(ACL_FLOAT16, 2, a_dims, ACL_FORMAT_ND);
  inputs[1] = aclCreateTensorDesc(ACL_FLOAT16, 2, b_dims, ACL_FORMAT_ND);
  inputs[2] = aclCreateTensorDesc(ACL_INT32, 1, axis_dims, ACL_FORMAT_ND);
  outputs[0] = aclCreateTensorDesc(ACL_FLOAT16, 0, NULL, ACL_FORMAT_ND);
  /* `x` is a DYNAMIC_INPUT: ACL matches its instances by name. */
  aclSetTensorDescName(inputs[0], "x0");
  aclSetTensorDescName(inputs[1], "x1");
  aclSetTensorDescName(inputs[2], "concat_dim");
  aclSetTensorConst(inputs[2], &axis, sizeof(axis));
  aclopSetAttrInt(attr, "N", 2);

  printf("ConcatV2 x0[2, 3] x1[2, 5] concat_dim=1\n");
  Expect(aclopInferShape("ConcatV2", 3, inputs, NULL, 1, outputs, attr));
  PrintDesc("y", outputs[0]);

  aclopDestroyAttr(attr);
  aclDestroyTensorDesc(inputs[0]);
  aclDestroyTensorDesc(inputs[1]);
  aclDestroyTensorDesc(inputs[2]);
  aclDestroyTensorDesc(outputs[0]);
}

int main(void) {
  Conv2D();
  MatMulV2();
  Reshape();
  AddDynamic();
  ConcatV2();

  printf("Unknown op\n");
  PrintError(aclopInferShape("NoSuchOp", 0, NULL, NULL, 0, NULL, NULL));
  printf("NULL op type\n");
  PrintError(aclopInferShape(NULL, 0, NULL, NULL, 0, NULL, NULL));

  if (failures != 0) {
    printf("%d queries failed\n", failures);
    return 1;
  }
  return 0;
}
