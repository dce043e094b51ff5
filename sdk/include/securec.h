/**
 * Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
 *
 * The bounds-checked memory and string functions of CANN's securec library (`securec.h`) that op host code calls:
 * memset_s, memcpy_s, memmove_s, strcpy_s, strncpy_s, strcat_s, sprintf_s, snprintf_s and their va_list forms.
 * CANN's tiling headers (exe_graph/runtime/tiling_data.h, register/tilingdata_base.h) include this header, and op
 * sources call these functions relying on that. Behaviour (return codes, what is reset on error) is securec's,
 * described in docs/cann_compatibility.md; the functions are compiled into the SDK library.
 */
#ifndef OPPKIT_SECUREC_H_
#define OPPKIT_SECUREC_H_

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// securec's status type: EOK or an errno value, with 128 added when the destination was reset.
typedef int errno_t;

#ifndef EOK
/// Success.
#define EOK 0
#endif
/// The destination or source is null; the destination (if any) was reset.
#define EINVAL_AND_RESET (EINVAL | 128)
/// The data does not fit the destination; the destination was reset.
#define ERANGE_AND_RESET (ERANGE | 128)
/// Source and destination overlap; the destination was reset.
#define EOVERLAP_AND_RESET (54 | 128)

/// The largest destination size the functions accept (securec's SECUREC_MEM_MAX_LEN / SECUREC_STRING_MAX_LEN).
#define SECUREC_MEM_MAX_LEN 0x7fffffffUL
#define SECUREC_STRING_MAX_LEN 0x7fffffffUL

/// Sets \p count bytes of \p dest (of \p destMax bytes) to \p c. count > destMax fills all destMax bytes and
/// returns ERANGE_AND_RESET; destMax 0 or above SECUREC_MEM_MAX_LEN is ERANGE, a null dest EINVAL.
errno_t memset_s(void* dest, size_t destMax, int c, size_t count);
/// Copies \p count bytes; on a null src, count > destMax or overlapping buffers, zeroes dest and returns
/// EINVAL_AND_RESET, ERANGE_AND_RESET or EOVERLAP_AND_RESET.
errno_t memcpy_s(void* dest, size_t destMax, const void* src, size_t count);
/// As memcpy_s, with overlapping buffers allowed.
errno_t memmove_s(void* dest, size_t destMax, const void* src, size_t count);
/// Copies the string \p strSrc with its terminator; if it does not fit, \p strDest becomes "" and the result is
/// ERANGE_AND_RESET.
errno_t strcpy_s(char* strDest, size_t destMax, const char* strSrc);
/// Copies at most \p count characters of \p strSrc and a terminator; "" and ERANGE_AND_RESET if they do not fit.
errno_t strncpy_s(char* strDest, size_t destMax, const char* strSrc, size_t count);
/// Appends \p strSrc; "" and ERANGE_AND_RESET if the result does not fit, EINVAL_AND_RESET if \p strDest has no
/// terminator within \p destMax.
errno_t strcat_s(char* strDest, size_t destMax, const char* strSrc);
/// printf into \p strDest; the length written, or -1 with \p strDest set to "" when the output does not fit.
int sprintf_s(char* strDest, size_t destMax, const char* format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/// va_list form of sprintf_s.
int vsprintf_s(char* strDest, size_t destMax, const char* format, va_list argList);
/// printf of at most \p count characters into \p strDest. With count < destMax a longer output is truncated to
/// count characters and -1 returned; otherwise an output that does not fit leaves "" and returns -1.
int snprintf_s(char* strDest, size_t destMax, size_t count, const char* format, ...)
#if defined(__GNUC__) || defined(__clang__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
/// va_list form of snprintf_s.
int vsnprintf_s(char* strDest, size_t destMax, size_t count, const char* format, va_list argList);

#ifdef __cplusplus
}
#endif
#endif  // OPPKIT_SECUREC_H_
