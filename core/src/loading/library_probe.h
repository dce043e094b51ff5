// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Loading a library in a child process first: Note [Library probes].
#pragma once

#include <string>

#include "oppkit/core/status.h"

namespace oppkit::detail {

// Note [Library probes]
// dlopen runs a library's static initializers and the plugin entry runs its registration code, inside the host.
// Code that calls exit(0) there ends the host with status 0 and no output (a CI check passes falsely); abort, an
// escaping exception or a crash take the host down. A probe forks, and the child checks, opens and imports the
// library exactly as the loader does, then reports through a pipe; the parent reads how the child ended: an "ok"
// record and exit status 0, an error Status it sent, an exit without a record (the library ended the process), a
// signal, or no end within the time limit (killed). `oppkit doctor` probes every library before loading it, as does
// the loader with LoadOptions::probe_libraries. The child only runs what a load runs; in a host with other threads,
// fork leaves locks those threads held (the dynamic loader's among them) held in the child, which is why probing is
// opt-in for frameworks and on for the single-threaded doctor.

/// Probes \p path as Note [Library probes] describes, for \p package. Ok if the child loaded and imported it;
/// the child's own error if the load failed there (load.* as the loader reports it); load.probe_failed if the
/// library ended the child (exit, signal) or hung past \p timeout_ms (killed).
Status ProbeLibrary(const std::string& path, const std::string& package, int timeout_ms = 30000);

}  // namespace oppkit::detail
