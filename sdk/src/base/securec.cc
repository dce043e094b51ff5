// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// securec's bounds-checked functions (securec.h). Each checks its arguments in securec's order: the destination
// size, then null pointers, then the data's length, then overlap; on an error after the first two it resets the
// destination (zero bytes for memory, "" for strings) so no partial result is mistaken for a whole one.
#include "securec.h"

#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

bool BadMemSize(size_t dest_max) { return dest_max == 0 || dest_max > SECUREC_MEM_MAX_LEN; }
bool BadStringSize(size_t dest_max) { return dest_max == 0 || dest_max > SECUREC_STRING_MAX_LEN; }

bool Overlap(const void* a, size_t a_len, const void* b, size_t b_len) {
  const auto a_begin = reinterpret_cast<uintptr_t>(a);
  const auto b_begin = reinterpret_cast<uintptr_t>(b);
  return a_begin < b_begin + b_len && b_begin < a_begin + a_len;
}

// Length of \p s, looking at no more than \p max characters (max if there is no terminator within them).
size_t BoundedLength(const char* s, size_t max) {
  const void* end = std::memchr(s, '\0', max);
  return end == nullptr ? max : static_cast<size_t>(static_cast<const char*>(end) - s);
}

errno_t CheckedCopy(void* dest, size_t dest_max, const void* src, size_t count, bool allow_overlap) {
  if (BadMemSize(dest_max)) return ERANGE;
  if (dest == nullptr) return EINVAL;
  if (src == nullptr) {
    std::memset(dest, 0, dest_max);
    return EINVAL_AND_RESET;
  }
  if (count > dest_max) {
    std::memset(dest, 0, dest_max);
    return ERANGE_AND_RESET;
  }
  if (count == 0 || dest == src) return EOK;
  if (!allow_overlap && Overlap(dest, count, src, count)) {
    std::memset(dest, 0, dest_max);
    return EOVERLAP_AND_RESET;
  }
  std::memmove(dest, src, count);
  return EOK;
}

// Copies \p length characters of \p src and a terminator into \p dest (checked by the caller to fit).
errno_t CopyString(char* dest, size_t dest_max, const char* src, size_t length) {
  if (length + 1 > dest_max) {
    dest[0] = '\0';
    return ERANGE_AND_RESET;
  }
  if (Overlap(dest, length + 1, src, length + 1)) {
    dest[0] = '\0';
    return EOVERLAP_AND_RESET;
  }
  std::memcpy(dest, src, length);
  dest[length] = '\0';
  return EOK;
}

// The argument checks the string copies share: the size, then the destination, then the source (a null source
// resets the destination). EOK when the copy may go on.
errno_t CheckStringArgs(char* dest, size_t dest_max, const char* src) {
  if (BadStringSize(dest_max)) return ERANGE;
  if (dest == nullptr) return EINVAL;
  if (src == nullptr) {
    dest[0] = '\0';
    return EINVAL_AND_RESET;
  }
  return EOK;
}

// vsnprintf into \p dest with room for \p limit characters (limit < dest_max); the length, or -1 if longer.
int FormatWithin(char* dest, size_t limit, const char* format, va_list args) {
  const int written = std::vsnprintf(dest, limit + 1, format, args);
  if (written < 0) {
    dest[0] = '\0';
    return -1;
  }
  return static_cast<size_t>(written) > limit ? -1 : written;
}

}  // namespace

extern "C" {

errno_t memset_s(void* dest, size_t destMax, int c, size_t count) {
  if (BadMemSize(destMax)) return ERANGE;
  if (dest == nullptr) return EINVAL;
  if (count > destMax) {
    std::memset(dest, c, destMax);
    return ERANGE_AND_RESET;
  }
  std::memset(dest, c, count);
  return EOK;
}

errno_t memcpy_s(void* dest, size_t destMax, const void* src, size_t count) {
  return CheckedCopy(dest, destMax, src, count, /*allow_overlap=*/false);
}

errno_t memmove_s(void* dest, size_t destMax, const void* src, size_t count) {
  return CheckedCopy(dest, destMax, src, count, /*allow_overlap=*/true);
}

errno_t strcpy_s(char* strDest, size_t destMax, const char* strSrc) {
  const errno_t args = CheckStringArgs(strDest, destMax, strSrc);
  if (args != EOK) return args;
  return CopyString(strDest, destMax, strSrc, BoundedLength(strSrc, destMax));
}

errno_t strncpy_s(char* strDest, size_t destMax, const char* strSrc, size_t count) {
  const errno_t args = CheckStringArgs(strDest, destMax, strSrc);
  if (args != EOK) return args;
  if (count > SECUREC_STRING_MAX_LEN) {
    strDest[0] = '\0';
    return ERANGE_AND_RESET;
  }
  const size_t limit = count < destMax ? count : destMax;
  return CopyString(strDest, destMax, strSrc, BoundedLength(strSrc, limit));
}

errno_t strcat_s(char* strDest, size_t destMax, const char* strSrc) {
  const errno_t args = CheckStringArgs(strDest, destMax, strSrc);
  if (args != EOK) return args;
  const size_t dest_length = BoundedLength(strDest, destMax);
  if (dest_length == destMax) {  // no terminator within destMax
    strDest[0] = '\0';
    return EINVAL_AND_RESET;
  }
  const size_t room = destMax - dest_length;
  const errno_t status = CopyString(strDest + dest_length, room, strSrc, BoundedLength(strSrc, room));
  if (status != EOK) strDest[0] = '\0';
  return status;
}

int vsnprintf_s(char* strDest, size_t destMax, size_t count, const char* format, va_list argList) {
  if (BadStringSize(destMax)) return -1;
  if (strDest == nullptr) return -1;
  if (format == nullptr || count > SECUREC_STRING_MAX_LEN) {
    strDest[0] = '\0';
    return -1;
  }
  if (count < destMax) return FormatWithin(strDest, count, format, argList);  // truncated output is kept
  const int written = FormatWithin(strDest, destMax - 1, format, argList);
  if (written < 0) strDest[0] = '\0';
  return written;
}

int snprintf_s(char* strDest, size_t destMax, size_t count, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const int written = vsnprintf_s(strDest, destMax, count, format, args);
  va_end(args);
  return written;
}

int vsprintf_s(char* strDest, size_t destMax, const char* format, va_list argList) {
  return vsnprintf_s(strDest, destMax, destMax, format, argList);
}

int sprintf_s(char* strDest, size_t destMax, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const int written = vsprintf_s(strDest, destMax, format, args);
  va_end(args);
  return written;
}

}  // extern "C"
