// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The main of a fuzz target built without libFuzzer (any compiler): feeds LLVMFuzzerTestOneInput every file named
// on the command line, and every file of every directory named (sorted), once each, as libFuzzer does when it
// replays a corpus. The regression tests `fuzz.replay.*` run each target over its corpus (test/fuzz/corpus/<target>
// and the repository's own data) in every build, the sanitizer builds included, so that a target keeps compiling
// and every input that once broke a reader stays a test.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (int k = 1; k < argc; ++k) {
    const fs::path arg = argv[k];
    if (fs::is_directory(arg)) {
      std::vector<fs::path> found;
      for (const fs::directory_entry& entry : fs::directory_iterator(arg)) {
        if (entry.is_regular_file()) found.push_back(entry.path());
      }
      std::sort(found.begin(), found.end());
      files.insert(files.end(), found.begin(), found.end());
    } else {
      files.push_back(arg);
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: %s FILE_OR_DIR...: no input files\n", argv[0]);
    return 2;
  }
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "%s: cannot read\n", file.c_str());
      return 2;
    }
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("%zu inputs replayed\n", files.size());
  return 0;
}
