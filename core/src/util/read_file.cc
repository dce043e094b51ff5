// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "util/read_file.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace oppkit::detail {
namespace {

const char* FileKind(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

// Closes a descriptor on every path out.
struct FileDescriptor {
  int fd;
  ~FileDescriptor() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

Status ReadNamedFile(const std::string& path, FileKinds kinds, uint64_t max_bytes, std::string* text) {
  // Note [Reading named files]: O_NONBLOCK so that opening a FIFO without a writer returns at once.
  const bool streams = kinds == FileKinds::kRegularOrStream;
  const FileDescriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | (streams ? 0 : O_NONBLOCK))};
  if (file.fd < 0) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read ({})", path, std::strerror(errno)));
  }
  struct stat info {};
  if (::fstat(file.fd, &info) != 0) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read ({})", path, std::strerror(errno)));
  }
  const bool stream = S_ISFIFO(info.st_mode) || S_ISCHR(info.st_mode);
  if (!S_ISREG(info.st_mode) && !(streams && stream)) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot read: {}, not a regular file", path,
                                                   FileKind(info.st_mode)));
  }
  if (static_cast<uint64_t>(info.st_size) > max_bytes) {
    return Status(ErrorCode::kIoError,
                  fmt::format("'{}': {} bytes, more than the {} this file may have", path, info.st_size, max_bytes));
  }
  text->clear();
  if (!stream) text->reserve(static_cast<size_t>(info.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t n = ::read(file.fd, buffer, sizeof(buffer));
    if (n == 0) break;
    if (n < 0) {
      if (errno == EINTR) continue;
      return Status(ErrorCode::kIoError, fmt::format("'{}': read failed ({})", path, std::strerror(errno)));
    }
    if (text->size() + static_cast<size_t>(n) > max_bytes) {  // a stream, or a file that grew while being read
      return Status(ErrorCode::kIoError, fmt::format("'{}': more than the {} bytes this file may have", path,
                                                     max_bytes));
    }
    text->append(buffer, static_cast<size_t>(n));
  }
  return Status();
}

}  // namespace oppkit::detail
