/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * The C layout under every kernel context: a value slot (AsyncAnyValue) and the run context that lists the
 * input slots followed by the output slots.
 */
#ifndef OPPKIT_EXE_GRAPH_RUNTIME_KERNEL_RUN_CONTEXT_H_
#define OPPKIT_EXE_GRAPH_RUNTIME_KERNEL_RUN_CONTEXT_H_

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Frees a value held by an AsyncAnyValue. */
typedef void (*FreeCallback)(void* data);

/** One value slot: a pointer, or up to 8 bytes stored in place; `deleter` (nullable) frees a pointed-to value. */
typedef struct {
  union {
    void* pointer;
    uint8_t inplace[sizeof(void*)];
  } data;
  FreeCallback deleter;
} AsyncAnyValue;

/**
 * A kernel's run context: `input_size` input slots then `output_size` output slots, as pointers in `values`
 * (a trailing array of `input_size + output_size` entries; `output_start` points at the first output entry).
 */
typedef struct {
  size_t input_size;
  size_t output_size;
  const void* compute_node_info;  /**< gert::ComputeNodeInfo */
  const void* kernel_extend_info; /**< gert::KernelExtendInfo (nullable) */
  AsyncAnyValue** output_start;
  AsyncAnyValue* values[1];
} KernelRunContext;

#ifdef __cplusplus
}  // extern "C"
static_assert(sizeof(AsyncAnyValue) == 16, "AsyncAnyValue layout is frozen");
static_assert(sizeof(KernelRunContext) == 48, "KernelRunContext layout is frozen (CANN: 48 bytes)");
#endif

#endif  // OPPKIT_EXE_GRAPH_RUNTIME_KERNEL_RUN_CONTEXT_H_
