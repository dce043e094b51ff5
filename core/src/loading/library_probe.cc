// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "loading/library_probe.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <string>

#include "loading/plugin_handshake.h"

namespace oppkit::detail {
namespace {

// What the child writes: "ok", or "<error id>\n<message>" of the failing step.
void WriteAll(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return;
    done += static_cast<size_t>(n);
  }
}

[[noreturn]] void RunChild(int fd, const std::string& path, const std::string& package) {
  const Status st = OpenPluginLibrary(path, package).status();
  WriteAll(fd, st.ok() ? std::string("ok") : fmt::format("{}\n{}", static_cast<uint32_t>(st.code()), st.detail()));
  ::close(fd);
  // _exit: no atexit handlers or static destructors of the host (or of the library) run in the child.
  ::_exit(0);
}

std::string SignalName(int signal) {
  const char* name = ::sigabbrev_np(signal);
  return name == nullptr ? std::to_string(signal) : fmt::format("SIG{}", name);
}

}  // namespace

Status ProbeLibrary(const std::string& path, const std::string& package, int timeout_ms) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot probe (pipe: {})", path, std::strerror(errno)));
  }
  const pid_t pid = ::fork();
  if (pid < 0) {
    ::close(fds[0]);
    ::close(fds[1]);
    return Status(ErrorCode::kIoError, fmt::format("'{}': cannot probe (fork: {})", path, std::strerror(errno)));
  }
  if (pid == 0) {
    ::close(fds[0]);
    RunChild(fds[1], path, package);
  }
  ::close(fds[1]);
  // Read until the child closes its end (it ended, or closed it before _exit) or the time is up.
  std::string record;
  bool timed_out = false;
  char buffer[4096];
  for (int waited = 0;;) {
    pollfd p{fds[0], POLLIN, 0};
    const int ready = ::poll(&p, 1, 100);
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) {
      waited += 100;
      if (waited >= timeout_ms) {
        timed_out = true;
        ::kill(pid, SIGKILL);
        break;
      }
      continue;
    }
    const ssize_t n = ::read(fds[0], buffer, sizeof(buffer));
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    if (record.size() < 65536) record.append(buffer, static_cast<size_t>(n));
  }
  ::close(fds[0]);
  int wstatus = 0;
  while (::waitpid(pid, &wstatus, 0) < 0 && errno == EINTR) {
  }
  const auto failed = [&](const std::string& how) {
    return Status(ErrorCode::kLoadProbeFailed,
                  fmt::format("'{}': loading it in a child process {} (a static initializer or the plugin entry); "
                              "the package is not loaded",
                              path, how));
  };
  if (timed_out) return failed(fmt::format("did not finish within {} ms and was killed", timeout_ms));
  if (WIFSIGNALED(wstatus)) {
    return failed(fmt::format("was killed by signal {}", SignalName(WTERMSIG(wstatus))));
  }
  if (record == "ok" && WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0) return Status();
  const size_t newline = record.find('\n');
  if (newline != std::string::npos) {  // the load failed in the child the way it would here
    uint32_t code = static_cast<uint32_t>(std::strtoul(record.c_str(), nullptr, 10));
    if (code == 0 || code > static_cast<uint32_t>(ErrorCode::kLoadProbeFailed)) {
      code = static_cast<uint32_t>(ErrorCode::kLoadEntryFailed);  // not a record this child could have written
    }
    return Status(static_cast<ErrorCode>(code), record.substr(newline + 1));
  }
  return failed(fmt::format("ended the process with exit status {} before the load finished",
                            WIFEXITED(wstatus) ? WEXITSTATUS(wstatus) : -1));
}

}  // namespace oppkit::detail
