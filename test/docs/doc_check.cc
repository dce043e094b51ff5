// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// doc_check: keeps the documentation's code blocks true (docs/design.md §9: every code block in the docs is compiled or
// run by a test). It reads Markdown files and checks every fenced block by its language tag:
//   ```cpp      a complete translation unit, compiled against the SDK and core headers. Then, per file: blocks
//               with `TEST_CASE(` are linked together with the file's other blocks (those without `main(`) and
//               a Catch2 main, and run; each block with `int main(` is linked with those other blocks and run.
//               Linking uses the --link arguments (the SDK archive, the core library); a program runs in the
//               console blocks' environment and must exit 0.
//   ```c        compiled with the C compiler (the ACL-style C API); linked and run like a cpp block with main
//   ```console  a session: each "$ command" line runs in bash (with the build's bin/ first on PATH, and the
//               environment variables given with --env); the lines after it up to the next "$ " line are the
//               expected standard output. An expected line "..." matches any number of lines; "..." inside a
//               line matches any text there. The command must exit 0 unless
//               the expected output ends with a line "[exit N]".
//   ```python   a script run with the --python interpreter in the console blocks' environment (from the work
//               directory); it must exit 0, so it states what it shows with `assert`
//   ```cmake, ```json, ```text, ```ini, ```sh (machine set-up, run by CI itself) ... are checked elsewhere or are illustrations: a block tagged with
//               anything else must say where it is checked, so doc_check rejects unknown tags except those in
//               kIllustrationTags.
// Usage: doc_check --cxx CXX --cc CC [--flag FLAG]... [--link ARG]... [--env NAME=VALUE]... [--python PYTHON]
//                  --bin DIR --work DIR FILE.md...
// Prints one line per failing block (file:line and why) and a summary; exits 1 if any block failed.
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

// Tags of blocks that are not executed: each is checked by another test (named in the doc next to it) or is a
// schematic (a directory tree, a grammar).
const char* const kIllustrationTags[] = {"text", "json", "cmake", "ini", "sh"};

struct Block {
  std::string file;
  int line = 0;  // line of the opening fence
  std::string tag;
  std::vector<std::string> lines;
};

struct Options {
  std::string cxx;
  std::string cc;
  std::vector<std::string> flags;
  std::vector<std::string> link;
  std::vector<std::string> env;
  std::string bin_dir;
  std::string work_dir;
  std::string python;
  std::vector<std::string> files;
};

std::string ShellQuote(const std::string& text) {
  std::string quoted = "'";
  for (const char c : text) {
    if (c == '\'') {
      quoted += "'\\''";
    } else {
      quoted += c;
    }
  }
  return quoted + "'";
}

// Runs \p command with /bin/sh; returns its exit status (or -1) and its standard output.
int Run(const std::string& command, std::string* output) {
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return -1;
  char buffer[4096];
  size_t n = 0;
  while ((n = fread(buffer, 1, sizeof buffer, pipe)) > 0) output->append(buffer, n);
  const int status = pclose(pipe);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::vector<Block> ReadBlocks(const std::string& file, std::string* error) {
  std::ifstream in(file);
  if (!in) {
    *error = file + ": cannot read";
    return {};
  }
  std::vector<Block> blocks;
  Block* open = nullptr;
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (line.rfind("```", 0) == 0) {
      if (open == nullptr) {
        blocks.push_back(Block{file, number, line.substr(3), {}});
        open = &blocks.back();
      } else {
        open = nullptr;
      }
      continue;
    }
    if (open != nullptr) open->lines.push_back(line);
  }
  if (open != nullptr) *error = file + ":" + std::to_string(open->line) + ": code block is not closed";
  return blocks;
}

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// "..." inside an expected line matches any text (possibly empty); the rest must match exactly, in order.
bool LineMatches(const std::string& expected, const std::string& actual) {
  const std::string ellipsis = "...";
  size_t e = 0;
  size_t a = 0;
  bool first = true;
  while (true) {
    const size_t next = expected.find(ellipsis, e);
    const std::string part = expected.substr(e, next == std::string::npos ? std::string::npos : next - e);
    if (next == std::string::npos) {  // the last part: a suffix (or the whole line if there was no "...")
      if (first) return actual == part;
      return actual.size() >= a + part.size() && actual.compare(actual.size() - part.size(), part.size(), part) == 0;
    }
    if (first) {
      if (actual.compare(0, part.size(), part) != 0) return false;
      a = part.size();
    } else {
      const size_t found = actual.find(part, a);
      if (found == std::string::npos) return false;
      a = found + part.size();
    }
    first = false;
    e = next + ellipsis.size();
  }
}

