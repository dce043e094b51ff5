// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Checks a file before it is handed to the dynamic loader.
#pragma once

#include <string>

#include "oppkit/core/status.h"

namespace oppkit::detail {

/// Checks that \p path is an ELF shared object whose headers and loadable segments lie inside the file.
/// Errors: load.not_shared_library (not ELF, or an ELF file that is not a shared object), load.truncated_library
/// (the file ends before data its headers point to), io.error (cannot be read).
///
/// Note [Truncated libraries]
/// The dynamic loader maps segments with mmap and does not check that they lie inside the file; touching a page
/// past the end of a truncated file raises SIGBUS, which no error handling can recover from. So every header
/// table and every PT_LOAD/PT_DYNAMIC segment is checked against the file size before dlopen. An ELF file of the
/// other word size is left to the loader, which refuses it with a clear message.
Status CheckLibraryFile(const std::string& path);

/// Note [Trusted packages]
/// Loading a library runs its code with the host's rights. Like ld.so for secure-execution paths and sudo for its
/// configuration, the loader refuses a library that someone else could have replaced: the file, or a directory
/// from the package directory down to it, writable by others than its owner (a directory with the sticky bit, like
/// /tmp, only protects its entries' owners: still refused for a package), or owned by another user than root or
/// the one running the host. LoadOptions::allow_untrusted (or OPPKIT_ALLOW_UNTRUSTED_OPP=1) turns this off.
///
/// load.untrusted if \p library or a directory from \p package_dir (empty: the library's own directory) down to it
/// fails the rule above; io.error if one cannot be examined.
Status CheckTrustedLibrary(const std::string& library, const std::string& package_dir);

}  // namespace oppkit::detail
