/*
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * Run-time plans for C callers (docs/plan.md), beside acl/acl_op.h and in its style, under oppkit's own prefix
 * (ACL has no such call): compile a graph once, then re-infer its output shapes per execution. Part of
 * liboppkit_graph. Errors return ACL_ERROR_* codes (NULL for the creating functions) and record a message with a
 * stable id (`[plan.bad_input] input 'x': ...`) that aclGetRecentErrMsg() returns.
 *
 * Example (C):
 *   oppkitPlan *plan = oppkitCreatePlanFromJsonFile("net.json", NULL);
 *   oppkitPlanRun *run = oppkitCreatePlanRun(plan);
 *   int64_t x[] = {8, 3, 224, 224}, y[8];
 *   int rank = 0;
 *   if (oppkitPlanRunSetInputShape(run, 0, 4, x) != ACL_SUCCESS || oppkitPlanRunInferShape(run) != ACL_SUCCESS ||
 *       oppkitPlanRunGetOutputShape(run, 0, 8, y, &rank) != ACL_SUCCESS) puts(aclGetRecentErrMsg());
 *   oppkitDestroyPlanRun(run);
 *   oppkitDestroyPlan(plan);
 */
#ifndef OPPKIT_ACL_OPPKIT_PLAN_H_
#define OPPKIT_ACL_OPPKIT_PLAN_H_

#include <stddef.h>
#include <stdint.h>

#include "acl/acl_base.h"

#ifdef __cplusplus
extern "C" {
#endif

/** A compiled graph: immutable, shared by any number of run states (on any threads). */
typedef struct oppkitPlan oppkitPlan;
/** One run state of a plan: use it from one thread at a time. */
typedef struct oppkitPlanRun oppkitPlanRun;

/**
 * Compiles the JSON graph file \p graphPath (docs/graph.md) with the ops of the OPP tree \p oppRoot (NULL:
 * $ASCEND_OPP_PATH, else the tree beside the library; custom packages from $ASCEND_CUSTOM_OPP_PATH). Its graph
 * outputs are observed. NULL on failure (unreadable or invalid graph, plan.compile_failed, ...).
 */
ACL_FUNC_VISIBILITY oppkitPlan *oppkitCreatePlanFromJsonFile(const char *graphPath, const char *oppRoot);
/** Destroys a plan (NULL is ignored); its run states must be destroyed first. */
ACL_FUNC_VISIBILITY aclError oppkitDestroyPlan(oppkitPlan *plan);

/** Number of graph inputs (0 for NULL). */
ACL_FUNC_VISIBILITY size_t oppkitPlanGetNumInputs(const oppkitPlan *plan);
/** Name of input \p index, valid as long as the plan; NULL if out of range. */
ACL_FUNC_VISIBILITY const char *oppkitPlanGetInputName(const oppkitPlan *plan, size_t index);
/** Number of graph outputs (0 for NULL). */
ACL_FUNC_VISIBILITY size_t oppkitPlanGetNumOutputs(const oppkitPlan *plan);
/** Tensor name of output \p index (the dump's output name), valid as long as the plan; NULL if out of range. */
ACL_FUNC_VISIBILITY const char *oppkitPlanGetOutputName(const oppkitPlan *plan, size_t index);

/** A run state of \p plan (lays out every node's contexts once); NULL on failure. */
ACL_FUNC_VISIBILITY oppkitPlanRun *oppkitCreatePlanRun(const oppkitPlan *plan);
/** Destroys a run state; NULL is ignored. */
ACL_FUNC_VISIBILITY aclError oppkitDestroyPlanRun(oppkitPlanRun *run);

/**
 * Sets the shape of input \p index for the next oppkitPlanRunInferShape: \p numDims dims. ACL_ERROR_INVALID_PARAM
 * with plan.bad_input / plan.input_out_of_range when it does not fit the declared shape and range.
 */
ACL_FUNC_VISIBILITY aclError oppkitPlanRunSetInputShape(oppkitPlanRun *run, size_t index, int numDims,
                                                       const int64_t *dims);
/**
 * Re-infers every output shape from the input shapes set. ACL_ERROR_INVALID_PARAM for bad inputs, ACL_ERROR_GE_FAILURE
 * when an op fails on the new shapes (plan.node_failed, naming node and op), ACL_ERROR_OP_UNSUPPORTED_DYNAMIC when
 * the run reached an output whose shape depends on computed values (plan.depends_on_compute; the C API cannot
 * resume such a run).
 */
ACL_FUNC_VISIBILITY aclError oppkitPlanRunInferShape(oppkitPlanRun *run);
/**
 * Writes the origin shape of output \p index after the last run: at most \p maxDims dims into \p dims, the rank into
 * \p numDims. ACL_ERROR_INVALID_PARAM if \p index is out of range or the rank exceeds \p maxDims.
 */
ACL_FUNC_VISIBILITY aclError oppkitPlanRunGetOutputShape(const oppkitPlanRun *run, size_t index, int maxDims,
                                                        int64_t *dims, int *numDims);
/** As oppkitPlanRunGetOutputShape, for the output's storage (run-time) shape. */
ACL_FUNC_VISIBILITY aclError oppkitPlanRunGetOutputStorageShape(const oppkitPlanRun *run, size_t index, int maxDims,
                                                               int64_t *dims, int *numDims);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // OPPKIT_ACL_OPPKIT_PLAN_H_