// Matches \p actual against \p expected, where an expected line "..." matches any run of lines.
bool OutputMatches(const std::vector<std::string>& expected, size_t e, const std::vector<std::string>& actual,
                   size_t a) {
  if (e == expected.size()) return a == actual.size();
  if (expected[e] == "...") {
    for (size_t skip = a; skip <= actual.size(); ++skip) {
      if (OutputMatches(expected, e + 1, actual, skip)) return true;
    }
    return false;
  }
  return a < actual.size() && LineMatches(expected[e], actual[a]) && OutputMatches(expected, e + 1, actual, a + 1);
}

std::string Where(const Block& block) { return block.file + ":" + std::to_string(block.line); }

bool Contains(const Block& block, const std::string& text) {
  for (const std::string& line : block.lines) {
    if (line.find(text) != std::string::npos) return true;
  }
  return false;
}

std::string Flags(const std::vector<std::string>& flags) {
  std::string text;
  for (const std::string& flag : flags) text += " " + ShellQuote(flag);
  return text;
}

// Compiles a cpp (or, with \p c_language, a c) block on its own into \p object.
bool CheckCompiles(const Block& block, const Options& options, int index, bool c_language, std::string* object) {
  const std::string stem = options.work_dir + "/snippet_" + std::to_string(index);
  const std::string source = stem + (c_language ? ".c" : ".cc");
  *object = stem + ".o";
  {
    std::ofstream out(source);
    for (const std::string& line : block.lines) out << line << "\n";
  }
  std::string command = c_language ? ShellQuote(options.cc) + " -std=c11 -c"
                                   : ShellQuote(options.cxx) + " -std=c++17 -c";
  command += Flags(options.flags) + " " + ShellQuote(source) + " -o " + ShellQuote(*object) + " 2>&1";
  std::string output;
  if (Run(command, &output) != 0) {
    std::cout << "FAIL " << Where(block) << ": " << block.tag << " block does not compile:\n" << output;
    return false;
  }
  return true;
}

// `PATH=<bin>:$PATH NAME=VALUE ...`: the environment console commands and programs run in.
std::string Environment(const Options& options) {
  std::string environment = "PATH=" + ShellQuote(options.bin_dir) + ":\"$PATH\"";
  for (const std::string& assignment : options.env) environment += " " + assignment;
  return environment;
}

// Links \p objects (+ the --link arguments) into \p program and runs it; prints why on failure.
bool LinkAndRun(const std::string& what, const std::vector<std::string>& objects, const std::string& program,
                const Options& options) {
  std::string command = ShellQuote(options.cxx);
  for (const std::string& object : objects) command += " " + ShellQuote(object);
  command += Flags(options.flags) + Flags(options.link) + " -o " + ShellQuote(program) + " 2>&1";
  std::string output;
  if (Run(command, &output) != 0) {
    std::cout << "FAIL " << what << ": does not link:\n" << output;
    return false;
  }
  output.clear();
  const int exit_code = Run("env " + Environment(options) + " " + ShellQuote(program) + " 2>&1", &output);
  if (exit_code != 0) {
    std::cout << "FAIL " << what << ": exited " << exit_code << ":\n" << output;
    return false;
  }
  return true;
}

bool CheckConsole(const Block& block, const Options& options) {
  const std::string environment = Environment(options);
  size_t i = 0;
  bool ok = true;
  while (i < block.lines.size()) {
    const std::string& line = block.lines[i];
    if (line.rfind("$ ", 0) != 0) {
      std::cout << "FAIL " << Where(block) << ": console block line " << (i + 1) << " is not a \"$ \" command\n";
      return false;
    }
    const std::string command = line.substr(2);
    std::vector<std::string> expected;
    for (++i; i < block.lines.size() && block.lines[i].rfind("$ ", 0) != 0; ++i) expected.push_back(block.lines[i]);
    int expected_exit = 0;
    if (!expected.empty() && expected.back().rfind("[exit ", 0) == 0) {
      expected_exit = std::atoi(expected.back().c_str() + 6);
      expected.pop_back();
    }
    std::string output;
    const int exit_code = Run("cd " + ShellQuote(options.work_dir) + " && env " + environment + " bash -c " +
                                  ShellQuote(command) + " 2>/dev/null",
                              &output);
    const std::vector<std::string> actual = SplitLines(output);
    if (exit_code != expected_exit || !OutputMatches(expected, 0, actual, 0)) {
      std::cout << "FAIL " << Where(block) << ": $ " << command << "\n  exit " << exit_code << " (expected "
                << expected_exit << "), output:\n";
      for (const std::string& a : actual) std::cout << "  | " << a << "\n";
      std::cout << "  expected:\n";
      for (const std::string& e : expected) std::cout << "  | " << e << "\n";
      ok = false;
    }
  }
  return ok;
}

