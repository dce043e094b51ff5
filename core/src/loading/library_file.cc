// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "loading/library_file.h"

#include <elf.h>
#include <fmt/format.h>

#include <cstdint>
#include <cstring>
#include <fstream>
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

}  // namespace

Status CheckLibraryFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary | std::ios::ate);
  if (!file) return Status(ErrorCode::kIoError, fmt::format("'{}': cannot open the file", path));
  const auto end = file.tellg();
  if (end < 0) return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read the file", path));
  const uint64_t size = static_cast<uint64_t>(end);
  file.seekg(0);

  unsigned char ident[EI_NIDENT] = {};
  file.read(reinterpret_cast<char*>(ident), sizeof(ident));
  const auto got = static_cast<size_t>(file.gcount());
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

  Ehdr header{};
  file.seekg(0);
  file.read(reinterpret_cast<char*>(&header), sizeof(header));
  if (static_cast<size_t>(file.gcount()) < sizeof(header)) {
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
  file.seekg(static_cast<std::streamoff>(header.e_phoff));
  file.read(reinterpret_cast<char*>(segments.data()), static_cast<std::streamsize>(segments.size() * sizeof(Phdr)));
  if (!file) return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read the program headers", path));
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
