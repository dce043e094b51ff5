// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "loading/library_file.h"

#include <elf.h>
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <vector>

namespace oppkit::detail {
namespace {

#if UINTPTR_MAX == 0xffffffffffffffffu
using Ehdr = Elf64_Ehdr;
using Phdr = Elf64_Phdr;
constexpr unsigned char kNativeClass = ELFCLASS64;
#else
using Ehdr = Elf32_Ehdr;
using Phdr = Elf32_Phdr;
constexpr unsigned char kNativeClass = ELFCLASS32;
#endif

const char* ElfTypeName(uint16_t type) {
  switch (type) {
    case ET_REL:
      return "a relocatable object";
    case ET_EXEC:
      return "an executable";
    case ET_CORE:
      return "a core dump";
    default:
      return "not a shared object";
  }
}

// True if [offset, offset + count * entry_size) lies inside a file of \p size bytes (no overflow).
bool Inside(uint64_t offset, uint64_t count, uint64_t entry_size, uint64_t size) {
  if (offset > size) return false;
  if (entry_size != 0 && count > (size - offset) / entry_size) return false;
  return true;
}

// Reads up to \p size bytes at \p offset (fewer at the end of the file); -1 on a read error.
ssize_t ReadAt(int fd, void* data, size_t size, uint64_t offset) {
  size_t done = 0;
  while (done < size) {
    const ssize_t n = pread(fd, static_cast<char*>(data) + done, size - done, static_cast<off_t>(offset + done));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return done > 0 ? static_cast<ssize_t>(done) : -1;
    if (n == 0) break;
    done += static_cast<size_t>(n);
  }
  return static_cast<ssize_t>(done);
}

// Closes a file descriptor when it goes out of scope.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

}  // namespace

namespace {

// Why \p path (followed through links) is untrusted, or "" if it is trusted (Note [Trusted packages]).
Result<std::string> UntrustedBecause(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot examine ({})", path, std::strerror(errno)));
  }
  if ((info.st_mode & S_IWOTH) != 0) {
    return fmt::format("is writable by everyone (mode {:o})", info.st_mode & 07777);
  }
  if (info.st_uid != 0 && info.st_uid != ::geteuid()) {
    return fmt::format("belongs to user {}, neither root nor the user running this process ({})", info.st_uid,
                       ::geteuid());
  }
  return std::string();
}

}  // namespace

Status CheckTrustedLibrary(const std::string& library, const std::string& package_dir) {
  const auto parent = [](const std::string& p) {
    const size_t slash = p.find_last_of('/');
    return slash == std::string::npos ? std::string(".") : slash == 0 ? std::string("/") : p.substr(0, slash);
  };
  std::string top = package_dir;
  while (top.size() > 1 && top.back() == '/') top.pop_back();
  // The library, then each directory from its own up to the package directory (just its own when it lies
  // elsewhere or none is given).
  std::vector<std::string> paths = {library, parent(library)};
  const std::string& own = paths.back();
  const bool inside =
      !top.empty() && own.size() > top.size() && own.compare(0, top.size(), top) == 0 && own[top.size()] == '/';
  while (inside && paths.back() != top) paths.push_back(parent(paths.back()));
  for (const std::string& path : paths) {
    Result<std::string> why = UntrustedBecause(path);
    if (!why.ok()) return why.status();
    if (why->empty()) continue;
    return Status(ErrorCode::kLoadUntrusted,
                  fmt::format("'{}': not loaded: {} {}; set OPPKIT_ALLOW_UNTRUSTED_OPP=1 (or "
                              "LoadOptions::allow_untrusted) to load it anyway",
                              library, path == library ? std::string("the library") : "'" + path + "'", *why));
  }
  return Status();
}

// Plain POSIX reads (open, fstat, one pread for the ELF header and, in any ordinary library, the program headers
// right behind it): this runs for every library of every load.
Status CheckLibraryFile(const std::string& path) {
  const FileDescriptor file(open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (file.get() < 0) return Status(ErrorCode::kIoError, fmt::format("'{}': cannot open the file", path));
  struct stat info {};
  if (fstat(file.get(), &info) != 0 || info.st_size < 0) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read the file", path));
  }
  const uint64_t size = static_cast<uint64_t>(info.st_size);

  alignas(Phdr) unsigned char head[4096];
  const ssize_t read = ReadAt(file.get(), head, sizeof(head), 0);
  const size_t got = read < 0 ? 0 : static_cast<size_t>(read);
  const unsigned char* ident = head;
  Ehdr header{};
  std::memcpy(&header, head, std::min(got, sizeof(header)));
  if (got < SELFMAG || std::memcmp(ident, ELFMAG, SELFMAG) != 0) {
    return Status(ErrorCode::kLoadNotSharedLibrary, fmt::format("'{}': not a shared library (no ELF header)", path));
  }
  if (got < EI_NIDENT || ident[EI_CLASS] != kNativeClass) {
    if (got < EI_NIDENT) {
      return Status(ErrorCode::kLoadTruncatedLibrary,
                    fmt::format("'{}': truncated library ({} bytes, the ELF header is cut)", path, size));
    }
    return Status();  // the other word size: the loader explains (Note [Truncated libraries])
  }
  if (got < sizeof(header)) {
    return Status(ErrorCode::kLoadTruncatedLibrary,
                  fmt::format("'{}': truncated library ({} bytes, the ELF header is cut)", path, size));
  }
  if (header.e_type != ET_DYN) {
    return Status(ErrorCode::kLoadNotSharedLibrary,
                  fmt::format("'{}': not a shared library (an ELF file, but {})", path, ElfTypeName(header.e_type)));
  }
  if (header.e_phentsize != sizeof(Phdr) && header.e_phnum != 0) {
    return Status(ErrorCode::kLoadNotSharedLibrary,
                  fmt::format("'{}': not a shared library (bad program header size {})", path, header.e_phentsize));
  }
  if (!Inside(header.e_phoff, header.e_phnum, sizeof(Phdr), size)) {
    return Status(ErrorCode::kLoadTruncatedLibrary,
                  fmt::format("'{}': truncated library ({} bytes, the program headers are cut)", path, size));
  }
  if (header.e_shoff != 0 && !Inside(header.e_shoff, header.e_shnum, header.e_shentsize, size)) {
    return Status(ErrorCode::kLoadTruncatedLibrary,
                  fmt::format("'{}': truncated library ({} bytes, the section headers at offset {} are cut)", path,
                              size, static_cast<uint64_t>(header.e_shoff)));
  }

  std::vector<Phdr> segments(header.e_phnum);
  const size_t segment_bytes = segments.size() * sizeof(Phdr);
  if (header.e_phoff + segment_bytes <= got) {
    if (segment_bytes > 0) std::memcpy(segments.data(), head + header.e_phoff, segment_bytes);
  } else if (ReadAt(file.get(), segments.data(), segment_bytes, header.e_phoff) !=
             static_cast<ssize_t>(segment_bytes)) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read the program headers", path));
  }
  for (const Phdr& segment : segments) {
    if (segment.p_type != PT_LOAD && segment.p_type != PT_DYNAMIC) continue;
    if (!Inside(segment.p_offset, 1, segment.p_filesz, size)) {
      return Status(ErrorCode::kLoadTruncatedLibrary,
                    fmt::format("'{}': truncated library ({} bytes, a segment needs {} bytes)", path, size,
                                static_cast<uint64_t>(segment.p_offset) + segment.p_filesz));
    }
  }
  return Status();
}

}  // namespace oppkit::detail
