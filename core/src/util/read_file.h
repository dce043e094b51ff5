// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Reading a whole file that a user or an OPP tree names: Note [Reading named files].
#pragma once

#include <cstdint>
#include <string>

#include "oppkit/core/export.h"
#include "oppkit/core/status.h"

namespace oppkit::detail {

// Note [Reading named files]
// A path from a command line or an OPP tree may name anything: a directory, a FIFO that never delivers (a plain
// open() blocks forever), /dev/zero or a link to it (endless), a huge file. Every file the core reads whole goes
// through ReadNamedFile, which checks with fstat on the open descriptor (no race with a rename) what it opened and
// reads at most a size limit, so a bad name yields an io.error instead of a hang, an exception or unbounded memory.
// Files of an OPP tree (FileKinds::kRegular) must be regular files and are opened without blocking. Files a user
// names on a command line (kRegularOrStream) may also be a FIFO or a character device, as `oppkit infer <(...)`
// passes one; a directory never is.

/// Limit for small configuration files (config.ini, version.info, platform descriptions).
inline constexpr uint64_t kMaxConfigFileBytes = uint64_t{16} << 20;
/// Limit for requests, graphs and models.
inline constexpr uint64_t kMaxInputFileBytes = uint64_t{2} << 30;

/// What ReadNamedFile accepts besides regular files.
enum class FileKinds {
  kRegular,          ///< regular files only (files of an OPP tree)
  kRegularOrStream,  ///< also FIFOs and character devices, read to their end (files named by a user)
};

/// Reads the file \p path whole into \p text. Errors, io.error naming \p path: it cannot be opened, is of a kind
/// \p kinds excludes (a directory or socket always), has more than \p max_bytes, or a read fails.
OPPKIT_CORE_API Status ReadNamedFile(const std::string& path, FileKinds kinds, uint64_t max_bytes, std::string* text);

}  // namespace oppkit::detail