// Runs a python block as a script (its file named by \p index); prints why on failure.
bool CheckPython(const Block& block, const Options& options, int index) {
  if (options.python.empty()) {
    std::cout << "FAIL " << Where(block) << ": a python block, but no --python interpreter was given\n";
    return false;
  }
  const std::string script = options.work_dir + "/doc_" + std::to_string(index) + ".py";
  {
    std::ofstream out(script);
    for (const std::string& line : block.lines) out << line << "\n";
  }
  std::string output;
  const int exit_code = Run("cd " + ShellQuote(options.work_dir) + " && env " + Environment(options) + " " +
                                ShellQuote(options.python) + " " + ShellQuote(script) + " 2>&1",
                            &output);
  if (exit_code != 0) {
    std::cout << "FAIL " << Where(block) << ": python block exited " << exit_code << ":\n" << output;
    return false;
  }
  return true;
}

bool ParseOptions(int argc, char** argv, Options* options) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--cxx" && has_value) {
      options->cxx = argv[++i];
    } else if (arg == "--cc" && has_value) {
      options->cc = argv[++i];
    } else if (arg == "--flag" && has_value) {
      options->flags.push_back(argv[++i]);
    } else if (arg == "--link" && has_value) {
      options->link.push_back(argv[++i]);
    } else if (arg == "--env" && has_value) {
      options->env.push_back(ShellQuote(argv[++i]));
    } else if (arg == "--bin" && has_value) {
      options->bin_dir = argv[++i];
    } else if (arg == "--work" && has_value) {
      options->work_dir = argv[++i];
    } else if (arg == "--python" && has_value) {
      options->python = argv[++i];
    } else if (arg.rfind("--", 0) == 0) {
      return false;
    } else {
      options->files.push_back(arg);
    }
  }
  return !options->cxx.empty() && !options->cc.empty() && !options->bin_dir.empty() && !options->work_dir.empty() && !options->files.empty();
}

}  // namespace

int main(int argc, char** argv) {
  Options options;
  if (!ParseOptions(argc, argv, &options)) {
    std::cerr << "usage: doc_check --cxx CXX --cc CC [--flag FLAG]... [--link ARG]... [--env NAME=VALUE]... "
                 "[--python PYTHON] --bin DIR --work DIR FILE.md...\n";
    return 2;
  }
  std::string scratch;
  Run("mkdir -p " + ShellQuote(options.work_dir), &scratch);
  int passed = 0;
  int failed = 0;
  int index = 0;
  for (const std::string& file : options.files) {
    std::string error;
    const std::vector<Block> blocks = ReadBlocks(file, &error);
    if (!error.empty()) {
      std::cout << "FAIL " << error << "\n";
      ++failed;
      continue;
    }
    std::vector<std::string> library_objects;  // blocks without main() or TEST_CASE
    std::vector<std::string> test_objects;
    std::vector<std::pair<const Block*, std::string>> programs;
    bool compiled = true;
    for (const Block& block : blocks) {
      bool ok = true;
      if (block.tag == "cpp" || block.tag == "c") {
        std::string object;
        ok = CheckCompiles(block, options, index++, block.tag == "c", &object);
        if (!ok) {
          compiled = false;
        } else if (Contains(block, "TEST_CASE(")) {
          test_objects.push_back(object);
        } else if (Contains(block, "main(")) {
          programs.emplace_back(&block, object);
        } else {
          library_objects.push_back(object);
        }
      } else if (block.tag == "console") {
        ok = CheckConsole(block, options);
      } else if (block.tag == "python") {
        ok = CheckPython(block, options, index++);
      } else {
        bool known = false;
        for (const char* tag : kIllustrationTags) known = known || block.tag == tag;
        if (!known) {
          std::cout << "FAIL " << Where(block) << ": unknown code block tag '" << block.tag
                    << "' (cpp, c, console and python blocks are checked; text, json, cmake, ini, sh are "
                       "illustrations)\n";
          ok = false;
        } else {
          continue;  // not counted
        }
      }
      (ok ? passed : failed) += 1;
    }
    if (!compiled) continue;  // the failures are reported; linking would only repeat them
    const std::string stem = options.work_dir + "/doc_" + std::to_string(index);
    if (!test_objects.empty()) {
      const std::string main_source = stem + "_catch_main.cc";
      std::ofstream(main_source) << "#define CATCH_CONFIG_MAIN\n#include <catch2/catch.hpp>\n";
      std::vector<std::string> objects = test_objects;
      objects.insert(objects.end(), library_objects.begin(), library_objects.end());
      objects.push_back(main_source);
      (LinkAndRun(file + " (its TEST_CASE blocks)", objects, stem + "_tests", options) ? passed : failed) += 1;
    }
    for (const auto& [block, object] : programs) {
      std::vector<std::string> objects = library_objects;
      objects.push_back(object);
      (LinkAndRun(Where(*block) + " (program)", objects, stem + "_program_" + std::to_string(block->line), options)
           ? passed
           : failed) += 1;
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}
